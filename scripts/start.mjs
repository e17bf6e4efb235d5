// `npm start`: build the app when needed, then run the demo server (mocks/server.ts).
//   node scripts/start.mjs              build if dist/ is missing or stale, then serve
//   node scripts/start.mjs --build      always build first
//   node scripts/start.mjs --no-build   serve the existing dist/ as is (npm run preview)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'dist', 'index.html');
const stampFile = join(root, 'node_modules', '.cache', 'cabinet-start', 'build-stamp.json');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const forceBuild = args.includes('--build');

/** Inputs of a build: a change to any of them makes dist/ stale. */
const SOURCES = [
  'src',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'scripts/build',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The build-time environment (VITE_*): a build made for a real backend must not serve the demo. */
function buildEnv() {
  return Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

function buildReason() {
  if (forceBuild) return '--build';
  if (!existsSync(distIndex)) return 'dist/ is missing';
  const builtAt = statSync(distIndex).mtimeMs;
  if (SOURCES.some((source) => newestMtime(join(root, source)) > builtAt))
    return 'sources changed since the last build';
  const stamp = readStamp();
  if (!stamp || stamp.builtAt !== builtAt) return 'dist/ was not built by npm start';
  if (JSON.stringify(stamp.env) !== JSON.stringify(buildEnv())) return 'VITE_* settings changed';
  return null;
}

function run(command, commandArgs) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => done({ code, signal }));
  });
}

async function build() {
  const started = performance.now();
  const { code } = await run(process.execPath, [
    join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
  ]);
  if (code !== 0) {
    console.error('\nBuild failed.');
    process.exit(code ?? 1);
  }
  console.log(`\nBuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ builtAt: statSync(distIndex).mtimeMs, env: buildEnv() }));
}

if (noBuild) {
  if (!existsSync(distIndex)) {
    console.error('No build in dist/: run `npm run build` first (or `npm start`, which builds).');
    process.exit(1);
  }
} else {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the app (${reason})...`);
    await build();
  } else {
    console.log('dist/ is up to date (use --build to rebuild).');
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join('mocks', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
