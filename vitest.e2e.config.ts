import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Journeys in Chromium (playwright-core) against one demo server serving the production
 * build in dist/. Run with `npm run test:e2e`; the unit suite lives in vite.config.ts.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globals: false,
    // Two cores: one Chromium at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
