// `npm run test:e2e [-- playwright test args]`: builds the app if dist/ is missing, then runs
// the Chromium journeys in tests/e2e with Playwright's runner (see playwright.config.ts).
// Examples: `-- --grep @data`, `-- tests/e2e/session.e2e.ts`, `-- --project spec-minimal`.
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

const code = await run(join('node_modules', '@playwright', 'test', 'cli.js'), [
  'test',
  ...process.argv.slice(2),
]);
process.exit(code);
