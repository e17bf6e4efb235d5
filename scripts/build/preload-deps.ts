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
 *
 * The entry chunk (index.html's module script) and its static imports are left out of every
 * list too: the browser has fetched them before any code runs, whichever chunk imports.
 * Vite lists them whenever a lazy chunk imports the entry's exports and the importer is not
 * the entry itself (`guest` imports `shared` lazily, and `shared` imports the entry), and
 * Firefox fires `error` on a `<link rel=modulepreload>` for the document's entry module
 * (Chromium and WebKit fire `load`): a resource error at every sign-in.
 */
export function preloadDeps() {
  let bundle: Rollup.OutputBundle | null = null;
  const loaded = new Map<string, Set<string>>();
  let initial: Set<string> | null = null;

  const importsOf = (file: string) => {
    const item = bundle?.[file];
    return item?.type === 'chunk' ? item.imports : [];
  };

  /** The entry chunks and their static imports: fetched before any code of the app runs. */
  const loadedAtStart = (): Set<string> => {
    if (!initial) {
      const entries = Object.values(bundle ?? {}).flatMap((item) =>
        item.type === 'chunk' && item.isEntry ? [item.fileName] : [],
      );
      initial = walk(entries, importsOf);
    }
    return initial;
  };

  /** The chunks that have run whenever code of `host` runs: it, its static imports and the start's. */
  const loadedWith = (host: string): Set<string> => {
    let files = loaded.get(host);
    if (!files) {
      files = walk([host], importsOf);
      for (const file of loadedAtStart()) files.add(file);
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
        initial = null;
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
