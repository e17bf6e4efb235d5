// Builds the app and runs the demo server (mocks/server.ts through tsx) as a child process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { killOnExit, log, onCleanup, ROOT, sleep, stripAnsi, withTimeout } from './util.mjs';

function runNode(args, { timeoutMs, label, env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } }) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = killOnExit(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const done = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${tail(output)}`)),
    );
  });
  return withTimeout(done, timeoutMs, label).catch((error) => {
    kill();
    throw error;
  });
}

/** The last lines of a tool's output, without colour codes or stack frames. */
function tail(output, lines = 15) {
  return stripAnsi(output)
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(-lines)
    .join('\n')
    .trim();
}

/** `vite build` into `outDir` (repo-relative). */
export async function buildApp(outDir) {
  const started = performance.now();
  await runNode(
    [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      timeoutMs: 180_000,
      label: 'vite build',
    },
  );
  log(`built ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** One demo server process on a free port (port 0, so no race for a port) serving `distDir`. */
async function launchServer(distDir) {
  const script = [
    "const { startDemoServer } = await import('./mocks/server.ts');",
    `const server = await startDemoServer({ port: 0, host: '127.0.0.1', distDir: ${JSON.stringify(distDir)} });`,
    "process.stdout.write('BENCH_SERVER ' + server.url + '\\n');",
    'const stop = () => server.close().finally(() => process.exit(0));',
    "process.on('SIGTERM', stop); process.on('SIGINT', stop);",
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = killOnExit(child);
  let output = '';
  const url = await withTimeout(
    new Promise((resolve, reject) => {
      const onData = (chunk) => {
        output = (output + chunk).slice(-8000);
        const match = /BENCH_SERVER (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (chunk) => {
        output = (output + chunk).slice(-8000);
      });
      child.once('exit', (code) => reject(new Error(`demo server exited (${code}):\n${output.trim()}`)));
    }),
    60_000,
    'demo server start',
  ).catch((error) => {
    kill();
    throw error;
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) log(`demo server on ${url} stopped unexpectedly (${signal ?? `exit ${code}`})`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(3000)]);
    kill();
  };
  return { url, stop, alive: () => child.exitCode === null && child.signalCode === null };
}

/**
 * The demo server in a child process: a hung request or a crash never takes the bench with
 * it. When something ends the process, `ensureAlive()` starts a fresh one (new port, freshly
 * seeded data) and counts the restart; measurements read `server.url` each time.
 */
export async function startServer(distDir) {
  if (!existsSync(join(ROOT, distDir, 'index.html')))
    throw new Error(`No build in ${distDir}/ (index.html missing)`);
  let current = await launchServer(distDir);
  const listeners = [];
  const server = {
    url: current.url,
    restarts: 0,
    alive: () => current.alive(),
    async ensureAlive() {
      if (current.alive()) return;
      server.restarts += 1;
      current = await launchServer(distDir);
      server.url = current.url;
      await resetDemo(server.url);
      for (const listener of listeners) await listener();
      log(`demo server restarted on ${server.url}`);
    },
    /** `listener` runs after a restart (the HTTPS fronts follow the new address). */
    onRestart(listener) {
      listeners.push(listener);
    },
    stop: () => current.stop(),
  };
  onCleanup(() => server.stop());
  log(`demo server on ${server.url} serving ${relative(ROOT, join(ROOT, distDir)) || '.'}`);
  return server;
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`POST ${url}: HTTP ${response.status}`);
}

/** Reseeds the demo database and switches latency and failure injection off. */
export async function resetDemo(baseUrl) {
  await post(`${baseUrl}/api/__demo/reset`);
  await post(`${baseUrl}/api/__demo/config`, { latency: 0, fail: '' });
}
