import { describe, expect, it } from 'vitest';
import { preloadsWithoutEntry } from './preload';

describe('preload lists of lazily loaded chunks', () => {
  it('never name the entry chunk (Firefox fires error on a modulepreload of it)', () => {
    expect(
      preloadsWithoutEntry([
        'assets/framework-DjQPLPB.js',
        'assets/entry-I4Q8ozW.js',
        'assets/index-Dqb92vc.css',
        'assets/index-BZTYEyK.js',
      ]),
    ).toEqual(['assets/framework-DjQPLPB.js', 'assets/index-Dqb92vc.css', 'assets/index-BZTYEyK.js']);
  });
});
