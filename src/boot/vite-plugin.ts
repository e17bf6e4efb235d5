import { type AliasOptions, build, type Plugin, type Rollup } from 'vite';
import { type BootCalls, MERCHANT_MARK } from './call-templates';
import type { LandingFiles } from './landing';

/**
 * A route file's screen (its component and loader), split off by the router plugin
 * (`autoCodeSplitting`) as `<file>?tsr-split=<parts>`; its loading and error views are not
 * preloaded.
 */
const ROUTE_PART = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=[^&]*(component|loader)/;
/** The route files a first screen can land on (`landing.ts`). */
const LANDING_ROUTES = ['_guest', '_guest/login', '_app', '_app/index'];
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([a-z]+(?:-core)?)\.ts$/;
const SENDING_CODE = /[\\/]src[\\/]api[\\/]http[\\/]exchange\.ts$/;
/** The dashboard's wide transaction table, which the dashboard loads lazily on wide screens. */
const WIDE_TABLE = /[\\/]src[\\/]features[\\/]dashboard[\\/]transaction-table\.tsx$/;

/**
 * For each route file, bundled catalogue and the sending code: the files it needs beyond
 * what index.html already loads (the entry and its static imports): its chunks, their
 * static imports and their styles, as the app will ask for them.
 */
export function landingFiles(bundle: Rollup.OutputBundle): LandingFiles {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Rollup.OutputChunk[]): Set<string> => {
    const seen = new Set<Rollup.OutputChunk>();
    const stack = [...roots];
    for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      stack.push(...chunk.imports.flatMap((file) => byName.get(file) ?? []));
    }
    return new Set(
      [...seen].flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]),
    );
  };
  const inHtml = closure(chunks.filter((chunk) => chunk.isEntry));
  const files: Record<string, string[]> = {};
  const add = (key: string, chunk: Rollup.OutputChunk) => {
    const found = new Set([...(files[key] ?? []), ...closure([chunk])].filter((file) => !inHtml.has(file)));
    files[key] = [...found];
  };
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const route = ROUTE_PART.exec(id)?.[1];
      if (route && LANDING_ROUTES.includes(route.replaceAll('\\', '/')))
        add(`route:${route.replaceAll('\\', '/')}`, chunk);
      const catalogue = CATALOGUE.exec(id)?.[1];
      if (catalogue) add(`messages:${catalogue}`, chunk);
      if (SENDING_CODE.test(id)) add('sending', chunk);
      if (WIDE_TABLE.test(id)) add('wide-table', chunk);
    }
  }
  return files;
}

/**
 * Builds the boot script (`boot.ts`) into one self-contained classic script and puts it
 * first in index.html's <head> (README.md in this folder says why).
 */
