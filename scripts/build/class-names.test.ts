import { describe, expect, it } from 'vitest';
import { shortClassNames } from './class-names';

describe('shortClassNames (production CSS module names)', () => {
  it('gives a class the same short, valid name on any machine', () => {
    const here = shortClassNames('/home/a/cabinet')(
      'button',
      '/home/a/cabinet/src/components/ui/button.module.css',
    );
    const there = shortClassNames('/srv/b/cabinet')(
      'button',
      '/srv/b/cabinet/src/components/ui/button.module.css',
    );
    expect(here).toBe(there);
    expect(here).toMatch(/^button_[A-Za-z0-9_-]{4}$/);
  });

  it('tells apart the same local name in two files, and two names in one file', () => {
    const name = shortClassNames('/p');
    const names = new Set([
      name('button', '/p/src/a.module.css'),
      name('button', '/p/src/b.module.css'),
      name('label', '/p/src/a.module.css'),
    ]);
    expect(names.size).toBe(3);
  });

  it('asks twice for one class and gets one name (a file Vite reads again)', () => {
    const name = shortClassNames('/p');
    expect(name('row', '/p/src/a.module.css?used')).toBe(name('row', '/p/src/a.module.css'));
  });
});
