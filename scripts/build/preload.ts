/**
 * The entry chunk's file name, and the preload lists of lazily loaded chunks without it.
 *
 * Vite lists every chunk a lazily loaded one imports, the entry included, as a
 * `<link rel=modulepreload>` to add when it loads. The entry has run already; Chromium and
 * WebKit fire `load` on such a link, but Firefox fires `error`, which any monitoring of
 * resource errors would record at every sign-in. The entry is left out of those lists.
 */
export const ENTRY_FILE_NAMES = 'assets/entry-[hash:7].js';

const ENTRY_CHUNK = /^assets\/entry-[\w-]+\.js$/;

export function preloadsWithoutEntry(deps: string[]): string[] {
  return deps.filter((dep) => !ENTRY_CHUNK.test(dep));
}
