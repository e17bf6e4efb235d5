import { type AliasOptions, build, type Plugin, type Rollup } from 'vite';

/**
 * The refresh worker (`src/api/http/refresh-worker.ts`): built on its own into one classic
 * script (browsers without module service workers run it too) and written to the site's root
 * under a fixed name, `/refresh-worker.js` (a service worker's scope is its folder, and its
 * address must stay the same from one release to the next). Production builds only:
 * `npm run dev` has no refresh worker and the page refreshes by itself.
 */
export function refreshWorker(options: { entry: string; fileName: string }): Plugin {
  let alias: AliasOptions = [];
  return {
    name: 'refresh-worker',
    apply: 'build',
    configResolved(config) {
      alias = config.resolve.alias;
    },
    async generateBundle() {
      const built = await build({
        configFile: false,
        logLevel: 'silent',
        publicDir: false,
        resolve: { alias },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry: options.entry, formats: ['iife'], name: 'refreshWorker' },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
      const code = outputs[0]?.output[0]?.code;
      if (!code) this.error(`refresh-worker: ${options.entry} did not build`);
      this.emitFile({ type: 'asset', fileName: options.fileName, source: code });
    },
  };
}
