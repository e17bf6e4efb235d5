import type { Page } from '@playwright/test';
import { collectConsoleErrors, resetDemo, screenshot, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

/** The freshly signed-up demo merchant (README "Quick start"). */
const FRESH = { email: 'fresh@example.com', password: 'Demo1234' };
const TITLE = 'Get ready to accept payments';
const SECOND_FACTOR = 'Turn on a PIN or an authenticator app';

async function typeCode(page: Page, group: string, code: string) {
  await page.getByRole('group', { name: group }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

const stepOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: TITLE })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });

test.describe('Setup checklist', { tag: '@data' }, () => {
  test('a fresh merchant sets a PIN from the checklist and the second-factor step is done', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    const errors = collectConsoleErrors(page);
    await signIn(page, baseUrl, FRESH);
    const checklist = page.getByRole('region', { name: TITLE });
    await expect(checklist.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 7 done',
    );
    await expect(stepOf(page, SECOND_FACTOR)).toContainText('To do');
    await screenshot(page, 'dashboard-checklist-1550');

    // The step leads to the PIN panel of the security page.
    await checklist.getByRole('link', { name: SECOND_FACTOR }).click();
    await page.waitForURL(`${baseUrl}/profile/security?panel=pin`);
    await typeCode(page, 'PIN', '1234');
    await typeCode(page, 'Repeat the PIN', '1234');
    await page.getByRole('switch', { name: /Withdrawals/ }).click();
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await page.getByText('A 4-digit PIN is set.').waitFor();

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect(stepOf(page, SECOND_FACTOR)).toContainText('Done');
    await expect(checklist.getByText('1 of 7 done')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('fits a 375 px phone and collapses to its progress', async ({ newPage, baseUrl }) => {
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl, FRESH);
    const checklist = page.getByRole('region', { name: TITLE });
    await checklist.getByRole('list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'dashboard-checklist-375');
    await checklist.getByRole('button', { name: 'Hide setup steps' }).click();
    await expect(checklist.getByRole('button', { name: 'Show setup steps' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(checklist.getByRole('list')).toBeHidden();
    await expect(checklist.getByText('0 of 7 done')).toBeVisible();
  });

  for (const width of [375, 1550] as const) {
    test(`leads a new merchant's dashboard at ${width} px: in view before the cards`, async ({
      newPage,
      baseUrl,
    }) => {
      const page = await newPage({ width });
      await signIn(page, baseUrl, FRESH);
      const checklist = page.getByRole('region', { name: TITLE });
      await checklist.getByRole('list').waitFor();
      const balance = page.getByText('Balance', { exact: true }).first();
      await balance.waitFor();
      const [list, card] = [await checklist.boundingBox(), await balance.boundingBox()];
      if (!list || !card) throw new Error('not laid out');
      // First under the title: it starts in the first screen, above the statistics cards.
      expect(list.y).toBeLessThan(page.viewportSize()?.height ?? 0);
      expect(list.y).toBeLessThan(card.y);
      await page.screenshot({ path: `screenshots/dashboard-new-merchant-${width}.png` });
    });
  }
});
