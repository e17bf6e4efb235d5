import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadDeps } from './preload-deps.ts';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry }) as const;

function withBundle(chunks: ReturnType<typeof chunk>[]) {
  const { plugin, resolveDependencies } = preloadDeps();
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Rollup.OutputBundle;
  const hook = plugin.generateBundle as { handler: (output: unknown, bundle: Rollup.OutputBundle) => void };
  hook.handler({}, bundle);
  return resolveDependencies;
}

describe('preload lists of lazy imports', () => {
  const resolve = withBundle([
    chunk('assets/index.js', ['assets/framework.js', 'assets/runtime.js']),
    chunk('assets/framework.js', ['assets/runtime.js']),
    chunk('assets/runtime.js'),
    chunk('assets/route.js', ['assets/framework.js', 'assets/app.js']),
    chunk('assets/app.js', ['assets/framework.js']),
  ]);

  it('leave out what the importing chunk has already loaded with it', () => {
    const deps = ['assets/route.js', 'assets/framework.js', 'assets/runtime.js', 'assets/app.js'];
    expect(resolve('assets/route.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/route.js',
      'assets/app.js',
    ]);
  });

  it('keep everything the importing chunk has not loaded', () => {
    const deps = ['assets/route.js', 'assets/app.js'];
    expect(resolve('assets/route.js', deps, { hostId: 'assets/framework.js', hostType: 'js' })).toEqual(deps);
  });

  it('never list the entry chunk or its static imports: they are fetched before any code runs', () => {
    // The entry statically imports `guest`; `guest` imports `shared` lazily, and `shared`
    // imports the entry's exports. Firefox fires `error` on a modulepreload of the entry.
    const lazy = withBundle([
      chunk('assets/index.js', ['assets/runtime.js', 'assets/guest.js'], true),
      chunk('assets/runtime.js'),
      chunk('assets/guest.js', ['assets/runtime.js']),
      chunk('assets/shared.js', ['assets/index.js', 'assets/runtime.js', 'assets/guest.js', 'assets/lib.js']),
      chunk('assets/lib.js'),
    ]);
    const deps = [
      'assets/shared.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/guest.js',
      'assets/lib.js',
    ];
    expect(lazy('assets/shared.js', deps, { hostId: 'assets/guest.js', hostType: 'js' })).toEqual([
      'assets/shared.js',
      'assets/lib.js',
    ]);
  });

  it('leave the lists of index.html as they are', () => {
    const deps = ['assets/framework.js'];
    expect(resolve('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
