import { defineConfig } from '@playwright/test';
import type { DemoOptions } from './tests/e2e/lib/fixtures';

/**
 * Journeys in Chromium against the demo server serving the production build in dist/
 * (one server per worker, see tests/e2e/lib/fixtures.ts). Run with `npm run test:e2e`,
 * which builds first when dist/ is missing; the unit suite lives in vite.config.ts.
 *
 * Each test picks its own width, locale and colour scheme (`newPage({ width: 375 })`), as
 * SPEC's breakpoints are checked inside one journey; projects choose the backend instead.
 */
export default defineConfig<DemoOptions>({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  outputDir: 'test-results',
  // Two cores shared with other work: one Chromium at a time, files in order.
  workers: 1,
  fullyParallel: false,
  // The suite was green before the move: a flaky test is a bug to find, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    // Debian's Chromium; Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The limits playwright-core had before the move, so a stuck step names its locator.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The whole suite against the full demo backend.
    { name: 'chromium', grepInvert: /@any-backend/ },
    // Backends we did not write (docs/api-assumptions.md): every screen must work and say
    // nothing false against each. spec-minimal answers with SPEC.md's fields only
    // (E2E_SPEC_MINIMAL=1 adds the data journeys, @data); alternate sends every value in the
    // other plausible form of its kind, and runs the data journeys too.
    {
      name: 'spec-minimal',
      grep: process.env.E2E_SPEC_MINIMAL === '1' ? /@any-backend|@data/ : /@any-backend/,
      use: { demoSpec: 'minimal' as const },
    },
    {
      name: 'alternate',
      grep: /@any-backend|@data/,
      use: { demoSpec: 'alternate' as const },
    },
  ],
});
