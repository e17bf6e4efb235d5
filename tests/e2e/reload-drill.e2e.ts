import type { Page } from '@playwright/test';
import { demoControl } from './lib/api';
import { contextOptions, resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

/**
 * Reloads in the middle of a refresh (API-NOTES: the refresh token rotates; the one just used
 * stops working). Every load begins with a refresh, because the access token lives in memory
 * only; a reload while that refresh is on its way loses the answer, and with it the new refresh
 * token, which the server has already issued. The next load must not be left presenting the
 * spent one: the demo refuses it at once (HTTP 401, `invalid_token`), as a strict backend does.
 */

const ROUNDS = 20;
const RELOADS_PER_ROUND = 3;
/** The refresh call's answer comes this long after the token was spent (one round trip). */
const REFRESH_DELAY_MS = 1500;
/** The Web Lock each tab holds while its refresh is under way (src/api/http/rotation.ts). */
const REFRESH_LOCK = 'cabinet-session-refresh';

test.beforeEach(async ({ baseUrl }) => {
  await resetDemo(baseUrl);
  await demoControl(baseUrl, 'config', { refreshDelay: REFRESH_DELAY_MS });
});
test.afterEach(({ baseUrl }) => demoControl(baseUrl, 'config', { latency: 0, fail: '', refreshDelay: 0 }));

async function rotations(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/__demo/refresh-stats`);
  return ((await response.json()) as { data: { rotations: number } }).data.rotations;
}

const signedOut = (page: Page) => new URL(page.url()).pathname.startsWith('/login');

/** This load is in its refresh (it holds the refresh lock), or it has already landed on /login. */
function refreshUnderWay(page: Page) {
  return page.waitForFunction(
    async (lock) =>
      window.location.pathname.startsWith('/login') ||
      ((await navigator.locks.query()).held ?? []).some((held) => held.name === lock),
    REFRESH_LOCK,
    { polling: 20 },
  );
}

/** The load has settled: the dashboard with its data, or the sign-in screen. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.location.pathname.startsWith('/login') ||
      document.querySelector('nav[aria-label="Main navigation"]') !== null,
    undefined,
    { timeout: 20_000 },
  );
  if (!signedOut(page)) await page.getByRole('heading', { level: 1 }).first().waitFor();
}

test.describe('Reloads during a refresh', { tag: '@session' }, () => {
  test(`${ROUNDS} rounds of ${RELOADS_PER_ROUND} reloads within one refresh round trip: never signed out`, async ({
    browser,
    baseUrl,
  }) => {
    test.setTimeout(ROUNDS * 20_000);
    const context = await browser.newContext(contextOptions());
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signIn(page, baseUrl);
    await settled(page);

    let signOuts = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      visited.length = 0;
      const before = await rotations(baseUrl);
      for (let reload = 0; reload < RELOADS_PER_ROUND; reload += 1) {
        await page.reload({ waitUntil: 'commit' });
        await refreshUnderWay(page);
        // The first load of the round has spent its token on the server before it is left.
        if (reload === 0 && !signedOut(page))
          await expect.poll(() => rotations(baseUrl), { timeout: 10_000 }).toBeGreaterThan(before);
      }
      await settled(page);
      if (visited.some((path) => path.startsWith('/login'))) {
        signOuts += 1;
        await signIn(page, baseUrl);
        await settled(page);
      }
    }

    console.log(`reload drill: ${signOuts} sign-outs in ${ROUNDS} rounds`);
    test.info().annotations.push({ type: 'sign-outs', description: `${signOuts} of ${ROUNDS}` });
    expect(signOuts).toBe(0);
    await context.close();
  });
});
