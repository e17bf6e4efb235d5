// `npm run test:engines [-- --engine firefox|webkit] [--width wide|phone] [--grep <text>]
// [--out <dir>]`: the core journeys (journeys.ts) in Firefox and WebKit, at a wide and a phone
// width, against the production build in dist/ (built first when missing) served by the demo
// server on 127.0.0.1. A failing journey leaves a screenshot of its failing step in
// test-results/engines/ (or --out).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { journeys } from './journeys';
import { type Engine, type EngineName, launchFirefox, launchWebKit } from './lib/drivers';
import { type Outcome, runJourney, type Width } from './lib/journey';
import { startProbedSite } from './lib/site';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const WIDTHS: Width[] = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const LAUNCH: Record<EngineName, () => Promise<Engine>> = {
  firefox: () => launchFirefox(process.env.FIREFOX_PATH || undefined),
  webkit: () =>
    launchWebKit({
      ...(process.env.WEBKIT_DRIVER_PATH ? { driverPath: process.env.WEBKIT_DRIVER_PATH } : {}),
      ...(process.env.WEBKIT_BROWSER_PATH ? { browserPath: process.env.WEBKIT_BROWSER_PATH } : {}),
    }),
};

/** A 1x1 PNG, the logo the profile journey uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    width: { type: 'string', multiple: true },
    grep: { type: 'string' },
    out: { type: 'string' },
  },
});
/** Screenshots, the served copy of dist/ and the logo go here (emptied first). */
const OUT_DIR = args.out ? resolve(args.out) : join(ROOT, 'test-results', 'engines');
const engines = (args.engine ?? ['firefox', 'webkit']) as EngineName[];
const widths = WIDTHS.filter((width) => !args.width || args.width.includes(width.name));
const selected = journeys.filter((journey) => !args.grep || journey.name.includes(args.grep));
for (const engine of engines) if (!(engine in LAUNCH)) throw new Error(`unknown engine ${engine}`);
if (selected.length === 0 || widths.length === 0) throw new Error('no journey or width selected');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function buildIfMissing() {
  if (existsSync(join(ROOT, 'dist', 'index.html'))) return;
  console.log('No build in dist/: building first...');
  const code = await new Promise<number | null>((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('exit', done);
  });
  if (code !== 0) process.exit(code ?? 1);
}

const started = Date.now();
await buildIfMissing();
await mkdir(OUT_DIR, { recursive: true });
// Only what an earlier run left: the folder may be one the caller named.
for (const file of await readdir(OUT_DIR))
  if (file.endsWith('.png') || file === 'site')
    await rm(join(OUT_DIR, file), { recursive: true, force: true });
const logo = join(OUT_DIR, 'logo.png');
await writeFile(logo, PNG);
const server = await startProbedSite(join(ROOT, 'dist'), OUT_DIR);

// Both engines start first, so that their versions head the log.
const launched: Engine[] = [];
let failed = 0;
let passed = 0;
const failures: string[] = [];
try {
  for (const name of engines) launched.push(await LAUNCH[name]());
  console.log('Engines:');
  for (const engine of launched) console.log(`  ${engine.name}: ${engine.version}`);
  console.log(`Demo server: ${server.url} (dist/ with the error probe first in <head>)\n`);

  for (const engine of launched) {
    const engineStarted = Date.now();
    for (const width of widths) {
      for (const journey of selected) {
        const label = `${engine.name} ${width.width}px: ${journey.name}`;
        const outcome: Outcome = await runJourney(journey, engine, width, {
          baseUrl: server.url,
          outDir: OUT_DIR,
          files: { logo },
        });
        if (outcome.ok) {
          passed++;
          console.log(`  ✓ ${label} (${seconds(outcome.ms)}: ${outcome.steps.join(', ')})`);
        } else {
          failed++;
          const { step, message, screenshot } = outcome.failure ?? { step: '?', message: '?' };
          const text = `  ✗ ${label} (${seconds(outcome.ms)})\n    step: ${step}\n    ${message.replace(/\n/g, '\n    ')}${
            screenshot ? `\n    screenshot: ${screenshot}` : ''
          }`;
          failures.push(text);
          console.log(text);
        }
      }
    }
    await engine.quit();
    console.log(`  ${engine.name}: ${seconds(Date.now() - engineStarted)}\n`);
  }
} finally {
  await Promise.all(launched.map((engine) => engine.quit().catch(() => undefined)));
  await server.close();
}

if (failures.length > 0) console.log(`Failed:\n${failures.join('\n')}\n`);
console.log(`Engines run in ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
