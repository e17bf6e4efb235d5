// `npm run check:browsers`: holds the build in dist/ to the declared browsers (`browserslist` in
// package.json, README "Browsers"). Three checks, each failing the run:
// - JS syntax and built-ins: es-check (`checkBrowser --checkFeatures`) finds the ECMAScript
//   edition the declared browsers all support and fails on newer syntax or built-ins
//   (`Object.groupBy`, `Promise.withResolvers`, ...);
// - CSS: doiuse checks every property, value, selector and at-rule against caniuse's data for
//   the declared browsers; what is reviewed below as a harmless enhancement is let through;
// - platform APIs neither tool knows (MDN's first versions, in PLATFORM below): whichever the
//   build uses must be in every declared browser.
// Run after `npm run build` (CI does); it reads dist/ as built.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASSETS = join(ROOT, 'dist', 'assets');
const BIN = join(ROOT, 'node_modules', '.bin');

/**
 * CSS features caniuse marks missing or partial in a declared browser, reviewed: each is an
 * enhancement whose absence leaves the screen working. A feature not listed fails the check.
 */
const REVIEWED_CSS: Record<string, string> = {
  'css3-cursors': 'iOS has no pointer, so no cursor to change',
  'css-scrollbar': 'scrollbar colour and width only; the default scrollbar stays',
  'css-content-visibility': 'a rendering shortcut (Safari 18); Safari 17 renders the content anyway',
  'css-overflow-anchor':
    'Safari does not anchor scrolling; the invoice list keeps the row being read in place itself',
  'css-touch-action': 'desktop Safari has no touch input',
  'text-size-adjust': 'only iOS Safari scales text, and it reads the -webkit- form the build also writes',
  'css-resize': 'iOS cannot resize a text box by hand; it is still a text box',
  'css-selection': 'the colour of selected text on iOS',
  'css-masks': 'partial: Chrome and Edge before 120 need -webkit-mask-*, which Lightning CSS adds',
  multicolumn: 'partial: column-span and break-* details; columns lay out in every declared browser',
  'css-clip-path': 'partial: url() and box values; the build uses inset() only (visually hidden text)',
  'intrinsic-width': 'partial: Firefox lacks the stretch keyword; fit-content, min- and max-content work',
  'css-display-contents':
    'partial: old accessibility bugs on buttons and tables; used on a plain wrapper only',
};

type Browser = 'chrome' | 'edge' | 'firefox' | 'safari' | 'ios_saf';

/** Platform APIs the code uses that neither caniuse (doiuse) nor es-check knows, with MDN's first versions. */
const PLATFORM: Array<{
  name: string;
  where: 'js' | 'css';
  pattern: RegExp;
  first: Record<Browser, number>;
}> = [
  {
    name: 'Popover API (the account menu)',
    where: 'js',
    pattern: /\b(popoverTarget|showPopover|hidePopover|togglePopover)\b/,
    first: { chrome: 114, edge: 114, firefox: 125, safari: 17, ios_saf: 17 },
  },
  {
    name: 'structuredClone()',
    where: 'js',
    pattern: /\bstructuredClone\(/,
    first: { chrome: 98, edge: 98, firefox: 94, safari: 15.4, ios_saf: 15.4 },
  },
  {
    name: 'AbortSignal.timeout()',
    where: 'js',
    pattern: /\bAbortSignal\.timeout\(/,
    first: { chrome: 103, edge: 103, firefox: 100, safari: 16, ios_saf: 16 },
  },
  {
    name: 'color-mix()',
    where: 'css',
    pattern: /color-mix\(/,
    first: { chrome: 111, edge: 111, firefox: 113, safari: 16.2, ios_saf: 16.2 },
  },
];

/** Android's browsers follow their desktop engines' versions. */
const FAMILY: Record<string, Browser> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios_saf',
};

const failures: string[] = [];
const files = readdirSync(ASSETS);
const js = files.filter((file) => file.endsWith('.js')).map((file) => join(ASSETS, file));
const css = files.filter((file) => file.endsWith('.css')).map((file) => join(ASSETS, file));
const declared = browserslist(undefined, { path: ROOT, env: 'production' });
console.log(`Declared browsers: ${[browserslist.loadConfig({ path: ROOT }) ?? []].flat().join(', ')}`);

// 1. JS syntax and built-ins.
const esCheck = spawnSync(
  join(BIN, 'es-check'),
  ['checkBrowser', join(ASSETS, '*.js'), '--module', '--checkFeatures', '--noColor'],
  { cwd: ROOT, encoding: 'utf8' },
);
process.stdout.write(esCheck.stdout);
process.stderr.write(esCheck.stderr);
if (esCheck.status !== 0)
  failures.push(`es-check: ${js.length} JS files use syntax or built-ins beyond the browsers`);

// 2. CSS features.
const doiuse = spawnSync(
  join(BIN, 'doiuse'),
  ['--json', '--browsers', declared.join(', '), '--ignore', Object.keys(REVIEWED_CSS).join(','), ...css],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (doiuse.status !== 0 && !doiuse.stdout) failures.push(`doiuse failed: ${doiuse.stderr}`);
const cssProblems = doiuse.stdout
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => (JSON.parse(line) as { message: string }).message);
for (const message of new Set(cssProblems)) failures.push(`CSS: ${message}`);
console.log(
  `doiuse: ${css.length} CSS files, ${cssProblems.length} feature(s) beyond the browsers (${Object.keys(REVIEWED_CSS).length} reviewed enhancements let through)`,
);

// 3. Platform APIs.
const lowest = new Map<Browser, number>();
for (const entry of declared) {
  const [name = '', range = ''] = entry.split(' ');
  const family = FAMILY[name];
  if (!family) {
    failures.push(`no platform data for "${entry}": add its family to scripts/check-browsers.ts`);
    continue;
  }
  const version = Number.parseFloat(range.split('-')[0] ?? '');
  lowest.set(family, Math.min(lowest.get(family) ?? Number.POSITIVE_INFINITY, version));
}
const sources = {
  js: js.map((file) => readFileSync(file, 'utf8')),
  css: css.map((file) => readFileSync(file, 'utf8')),
};
for (const api of PLATFORM) {
  if (!sources[api.where].some((text) => api.pattern.test(text))) continue;
  const short = [...lowest].filter(([browser, version]) => version < api.first[browser]);
  if (short.length > 0)
    failures.push(
      `${api.name} is used, but ${short.map(([browser, version]) => `${browser} ${version} lacks it (from ${api.first[browser]})`).join(', ')}`,
    );
  else console.log(`platform: ${api.name} is used; every declared browser has it`);
}

if (failures.length > 0) {
  console.error(`\nThe build uses more than the declared browsers support:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('The build stays within the declared browsers.');
