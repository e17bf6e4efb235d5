import { build, type Plugin, type Rollup } from 'vite';
import type { LandingManifest } from '../../src/boot/landing-files.ts';

/**
 * The boot script (`src/boot/preload.ts`): index.html runs it first, and it starts the
 * downloads of the landing screen's code, styles and messages next to the framework's.
 * Without it those requests wait until the framework has downloaded and run: on a phone
 * network one more round trip (or several, six connections at a time) before the first
 * figures show.
 *
 * The plugin reads the finished bundle, writes the file lists into the script, builds it
 * into one small classic script and adds it to index.html.
 */

const LAYOUT = /[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=/;
const DASHBOARD = /[\\/]src[\\/]routes[\\/]_app[\\/]index\.tsx\?tsr-split=/;
const GUEST_LAYOUT = /[\\/]src[\\/]routes[\\/]_guest\.tsx\?tsr-split=/;
const LOGIN = /[\\/]src[\\/]routes[\\/]_guest[\\/]login\.tsx\?tsr-split=/;
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([a-z]+)(-core)?\.ts$/;

/** What the manifest needs of a chunk (a subset of Rollup's output chunk). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The modules the chunk holds (a route part may sit in a shared chunk). */
  modules: readonly string[];
  imports: readonly string[];
  css: readonly string[];
}

/**
 * The files each landing needs beyond those index.html already loads (the entry and its
 * static imports): for each chunk, itself, its static imports and their stylesheets.
 */
export function landingManifest(chunks: readonly ChunkFacts[], base: string): LandingManifest {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Iterable<ChunkFacts>): Set<string> => {
    const files = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const chunk = stack.pop() as ChunkFacts;
      if (files.has(chunk.fileName)) continue;
      files.add(chunk.fileName);
      for (const css of chunk.css) files.add(css);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return files;
  };
  const holding = (pattern: RegExp) => chunks.filter((chunk) => chunk.modules.some((id) => pattern.test(id)));
  const html = closure(chunks.filter((chunk) => chunk.isEntry));
  const beyond = (files: Set<string>, ...loaded: Set<string>[]) =>
    [...files]
      .filter((file) => !html.has(file) && !loaded.some((set) => set.has(file)))
      .map((file) => base + file);

  const layout = closure(holding(LAYOUT));
  const dashboard = closure(holding(DASHBOARD));
  const catalogues: Record<string, { core: string[]; rest: string[] }> = {};
  for (const chunk of chunks) {
    const match = chunk.modules.map((id) => CATALOGUE.exec(id)).find(Boolean);
    if (!match?.[1]) continue;
    const lang = match[1];
    catalogues[lang] ??= { core: [], rest: [] };
    catalogues[lang][match[2] ? 'core' : 'rest'] = beyond(closure([chunk]));
  }
  const guest = closure(holding(GUEST_LAYOUT));
  return {
    guest: beyond(guest),
    login: beyond(closure(holding(LOGIN)), guest),
    signedIn: beyond(layout),
    dashboard: beyond(dashboard, layout),
    catalogues,
  };
}

function chunkFacts(bundle: Rollup.OutputBundle): ChunkFacts[] {
  return Object.values(bundle).flatMap((item) =>
    item.type === 'chunk'
      ? [
          {
            fileName: item.fileName,
            isEntry: item.isEntry,
            modules: item.moduleIds,
            imports: item.imports,
            css: [...(item.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

export function bootPreload(options: { entry: string; alias: Record<string, string> }): Plugin {
  let base = '/';
  let scriptFile = '';
  return {
    name: 'boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // Before index.html is written (its transform below needs the script's file name).
      order: 'pre',
      async handler(_output, bundle) {
        const manifest = landingManifest(chunkFacts(bundle), base);
        // Module ids follow the router plugin's `?tsr-split=` naming: should that change,
        // the build stops here rather than ship a boot script that preloads nothing.
        const empty: string[] = (['guest', 'login', 'signedIn', 'dashboard'] as const).filter(
          (key) => manifest[key].length === 0,
        );
        if (!manifest.catalogues.en?.core.length) empty.push('catalogues');
        if (empty.length > 0) this.error(`boot-preload: no files found for ${empty.join(', ')}`);
        const built = await build({
          configFile: false,
          logLevel: 'silent',
          publicDir: false,
          resolve: { alias: options.alias },
          define: { __LANDING_MANIFEST__: JSON.stringify(manifest) },
          build: {
            write: false,
            target: 'es2022',
            minify: true,
            lib: { entry: options.entry, formats: ['iife'], name: 'boot' },
          },
        });
        const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
        const code = outputs[0]?.output[0]?.code;
        if (!code) throw new Error('boot-preload: the boot script did not build');
        const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: code });
        scriptFile = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        // A module script is fetched at high priority; `async` runs it as soon as it is
        // there, ahead of the app, which waits for the framework.
        return [
          { tag: 'script', attrs: { type: 'module', src: base + scriptFile, async: true }, injectTo: 'head' },
        ];
      },
    },
  };
}
