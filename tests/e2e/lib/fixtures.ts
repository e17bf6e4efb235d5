import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type SpecMode, setSpecMode } from '../../../mocks/lib/spec-minimal';
import { startDemoServer } from '../../../mocks/server';
import { contextOptions, type NewPageOptions } from './browser';

export { expect } from '@playwright/test';

const DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

export interface DemoOptions {
  /**
   * Which demo backend the journeys run against: the full demo, the spec-minimal one (answers
   * with SPEC.md fields only) or the alternate one (every value in the other plausible form of
   * its kind), see docs/api-assumptions.md. A project sets it with `use: { demoSpec: 'minimal' }`;
   * the default follows DEMO_SPEC, as `npm start` does.
   */
  demoSpec: SpecMode;
}

interface WorkerFixtures extends DemoOptions {
  /** The origin of the demo server of this worker (serving the build in dist/), no trailing slash. */
  baseUrl: string;
}

interface TestFixtures {
  /**
   * A page in a fresh browser context (no cookies, no storage) of this width, locale and
   * colour scheme, closed when the test ends. Traced and screenshotted like Playwright's own
   * `page`; call it as often as a journey needs browsers.
   */
  newPage: (options?: NewPageOptions) => Promise<Page>;
}

/** What a helper needs to open pages on the demo: pass it the test's own `{ newPage, baseUrl }`. */
export type DemoPages = Pick<TestFixtures, 'newPage'> & Pick<WorkerFixtures, 'baseUrl'>;

const specFromEnv = (): SpecMode =>
  process.env.DEMO_SPEC === 'minimal' || process.env.DEMO_SPEC === 'alternate'
    ? process.env.DEMO_SPEC
    : 'full';

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoSpec: [specFromEnv(), { scope: 'worker', option: true }],

  // One demo server per worker, started in the worker itself: a project with another
  // `demoSpec` gets its own worker, hence its own server in that mode.
  baseUrl: [
    async ({ demoSpec }, use) => {
      setSpecMode(demoSpec);
      const server = await startDemoServer({ port: 0, host: '127.0.0.1', distDir: DIST_DIR });
      await use(server.url);
      await server.close();
    },
    { scope: 'worker', title: 'demo server' },
  ],

  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(contextOptions(options));
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
