import { describe, expect, it } from 'vitest';
import { type ChunkFacts, landingManifest, manifestProblems } from './boot-preload';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  modules: [],
  imports: [],
  css: [],
  ...facts,
});

/** An entry with its framework, the shared app chunk holding the layout, the dashboard, catalogues. */
const chunks = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/framework.js'], css: ['assets/index.css'] }),
  chunk('assets/framework.js'),
  chunk('assets/app.js', {
    modules: [
      '/p/src/routes/_app.tsx?tsr-split=component',
      '/p/src/routeTree.gen.ts',
      '/p/src/ui/amount.tsx',
    ],
    imports: ['assets/framework.js', 'assets/index.js', 'assets/icons.js'],
    css: ['assets/app.css'],
  }),
  chunk('assets/icons.js'),
  chunk('assets/dashboard.js', {
    modules: ['/p/src/routes/_app/index.tsx?tsr-split=loader,component'],
    imports: ['assets/app.js', 'assets/index.js'],
    css: ['assets/dashboard.css'],
  }),
  chunk('assets/transaction-table.js', {
    modules: ['/p/src/features/dashboard/components/transaction-table.tsx'],
    imports: ['assets/app.js', 'assets/table-kit.js'],
  }),
  chunk('assets/table-kit.js'),
  chunk('assets/en-core.js', { modules: ['/p/src/i18n/catalogues/en-core.ts'] }),
  chunk('assets/en.js', { modules: ['/p/src/i18n/catalogues/en.ts'] }),
  chunk('assets/finance.js', { modules: ['/p/src/routes/_app/finance.tsx?tsr-split=component'] }),
  chunk('assets/shared.js', {
    modules: ['/p/src/api/http/exchange.ts', '/p/node_modules/ky/distribution/index.js'],
    imports: ['assets/framework.js', 'assets/index.js'],
  }),
  chunk('assets/_guest.js', { modules: ['/p/src/routes/_guest.tsx?tsr-split=component'] }),
  chunk('assets/login.js', {
    modules: ['/p/src/routes/_guest/login.tsx?tsr-split=component'],
    imports: ['assets/_guest.js', 'assets/index.js'],
  }),
];

describe('the landing manifest written into the boot script', () => {
  const manifest = landingManifest(chunks, '/');

  it('lists the layout chunk with its static imports and styles', () => {
    expect([...manifest.signedIn].sort()).toEqual(['/assets/app.css', '/assets/app.js', '/assets/icons.js']);
  });

  it("lists the dashboard's own files beyond the layout's", () => {
    expect([...manifest.dashboard].sort()).toEqual(['/assets/dashboard.css', '/assets/dashboard.js']);
  });

  it("lists the dashboard's lazily loaded wide table (for wide screens) beyond the layout's", () => {
    expect([...manifest.wideTable].sort()).toEqual(['/assets/table-kit.js', '/assets/transaction-table.js']);
  });

  it('never lists what index.html already loads, nor other screens', () => {
    const all = [...manifest.signedIn, ...manifest.dashboard];
    expect(all).not.toContain('/assets/index.js');
    expect(all).not.toContain('/assets/framework.js');
    expect(all).not.toContain('/assets/finance.js');
  });

  it('lists the sending half of the HTTP layer for a signed-in load (the sign-in screen loads it on its first send)', () => {
    expect(manifest.transport).toEqual(['/assets/shared.js']);
    expect([...manifest.guest, ...manifest.login]).not.toContain('/assets/shared.js');
    // Held by a chunk the layout loads anyway, it is listed once, with the layout.
    const withLayout = chunks.map((item) =>
      item.fileName === 'assets/app.js' ? { ...item, imports: [...item.imports, 'assets/shared.js'] } : item,
    );
    const merged = landingManifest(withLayout, '/');
    expect(merged.transport).toEqual([]);
    expect(merged.signedIn).toContain('/assets/shared.js');
    expect(manifestProblems(withLayout, merged)).toEqual([]);
  });

  it('lists the signed-in routes with the layout, also from a chunk of their own', () => {
    const apart = [
      ...chunks.map((item) =>
        item.fileName === 'assets/app.js'
          ? { ...item, modules: item.modules.filter((id) => !id.endsWith('routeTree.gen.ts')) }
          : item,
      ),
      chunk('assets/routes.js', { modules: ['/p/src/routeTree.gen.ts'], imports: ['assets/index.js'] }),
    ];
    const separate = landingManifest(apart, '/');
    expect(separate.signedIn).toContain('/assets/routes.js');
    expect([...separate.guest, ...separate.login]).not.toContain('/assets/routes.js');
    expect(manifestProblems(apart, separate)).toEqual([]);
  });

  it('lists the guest layout, and the sign-in screen beyond it', () => {
    expect(manifest.guest).toEqual(['/assets/_guest.js']);
    expect(manifest.login).toEqual(['/assets/login.js']);
  });

  it('lists each bundled language: its core and its signed-in rest', () => {
    expect(manifest.catalogues).toEqual({ en: { core: ['/assets/en-core.js'], rest: ['/assets/en.js'] } });
  });

  it('writes paths under the base the app is served from', () => {
    expect(landingManifest(chunks, '/cabinet/').dashboard).toContain('/cabinet/assets/dashboard.js');
  });
});

