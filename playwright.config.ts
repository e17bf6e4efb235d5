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
    { name: 'chromium', grepInvert: /@spec-minimal/ },
    // The spec-minimal backend answers with SPEC.md's fields only (docs/api-assumptions.md):
    // every screen must work against it. E2E_SPEC_MINIMAL=1 adds the data journeys (@data).
    {
      name: 'spec-minimal',
      grep: process.env.E2E_SPEC_MINIMAL === '1' ? /@spec-minimal|@data/ : /@spec-minimal/,
      use: { demoSpec: 'minimal' as const },
    },
  ],
});
