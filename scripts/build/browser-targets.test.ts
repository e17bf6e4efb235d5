import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserTargets } from './browser-targets.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('build targets from the declared browsers', () => {
  it('take the lowest version of each browser, in the build tools’ names', () => {
    expect(
      browserTargets(root, ['chrome >= 114', 'firefox >= 125', 'ios_saf >= 17', 'and_chr >= 114']),
    ).toEqual(['chrome114', 'firefox125', 'ios17']);
  });

  it('keep a minor version', () => {
    expect(browserTargets(root, ['safari >= 16.4'])).toEqual(['safari16.4']);
  });

  it('refuse a browser they cannot name', () => {
    expect(() => browserTargets(root, ['samsung >= 23'])).toThrow(/No build target for "samsung/);
  });

  it('follow package.json', () => {
    expect(browserTargets(root)).toEqual(['chrome114', 'edge114', 'firefox125', 'ios17', 'safari17']);
  });
});
