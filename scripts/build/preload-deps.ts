import type { Plugin, Rollup } from 'vite';
import { walk } from './route-parts.ts';

/**
 * Shorter preload lists for lazy imports.
 *
 * Before a lazy import runs, the app starts downloading the imported chunk's static imports
 * alongside it (Vite's `__vite__mapDeps` lists). Vite lists every one of them, also those
 * the importing chunk statically imports itself: those have been loaded and run before any
 * of its code can, so listing them only adds bytes (the entry named the framework, the
 * runtime and the guest chunk once per route). This leaves them out; the rest of each list,
 * and every stylesheet, stays as it was.
 */
export function preloadDeps() {
  let bundle: Rollup.OutputBundle | null = null;
  const loaded = new Map<string, Set<string>>();

  /** The chunks that have run whenever code of `host` runs: it and its static imports. */
  const loadedWith = (host: string): Set<string> => {
    let files = loaded.get(host);
    if (!files) {
      const chunks = bundle;
      files = walk([host], (file) => {
        const item = chunks?.[file];
        return item?.type === 'chunk' ? item.imports : [];
      });
      loaded.set(host, files);
    }
    return files;
  };

  const plugin: Plugin = {
    name: 'preload-deps',
    apply: 'build',
    generateBundle: {
      // Before Vite writes the lists (its import analysis runs later in this hook).
      order: 'pre',
      handler(_output, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };

  /** `build.modulePreload.resolveDependencies`: the JS files to preload (stylesheets are kept apart). */
  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (context.hostType !== 'js' || !bundle) return deps;
    const ran = loadedWith(context.hostId);
    return deps.filter((dep) => !ran.has(dep));
  };

  return { plugin, resolveDependencies };
}
