import { type AliasOptions, build, type Plugin, type Rollup } from 'vite';
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
    }
  }
  return files;
}

/**
 * Builds the boot script (`boot.ts`) and the session script it adds (`session.ts`), each
 * into one self-contained classic script, and puts the boot script first in index.html's
 * <head> (README.md in this folder says why).
 */
export function bootScripts(options: { boot: string; session: string }): Plugin {
  let root = '';
  let mode = 'production';
  let alias: AliasOptions = [];
  let scriptFile = '';
  /** One self-contained classic script from `entry`, its globals replaced. */
  const script = async (entry: string, define: Record<string, unknown> = {}): Promise<string> => {
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
    if (!code) throw new Error(`boot scripts: ${entry} did not build`);
    return code;
  };
  return {
    name: 'boot-scripts',
    apply: 'build',
    configResolved(config) {
      // The boot script's address of the session script is taken from the root.
      if (config.base !== '/')
        throw new Error(`boot scripts: the cabinet is served from /, not ${config.base}`);
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
        ])
          if (!files[key]?.length) this.error(`boot scripts: no files found for ${key}`);
        const session = this.emitFile({
          type: 'asset',
          name: 'boot-session.js',
          source: await script(options.session),
        });
        const boot = await script(options.boot, {
          __SESSION_SCRIPT__: `/${this.getFileName(session)}`,
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
