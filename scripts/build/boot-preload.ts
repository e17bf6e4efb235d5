import { type AliasOptions, build, type Plugin, type Rollup } from 'vite';
import type { LandingManifest } from '../../src/boot/landing-files.ts';
import {
  DASHBOARD,
  GUEST_LAYOUT,
  LAYOUT,
  LOGIN,
  ROUTE_TREE,
  TRANSACTION_TABLE,
  TRANSPORT,
  walk,
} from './route-parts.ts';

/**
 * The boot script (`src/boot/preload.ts`): index.html runs it first, and it starts the
 * downloads of the landing screen's code, styles and messages next to the framework's.
 * Without it those requests wait until the framework has downloaded and run: on a phone
 * network one more round trip (or several, six connections at a time) before the first
 * figures show.
 *
 * The plugin reads the finished bundle, writes the file lists into the script, builds it
 * into one small self-contained script and adds it to index.html, ahead of the app's.
 */

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

/** Walks of the finished bundle: by static import, with the stylesheets of each chunk. */
function bundleGraph(chunks: readonly ChunkFacts[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks' files, their static imports' and their stylesheets. */
  const closure = (roots: Iterable<ChunkFacts>): Set<string> => {
    const reached = walk(roots, (chunk) => chunk.imports.flatMap((file) => byFile.get(file) ?? []));
    return new Set([...reached].flatMap((chunk) => [chunk.fileName, ...chunk.css]));
  };
  const holding = (pattern: RegExp) => chunks.filter((chunk) => chunk.modules.some((id) => pattern.test(id)));
  return { closure, holding, html: closure(chunks.filter((chunk) => chunk.isEntry)) };
}

/**
 * The files each landing needs beyond those index.html already loads (the entry and its
 * static imports): for each chunk, itself, its static imports and their stylesheets.
 */
export function landingManifest(chunks: readonly ChunkFacts[], base: string): LandingManifest {
  const { closure, holding, html } = bundleGraph(chunks);
  const beyond = (files: Set<string>, ...loaded: Set<string>[]) =>
    [...files]
      .filter((file) => !html.has(file) && !loaded.some((set) => set.has(file)))
      .map((file) => base + file);

  // The signed-in layout and the signed-in routes (usually one chunk).
  const layout = closure([...holding(LAYOUT), ...holding(ROUTE_TREE)]);
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
    // Usually the chunk the layout loads already: listed once.
    transport: beyond(closure(holding(TRANSPORT)), layout),
    dashboard: beyond(dashboard, layout),
    wideTable: beyond(closure(holding(TRANSACTION_TABLE)), dashboard, layout),
    catalogues,
  };
}

/**
 * What would make the boot script wrong: a list it found no files for (the router plugin's
 * module ids changed), or a sign-in screen that needs the signed-in layout's chunk, the
 * signed-in routes or the sending code at start.
 */
export function manifestProblems(chunks: readonly ChunkFacts[], manifest: LandingManifest): string[] {
  const { closure, holding, html } = bundleGraph(chunks);
  const problems = (['guest', 'login', 'signedIn', 'dashboard', 'wideTable'] as const)
    // The sign-in screen's files may all be the guest layout's (one chunk for both); the
    // signed-in list must hold the layout, not only the signed-in routes.
    .filter((key) =>
      key === 'signedIn'
        ? holding(LAYOUT).length === 0
        : manifest[key].length === 0 && !(key === 'login' && holding(LOGIN).length > 0),
    )
    .map((key) => `no files found for ${key}`);
  if (!manifest.catalogues.en?.core.length) problems.push('no files found for the catalogues');
  if (holding(TRANSPORT).length === 0) problems.push('no chunk holds the sending code');
  if (holding(ROUTE_TREE).length === 0) problems.push('no chunk holds the signed-in routes');
  const signIn = new Set([...html, ...closure(holding(GUEST_LAYOUT)), ...closure(holding(LOGIN))]);
  // Neither the signed-in layout, nor the signed-in routes, nor the sending code (which loads
  // on the first send).
  for (const chunk of new Set([...holding(LAYOUT), ...holding(ROUTE_TREE), ...holding(TRANSPORT)])) {
    if (signIn.has(chunk.fileName)) problems.push(`the sign-in screen loads ${chunk.fileName}`);
  }
  return problems;
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

export function bootPreload(options: {
  /** The boot script (`src/boot/preload.ts`). */
  entry: string;
  /** The session script it adds for a stored session (`src/boot/session.ts`). */
  sessionEntry: string;
}): Plugin {
  let base = '/';
  let alias: AliasOptions = [];
  let apiUrl = '';
  let scriptFile = '';
  return {
    name: 'boot-preload',
    apply: 'build',
    configResolved(config) {
      // The router has no base path and the boot script matches paths from the root.
      if (config.base !== '/')
        throw new Error(`boot-preload: the cabinet is served from /, not ${config.base}`);
      base = config.base;
      alias = config.resolve.alias;
      apiUrl = String(config.env.VITE_API_URL ?? '').trim();
    },
    generateBundle: {
      // Before index.html is written (its transform below needs the script's file name).
      order: 'pre',
      async handler(_output, bundle) {
        const chunks = chunkFacts(bundle);
        const manifest = landingManifest(chunks, base);
        // The build stops rather than ship a boot script that preloads nothing or the wrong
        // thing (module ids follow the router plugin's `?tsr-split=` naming).
        const problems = manifestProblems(chunks, manifest);
        if (problems.length > 0) this.error(`boot-preload: ${problems.join('; ')}`);
        /** One self-contained classic script from `entry`, its globals replaced. */
        const script = async (entry: string, define: Record<string, unknown>): Promise<string> => {
          const built = await build({
            configFile: false,
            logLevel: 'silent',
            publicDir: false,
            resolve: { alias },
            define: Object.fromEntries(
              Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)]),
            ),
            build: {
              write: false,
              target: 'es2022',
              minify: true,
              lib: { entry, formats: ['iife'], name: 'boot' },
            },
          });
          const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
          const code = outputs[0]?.output[0]?.code;
          if (!code) throw new Error(`boot-preload: ${entry} did not build`);
          return code;
        };
        // The session's code is a second script, which the boot script adds only for a stored
        // session: the sign-in screen does not download it.
        const session = this.emitFile({
          type: 'asset',
          name: 'boot-session.js',
          source: await script(options.sessionEntry, { __API_URL__: apiUrl }),
        });
        const code = await script(options.entry, {
          __API_URL__: apiUrl,
          __LANDING_MANIFEST__: manifest,
          __SESSION_SCRIPT__: base + this.getFileName(session),
        });
        const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: code });
        scriptFile = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        // A classic script first in <head>, ahead of every stylesheet: it runs as soon as it
        // has arrived, not after the styles (as a module or deferred script would), so the
        // session's refresh starts one round trip earlier on a slow network. It always runs
        // before the app (which reads and removes a hand-over token from the address), and
        // the preload scanner fetches the rest of the page meanwhile.
        return [{ tag: 'script', attrs: { src: base + scriptFile }, injectTo: 'head-prepend' }];
      },
    },
  };
}
