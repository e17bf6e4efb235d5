// Builds the app and runs the demo server (mocks/server.ts through tsx) as a child process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { killOnExit, log, onCleanup, ROOT, sleep, withTimeout } from './util.mjs';

function runNode(args, { timeoutMs, label, env = process.env }) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
      code === 0 ? resolve(output) : reject(new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${output.trim()}`)),
    );
  });
  return withTimeout(done, timeoutMs, label).catch((error) => {
    kill();
    throw error;
  });
}

/** `vite build` into `outDir` (repo-relative). */
export async function buildApp(outDir) {
  const started = performance.now();
  await runNode([join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    timeoutMs: 180_000,
    label: 'vite build',
  });
  log(`built ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Starts the demo server on a free port (port 0, so no race for a port) serving `distDir`.
 * It runs in its own process: a hung request or a crash never takes the bench with it.
 */
export async function startServer(distDir) {
  if (!existsSync(join(ROOT, distDir, 'index.html'))) throw new Error(`No build in ${distDir}/ (index.html missing)`);
  const script = [
    "const { startDemoServer } = await import('./mocks/server.ts');",
    `const server = await startDemoServer({ port: 0, host: '127.0.0.1', distDir: ${JSON.stringify(distDir)} });`,
    "process.stdout.write('BENCH_SERVER ' + server.url + '\\n');",
    "const stop = () => server.close().finally(() => process.exit(0));",
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
  // Keep draining its output (demo e-mails, codes) so the pipe never fills up.
  child.stdout.resume();
  child.stderr.resume();
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) log(`demo server stopped unexpectedly (${signal ?? code}):\n${output.trim().slice(-2000)}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(3000)]);
    kill();
  };
  onCleanup(stop);
  log(`demo server on ${url} serving ${relative(ROOT, join(ROOT, distDir)) || '.'}`);
  return { url, stop };
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
