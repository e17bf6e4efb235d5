// `npm run test:e2e [-- vitest args]`: builds the app if dist/ is missing, then runs the
// Chromium journeys in tests/e2e against one demo server (see vitest.e2e.config.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(script, args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' });
    const forward = (signal) => {
      if (child.exitCode === null) child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.log('No build in dist/: building first...');
  const code = await run(join('node_modules', 'vite', 'bin', 'vite.js'), ['build']);
  if (code !== 0) process.exit(code);
}

const code = await run(join('node_modules', 'vitest', 'vitest.mjs'), [
  'run',
  '--config',
  'vitest.e2e.config.ts',
  ...process.argv.slice(2),
]);
process.exit(code);
