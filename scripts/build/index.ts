import type { Plugin } from 'vite';
import { REFRESH_WORKER_URL } from '../../src/api/http/refresh-protocol.ts';
import { bootPreload } from './boot-preload.ts';
import { shortClassNames } from './class-names.ts';
import { errorCatalogue } from './error-catalogue.ts';
import { landingChunk } from './landing-chunk.ts';
import { preloadDeps } from './preload-deps.ts';
import { refreshWorker } from './refresh-worker.ts';
import { stripApiDocs } from './strip-docs.ts';

/**
 * The cabinet's own build machinery, in one place (vite.config.ts takes it from here): the
 * plugins, the preload lists and the chunk groups of the production build. Each piece says
 * in its file what it does and why.
 *
 * | piece                | what it does                                                                          |
 * | -------------------- | ------------------------------------------------------------------------------------- |
 * | `errorCatalogue`     | splits each errors.json: the sign-in screen's part and the signed-in areas' part       |
 * | `stripApiDocs`       | blanks the contract's prose (endpoint summaries, extension fallbacks) in src/api       |
 * | `landingChunk`       | one `app` chunk for the signed-in layout and what the dashboard shares                 |
 * | `preloadDeps`        | lazy imports' preload lists leave out chunks already loaded with the importer          |
 * | `bootPreload`        | builds src/boot into the script index.html runs first (landing files) and the session one |
 * | `refreshWorker`      | builds the refresh worker into /refresh-worker.js (a fixed name at the root: its scope) |
 * | `chunkGroups`        | the `framework`, `guest`, `guest-only`, `app` and `shared` chunks (all but framework from the module graph) |
 * | `generateScopedName` | shorter CSS module names in production (`button_RED6`, class-names.ts)                 |
 *
 * What breaks on an upgrade, and how it shows:
 * - TanStack Router's plugin names split route parts `<route file>?tsr-split=<parts>`
 *   (route-parts.ts). A new scheme leaves the boot script's file lists empty: `bootPreload`
 *   then fails the build ("no files found for …"), and the landing-chunk tests fail.
 * - Rolldown's `codeSplitting.groups` (`tags: ['$initial']`, `includeDependenciesRecursively`)
 *   is young API: a rename changes the chunking silently; `npm run bench -- --bytes-only`
 *   (in .ci/run) shows it as bytes over budget, and `bootPreload` fails when the chunks it
 *   looks up (`guest`, the login and layout route parts) are gone.
 * - `modulePreload.resolveDependencies` and Vite's `__vite__mapDeps` lists (preloadDeps):
 *   if Vite stops calling it, the lists are only longer again (bytes, not behaviour).
 * - `stripApiDocs` parses with Vite's `parseAst` (ESTree): a change fails the build loudly;
 *   a renamed `ext` / `extParam` / `summary` only stops the stripping (bytes again).
 * - `errorCatalogue` serves `errors.json?part=…` imports before Vite's JSON plugin: if the
 *   order changes, the i18n tests of the split catalogue fail.
 * - The `guest`, `app` and `shared` groups are found in the module graph (landing-chunk.ts): if the
 *   graph the bundler hands to `buildEnd` changes shape, the build fails ("found no module …").
 * - `css.modules.generateScopedName` is postcss-modules' option: if Vite stops passing it on,
 *   the names are the long default again (bytes over budget, not behaviour).
 */
export function cabinetBuild({ root, src, framework }: { root: string; src: string; framework: RegExp }) {
  const landing = landingChunk(framework, src);
  const preload = preloadDeps();
  const plugins: Plugin[] = [
    errorCatalogue(),
    stripApiDocs(),
    landing.plugin,
    preload.plugin,
    bootPreload({ entry: `${src}/boot/preload.ts`, sessionEntry: `${src}/boot/session.ts` }),
    refreshWorker({ entry: `${src}/api/http/refresh-worker.ts`, fileName: REFRESH_WORKER_URL.slice(1) }),
  ];
  const chunkGroups = [
    {
      // What every screen needs at start, in one chunk: compressed together it is smaller
      // than as a dozen shared pieces, and it caches as a whole.
      name: 'framework',
      test: framework,
      // Only what the entry's static imports reach: the libraries' parts that the signed-in
      // screens alone use stay with them.
      tags: ['$initial' as const],
      priority: 3,
    },
    {
      // What the sign-in screen needs beyond the entry and shares with the signed-in side, in
      // one chunk (landing-chunk.ts, guestRoots and signInSplit): found in the module graph, so
      // renaming a file cannot move it.
      name: 'guest',
      test: landing.guestTest,
      priority: 2,
    },
    {
      // What only the guest screens use (the sign-in form, the guest frame): a signed-in load
      // never downloads it.
      name: 'guest-only',
      test: landing.guestOnlyTest,
      priority: 1,
      // What it imports beyond itself is the guest chunk's (landing-chunk.ts).
      includeDependenciesRecursively: false,
    },
    {
      // The sign-in call with the captcha, which the sign-in screen loads on the first focus
      // or send (landing-chunk.ts, signInCallModules): one small request.
      name: 'sign-in-call',
      test: landing.signInCallTest,
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      // The signed-in layout and what the dashboard shares with other screens: one request
      // instead of a queue of small ones (landing-chunk.ts).
      name: 'app',
      test: landing.test,
      priority: 0,
      // Its modules import the entry's (HTTP layer, session, i18n); pulled in here, those
      // would drag this chunk into /login.
      includeDependenciesRecursively: false,
    },
    {
      // With it, what a first send needs (landing-chunk.ts, transportModules: the sending half
      // of the HTTP layer and the sign-in call, which the sign-in screen loads on demand), and
      // the framework libraries' modules beyond what the entry and the sign-in screen use
      // (those go to the groups above): ky, Query's hooks and observers, the router's blocker.
      // They are told by their package, not by the graph: a barrel names every hook, so the
      // graph cannot tell which one a screen calls. Here, and not in small chunks of their
      // own, they cost the signed-in load no request of their own (17 instead of 19 on /,
      // about 150 ms under 4x CPU and Slow 4G); forgot-password loads 3.9 KB more for
      // it, the second-factor dialog 0.8 KB.
      name: 'shared',
      test: (id: string) => landing.sharedTest(id) || landing.transportTest(id) || framework.test(id),
      priority: 0,
      includeDependenciesRecursively: false,
    },
  ];
  // Production CSS module names (class-names.ts); development keeps Vite's readable default.
  const generateScopedName = shortClassNames(root);
  return { plugins, resolveDependencies: preload.resolveDependencies, chunkGroups, generateScopedName };
}