describe('the build stops when the boot script would be wrong', () => {
  it('accepts the bundle above', () => {
    expect(manifestProblems(chunks, landingManifest(chunks, '/'))).toEqual([]);
  });

  it('names a list it found no files for (the route ids changed)', () => {
    const renamed = chunks.map((item) => ({
      ...item,
      modules: item.modules.map((id) => id.replace('?tsr-split', '?split')),
    }));
    expect(manifestProblems(renamed, landingManifest(renamed, '/'))).toEqual([
      'no files found for guest',
      'no files found for login',
      'no files found for signedIn',
      'no files found for dashboard',
    ]);
  });

  it('refuses a sign-in screen that needs the sending code at start', () => {
    const tangled = chunks.map((item) =>
      item.fileName === 'assets/login.js'
        ? { ...item, imports: [...item.imports, 'assets/shared.js'] }
        : item,
    );
    expect(manifestProblems(tangled, landingManifest(tangled, '/'))).toEqual([
      'the sign-in screen loads assets/shared.js',
    ]);
  });

  it('names a bundle where no chunk holds the sending code (the file was renamed)', () => {
    const renamed = chunks.map((item) => ({
      ...item,
      modules: item.modules.map((id) => id.replace('exchange.ts', 'send.ts')),
    }));
    expect(manifestProblems(renamed, landingManifest(renamed, '/'))).toEqual([
      'no chunk holds the sending code',
    ]);
  });

  it('names a bundle where no chunk holds the signed-in routes (the file was renamed)', () => {
    const renamed = chunks.map((item) => ({
      ...item,
      modules: item.modules.map((id) => id.replace('routeTree.gen.ts', 'routes.ts')),
    }));
    expect(manifestProblems(renamed, landingManifest(renamed, '/'))).toEqual([
      'no chunk holds the signed-in routes',
    ]);
  });

  it('refuses a sign-in screen that needs the signed-in routes at start', () => {
    const tangled = [
      ...chunks.map((item) =>
        item.fileName === 'assets/app.js'
          ? { ...item, modules: item.modules.filter((id) => !id.endsWith('routeTree.gen.ts')) }
          : item.fileName === 'assets/login.js'
            ? { ...item, imports: [...item.imports, 'assets/routes.js'] }
            : item,
      ),
      chunk('assets/routes.js', { modules: ['/p/src/routeTree.gen.ts'] }),
    ];
    expect(manifestProblems(tangled, landingManifest(tangled, '/'))).toEqual([
      'the sign-in screen loads assets/routes.js',
    ]);
  });

  it('refuses a sign-in screen that needs the signed-in layout chunk', () => {
    const tangled = chunks.map((item) =>
      item.fileName === 'assets/login.js' ? { ...item, imports: [...item.imports, 'assets/app.js'] } : item,
    );
    expect(manifestProblems(tangled, landingManifest(tangled, '/'))).toEqual([
      'the sign-in screen loads assets/app.js',
    ]);
  });
});
