/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { dirname, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { browserTargets } from './scripts/build/browser-targets.ts';
import { ENTRY_FILE_NAMES, preloadsWithoutEntry } from './scripts/build/preload.ts';
import { refreshWorker } from './scripts/build/refresh-worker.ts';
import { REFRESH_WORKER_URL } from './src/api/http/refresh-protocol.ts';
import { bootScript, landingGroups } from './src/boot/vite-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A CSS module class: its name and four characters of a hash of its file's path in the project. */
function shortClassName(local: string, file: string): string {
  const path = relative(root, file.replace(/\?.*$/, '')).split('\\').join('/');
  return `${local}_${createHash('sha256').update(path).digest('base64url').slice(0, 4)}`;
}
/** lodash's ES module build (see the alias below). */
const lodashEs = dirname(fileURLToPath(import.meta.resolve('lodash-es')));
const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));

/**
 * The oldest browsers the build serves, from `browserslist` in package.json (README
 * "Browsers"): JS syntax is lowered and CSS lowered and prefixed for them;
 * `npm run check:browsers` holds the output to them.
 */
const targets = browserTargets(root);

/** The first screens' chunks (src/boot/README.md). */
const landing = landingGroups();

/**
 * `npm run dev`: the demo backend answers /api/* inside the Vite dev server through the
 * same Node adapter that `npm start` uses, so there is one code path and no service worker.
 */
function demoBackend(): Plugin {
  return {
    name: 'demo-backend',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/') && !req.url?.startsWith('/media/')) return next();
        try {
          if (req.url.startsWith('/media/')) {
            const media = (await server.ssrLoadModule('/mocks/media.ts')) as typeof import('./mocks/media');
            if (!(await media.serveDemoMedia(req, res))) next();
            return;
          }
          const adapter = (await server.ssrLoadModule(
            '/mocks/node-adapter.ts',
          )) as typeof import('./mocks/node-adapter');
          await adapter.handleNodeRequest(req, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  css: {
    // In a build, the local name and a hash of its file (`button_Ab3x`): Vite's default
    // (`_button_1tvmx_1`) adds a line number to each, which compresses worse in the CSS and
    // in every screen's class map. Development keeps the default.
    modules: command === 'build' ? { generateScopedName: shortClassName } : {},
  },
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: '@mocks', replacement: mocks },
      // The charts' library imports lodash function by function as CommonJS; the same lodash
      // (4.18.1) as ES modules drops the CommonJS wrappers: 1.4 KB less on every chart.
      { find: /^lodash\/(.+?)(\.js)?$/, replacement: `${lodashEs}/$1.js` },
      // dayjs names its UMD build as its entry; its ES module build (dayjs/esm, same code)
      // needs no CommonJS wrapper: 0.3 KB less.
      { find: /^dayjs$/, replacement: 'dayjs/esm/index.js' },
      // React 19 has useSyncExternalStore: the pre-18 shim only adds bytes to every page.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Each route's loader downloads with its component, and skeletons are split too: left
      // in the route tree, their imports (schemas, pages) would load with every page's
      // start, the sign-in screen's too. Preloading on intent fetches both before the click.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(test|spec)\\.',
      quoteStyle: 'single',
    }),
    react(),
    demoBackend(),
    landing.plugin,
    bootScript({
      boot: `${src}/boot/boot.ts`,
      calls: `${src}/boot/calls.ts`,
    }),
    // The refresh worker, a service worker at the site's root (scripts/build/refresh-worker.ts).
    refreshWorker({ entry: `${src}/api/http/refresh-worker.ts`, fileName: REFRESH_WORKER_URL.slice(1) }),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: targets,
    cssTarget: targets,
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: {
      polyfill: false,
      // A lazily loaded chunk's preload list leaves out the entry (scripts/build/preload.ts).
      resolveDependencies: (_file, deps) => preloadsWithoutEntry(deps),
    },
    rolldownOptions: {
      output: {
        // What index.html loads (the entry's static imports) in two files instead of a few
        // dozen: the libraries, then the app's start. Left to the default, each module the
        // entry shares with a lazily loaded screen is a file of its own (23 instead of 4 JS
        // requests before the sign-in screen). The lazily loaded screens keep the default.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'start', tags: ['$initial'], priority: 1 },
            ...landing.groups,
          ],
        },
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: ENTRY_FILE_NAMES,
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  test: {
    globals: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Two projects: pure rules and tools run in Node with nothing set up; anything that renders,
    // touches the browser or talks to the demo backend runs in jsdom with MSW (tests/setup.ts).
    // A `.ts` test that needs the DOM is named `*.dom.test.ts`. Files share their worker's
    // environment (isolate: false, half the wall time): tests/setup.ts resets the demo
    // database, storage, toasts and handlers between tests, so no test leans on another.
    isolate: false,
    // Vitest's default leaves one core to the main process; its work is light here, so every
    // core runs tests. Measured on 2 idle cores (CI): the whole unit suite took 277 s wall,
    // not the 57 s once written here; on a loaded machine a single heavy file (the invoice
    // list, 14 tests) takes about 30 s of CPU.
    maxWorkers: '100%',
    // Forked processes, not worker threads: threads took about a fifth less CPU on the same
    // files, but they share one BroadcastChannel space, so the tab-sync messages of one file's
    // session reach another file's app (and end its session).
    pool: 'forks',
    // Transformed modules are kept on disk between runs (node_modules/.experimental-vitest-cache).
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          exclude: ['**/*.dom.test.ts', 'tests/contract-minimal.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: [
            'src/**/*.test.tsx',
            '**/*.dom.test.ts',
            'tests/integration/**/*.test.tsx',
            'tests/api/**/*.test.ts',
            'tests/contract-minimal.test.ts',
          ],
          exclude: ['node_modules/**', 'tests/e2e/**'],
        },
      },
    ],
  },
}));
