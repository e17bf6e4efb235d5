import type { Page } from '@playwright/test';
import { resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

/** A next page of the invoice list: the list call carrying the keyset cursor. */
const NEXT_PAGE = /\/api\/payment\/list\?.*prevId=/;

/** The invoice ids of the rows on screen (the list is virtualised: only those are in the DOM). */
const shownIds = (page: Page) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('link', { name: /^Open invoice / })
    .allTextContents();

test.describe('Fault drill: a next page lost to the network', () => {
  for (const cause of ['connection reset', 'browser offline'] as const) {
    test(`invoices: ${cause} is told at the list end with Try again, then recovers without duplicates`, async ({
      newPage,
      baseUrl,
    }) => {
      const page = await newPage({ width: 1550 });
      await signIn(page, baseUrl);
      let attempts = 0;
      await page.route(NEXT_PAGE, (route) => {
        attempts += 1;
        return cause === 'connection reset' ? route.abort('connectionreset') : route.continue();
      });
      await page.goto(`${baseUrl}/finance/invoice`);
      await page.getByRole('table', { name: 'Invoices' }).getByRole('link').first().waitFor();
      if (cause === 'browser offline') await page.context().setOffline(true);
      const failed = page.getByRole('alert').filter({ hasText: 'Could not load more.' });
      // Scrolling to the end asks for the next page; the query retries twice (2 s, then 4 s).
      const started = Date.now();
      await page.keyboard.press('End');
      await failed.waitFor({ timeout: 20_000 });
      const tookMs = Date.now() - started;
      expect(tookMs).toBeLessThan(20_000);
      await expect(page.getByText('Loading more invoices…')).toHaveCount(0);
      // Nothing asks again on its own while the failure is shown.
      const asked = attempts;
      if (cause === 'connection reset') expect(asked).toBe(3);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(2500);
      expect(attempts).toBe(asked);
      const before = await shownIds(page);

      await page.unroute(NEXT_PAGE);
      if (cause === 'browser offline') await page.context().setOffline(false);
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect(failed).toHaveCount(0);
      await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(0);
      await page.keyboard.press('End');
      await expect.poll(async () => (await shownIds(page)).join()).not.toBe(before.join());
      const after = await shownIds(page);
      expect(new Set(after).size).toBe(after.length);
      console.log(`${cause}: failure shown after ${tookMs} ms, ${asked} calls`);
    });
  }
});