export function bootScript(options: { boot: string; calls: string }): Plugin {
  let root = '';
  let mode = 'production';
  let alias: AliasOptions = [];
  let scriptFile = '';
  /** One self-contained classic script from `entry`, its globals replaced. */
  const script = async (entry: string, define: Record<string, unknown>): Promise<string> => {
    const built = await build({
      configFile: false,
      root,
      mode,
      logLevel: 'silent',
      publicDir: false,
      resolve: { alias },
      define: Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry, formats: ['iife'], name: 'boot' },
      },
    });
    const code = (Array.isArray(built) ? built : ([built] as Rollup.RollupOutput[]))[0]?.output[0]?.code;
    if (!code) throw new Error(`boot script: ${entry} did not build`);
    return code;
  };
  /** The session's calls: `calls.ts` built for Node and run once (`bootCalls()`). */
  const bootCalls = async (): Promise<BootCalls> => {
    const built = await build({
      configFile: false,
      root,
      mode,
      logLevel: 'silent',
      publicDir: false,
      resolve: { alias },
      ssr: { noExternal: true },
      build: { write: false, ssr: options.calls, minify: false, rollupOptions: { output: { format: 'es' } } },
    });
    const code = (Array.isArray(built) ? built : ([built] as Rollup.RollupOutput[]))[0]?.output[0]?.code;
    if (!code) throw new Error(`boot script: ${options.calls} did not build`);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
      bootCalls: () => BootCalls;
    };
    const calls = module.bootCalls();
    // The marks must be in every dashboard address, or the script would ask for the wrong merchant.
    for (const template of calls.dashboard.table)
      if (!template.includes(encodeURIComponent(String(MERCHANT_MARK))))
        throw new Error(`boot script: no merchant in ${template}`);
    return calls;
  };
  return {
    name: 'boot-script',
    apply: 'build',
    configResolved(config) {
      // The boot script's addresses are taken from the root.
      if (config.base !== '/')
        throw new Error(`boot script: the cabinet is served from /, not ${config.base}`);
      root = config.root;
      mode = config.mode;
      alias = config.resolve.alias;
    },
    generateBundle: {
      // Before index.html is written: its transform below needs the boot script's name.
      order: 'pre',
      async handler(_options, bundle) {
        const files = landingFiles(bundle);
        // A renamed route file or a new split naming would leave the boot script preloading
        // nothing: the build stops instead.
        for (const key of [
          'route:_guest',
          'route:_guest/login',
          'route:_app',
          'route:_app/index',
          'messages:en-core',
          'wide-table',
        ])
          if (!files[key]?.length) this.error(`boot script: no files found for ${key}`);
        const boot = await script(options.boot, {
          __BOOT_CALLS__: await bootCalls(),
          __LANDING_FILES__: files,
        });
        scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: boot }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        return [{ tag: 'script', attrs: { src: `/${scriptFile}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** The module graph along imports: static imports per module, lazily imported modules, entries. */
export interface ModuleGraph {
  statics: ReadonlyMap<string, readonly string[]>;
  lazy: ReadonlySet<string>;
  entries: readonly string[];
}

/** The landing chunk of each module of a first screen (`landingGroups`); others are left out. */
export function landingChunks({ statics, lazy, entries }: ModuleGraph): Map<string, LandingChunk> {
  const reach = (roots: Iterable<string>, stop = new Set<string>()) => {
    const seen = new Set<string>();
    const stack = [...roots];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      stack.push(...(statics.get(id) ?? []));
    }
    return seen;
  };
  const initial = reach(entries);
  const parts = (files: string[]) => [...lazy].filter((id) => files.includes(routeOf(id) ?? ''));
  const roots = {
    guest: parts(ROUTE_FILES.guest),
    layout: parts(ROUTE_FILES.layout),
    dashboard: parts(ROUTE_FILES.dashboard),
  };
  const guest = reach(roots.guest, initial);
  const layout = reach(roots.layout, initial);
  const dashboard = reach(roots.dashboard, initial);
  const landingRoots = new Set([...roots.guest, ...roots.layout, ...roots.dashboard]);
  // What other screens, dialogs and lazily loaded pieces reach.
  const elsewhere = reach(
    [...lazy].filter((id) => !landingRoots.has(id)),
    initial,
  );
  const chunkOf = new Map<string, LandingChunk>();
  for (const id of new Set([...guest, ...layout, ...dashboard])) {
    // A route part stays the chunk the router asks for by name.
    if (routeOf(id)) continue;
    const signedIn = layout.has(id) || dashboard.has(id);
    if (guest.has(id)) chunkOf.set(id, signedIn || elsewhere.has(id) ? 'landing' : 'guest');
    else if (layout.has(id) || elsewhere.has(id)) chunkOf.set(id, 'app');
    else chunkOf.set(id, 'dashboard');
  }
  return chunkOf;
}

const LANDING_CHUNKS = ['landing', 'guest', 'app', 'dashboard'] as const;
type LandingChunk = (typeof LANDING_CHUNKS)[number];

/** The route files of each way in: the guest screens, the signed-in layout, the dashboard. */
const ROUTE_FILES = { guest: ['_guest', '_guest/login'], layout: ['_app'], dashboard: ['_app/index'] };
const routeOf = (id: string) => ROUTE_PART.exec(id)?.[1]?.replaceAll('\\', '/');

/**
 * The chunks of the first screens, each one file instead of dozens: left to automatic
 * splitting, every module that two screens share is a chunk of its own (the dashboard's first
 * load was 61 JS files, most of them a few hundred bytes, compressing badly and queueing behind
 * the framework on a phone network; `npm run bench -- --compare` in docs/decisions.md).
 * Read from the module graph once it is complete, along static imports and leaving out what
 * index.html loads:
 * - `landing`: what the sign-in screen and the signed-in side both need (fields, buttons,
 *   the sending code);
 * - `guest`: what only the guest screens need;
 * - `app`: what the signed-in layout needs, and what the dashboard shares with other screens;
 * - `dashboard`: what only the dashboard needs (it stays off a deep link to another screen).
 * Everything else (other screens, dialogs, the wide table, charts) keeps Vite's splitting.
 */
export function landingGroups(): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number }[];
} {
  const chunkOf = new Map<string, LandingChunk>();
  const plugin: Plugin = {
    name: 'landing-groups',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const statics = new Map<string, readonly string[]>();
      const lazy = new Set<string>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        statics.set(id, info.importedIds);
        for (const target of info.dynamicallyImportedIds) lazy.add(target);
        if (info.isEntry) entries.push(id);
      }
      for (const [id, chunk] of landingChunks({ statics, lazy, entries })) chunkOf.set(id, chunk);
      // A renamed route file or a new split naming would leave them empty: the build stops.
      const found = new Set(chunkOf.values());
      for (const name of ['landing', 'app', 'dashboard'] as const)
        if (!found.has(name)) this.error(`landing groups: no modules found for the ${name} chunk`);
    },
  };
  const groups = LANDING_CHUNKS.map((name) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    priority: 1,
  }));
  return { plugin, groups };
}
