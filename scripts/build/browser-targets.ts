import browserslist from 'browserslist';

/**
 * The build's targets from the declared browsers (`browserslist` in package.json, README
 * "Browsers"): the lowest version of each browser, in the form Vite's `build.target` (Oxc
 * lowers JS syntax to it) and `build.cssTarget` (Lightning CSS lowers and prefixes CSS for it)
 * read: `chrome114`, `safari17`, `ios17`...
 *
 * A browser without a build name here fails the build: add it to NAMES (a Chromium-based one
 * maps to `chrome` at its Chromium version, which browserslist does not give).
 */
const NAMES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

type Version = [major: number, minor: number];

const older = (a: Version, b: Version) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** `queries`: browserslist queries instead of the project's declaration (tests). */
export function browserTargets(root: string, queries?: string[]): string[] {
  const lowest = new Map<string, Version>();
  for (const entry of browserslist(queries, { path: root, env: 'production' })) {
    const [browser = '', range = ''] = entry.split(' ');
    const name = NAMES[browser];
    if (!name) throw new Error(`No build target for "${entry}": map it in scripts/build/browser-targets.ts`);
    // "17.6-17.7" is a range of versions: its first counts.
    const [major = Number.NaN, minor = 0] = (range.split('-')[0] ?? '').split('.').map(Number);
    if (Number.isNaN(major)) throw new Error(`Unreadable browser version "${entry}"`);
    const known = lowest.get(name);
    if (!known || older([major, minor], known)) lowest.set(name, [major, minor]);
  }
  if (lowest.size === 0) throw new Error('No browsers declared: see "browserslist" in package.json');
  return [...lowest]
    .map(([name, [major, minor]]) => `${name}${major}${minor ? `.${minor}` : ''}`)
    .sort((a, b) => a.localeCompare(b));
}
