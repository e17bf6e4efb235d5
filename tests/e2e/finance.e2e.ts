import type { Page } from '@playwright/test';
import { HistoryAnswer } from '../../src/api/finance/schemas/history.schemas';
import { apiRead, apiSignIn } from './lib/api';
import { expectNoSeriousViolations } from './lib/axe';
import { collectConsoleErrors, resetDemo, screenshot, signIn, type ViewportWidth } from './lib/browser';
import { type DemoPages, expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

async function signedIn({ newPage, baseUrl }: DemoPages, width: ViewportWidth = 1550) {
  const page = await newPage({ width });
  const errors = collectConsoleErrors(page);
  await signIn(page, baseUrl);
  return { page, errors };
}

async function typeCode(page: Page, group: string, code: string, scope = page.locator('body')) {
  await scope.getByRole('group', { name: group }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

test.describe('Finance', { tag: '@data' }, () => {
  test('withdraws to a favourite address through the PIN dialog', async ({ newPage, baseUrl }) => {
    const { page, errors } = await signedIn({ newPage, baseUrl });
    // Protect withdrawals with a PIN, through the security page.
    await page.goto(`${baseUrl}/profile/security?panel=pin`);
    await typeCode(page, 'PIN', '1234');
    await typeCode(page, 'Repeat the PIN', '1234');
    await page.getByRole('switch', { name: /Withdrawals/ }).click();
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await page.getByText('A 4-digit PIN is set.').waitFor();

    await page.goto(`${baseUrl}/finance/withdrawal?currency=USDT`);
    const form = page.getByRole('region', { name: 'Withdraw' });
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Payout method' }).textContent(), { timeout: 10_000 })
      .toMatch(/fee/);
    await form.getByRole('button', { name: 'Use Cold storage' }).click();
    const address = await form.getByRole('textbox', { name: 'Destination address' }).inputValue();
    expect(address).toMatch(/^T/);
    await form.getByRole('textbox', { name: 'Amount' }).fill('25');
    await form.getByText('0.25 USDT').waitFor();
    await screenshot(page, 'withdrawal-form-1550');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.waitFor();
    // The dialog puts focus in its first PIN box: typing waits for that, not for the dialog alone.
    await expect(dialog.getByRole('group', { name: 'PIN code' }).getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type('1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/finance\/withdrawal\/\d+$/);
    const id = page.url().split('/').pop();
    await page.getByRole('heading', { level: 1, name: `Withdrawal ${id}` }).waitFor();
    await page.getByRole('region', { name: 'Details' }).getByText(address).waitFor();
    await page.getByRole('region', { name: 'Status history' }).getByText('Awaiting payment').waitFor();
    await screenshot(page, 'withdrawal-detail-1550');
    await expectNoSeriousViolations(page, 'withdrawal detail');
    expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
  });

  test('the overview shows the balance chart, wallets and the replenishment address with its QR code', async ({
    newPage,
    baseUrl,
  }) => {
    const { page, errors } = await signedIn({ newPage, baseUrl });
    await page.goto(`${baseUrl}/finance`);
    await page.locator('svg[role="img"]').first().waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Wallets' }).getByRole('article').first().waitFor();
    await screenshot(page, 'finance-overview-1550');
    await expectNoSeriousViolations(page, 'finance overview');

    await page
      .getByRole('region', { name: 'Wallets' })
      .getByRole('link', { name: 'Top up the BTC wallet' })
      .click();
    await page.waitForURL(/\/finance\/replenishment\?currency=BTC$/);
    await page.getByRole('img', { name: /^QR code of the BTC deposit address/ }).waitFor();
    await screenshot(page, 'finance-replenishment-1550');
    await expectNoSeriousViolations(page, 'replenishment');
    expect(errors).toEqual([]);
  });

  test('screens at 375 and 1550 px', async ({ newPage, baseUrl }) => {
    const token = await apiSignIn(baseUrl);
    const deposits = await apiRead(
      baseUrl,
      token,
      '/api/finance/replenishment/history?merchantId=1001&pageSize=1',
      HistoryAnswer,
    );
    const payouts = await apiRead(
      baseUrl,
      token,
      '/api/finance/withdrawal/history?merchantId=1001&pageSize=1',
      HistoryAnswer,
    );
    for (const width of [375, 1550] as const) {
      const { page } = await signedIn({ newPage, baseUrl }, width);
      await page.goto(`${baseUrl}/finance`);
      await page.locator('svg[role="img"]').first().waitFor({ timeout: 15_000 });
      await screenshot(page, `finance-overview-${width}`);
      await page.goto(`${baseUrl}/finance/replenishment?currency=LTC`);
      await page.getByRole('button', { name: 'Create address' }).waitFor();
      await screenshot(page, `finance-replenishment-empty-${width}`);
      await page.goto(`${baseUrl}/finance/replenishment/${deposits.history[0]?.id}`);
      await page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first().waitFor();
      await screenshot(page, `finance-replenishment-detail-${width}`);
      await page.goto(`${baseUrl}/finance/withdrawal`);
      await page.getByRole('button', { name: 'Use Cold storage' }).waitFor();
      await screenshot(page, `finance-withdrawal-${width}`);
      await page.goto(`${baseUrl}/finance/withdrawal/${payouts.history[0]?.id}`);
      await page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first().waitFor();
      await screenshot(page, `finance-withdrawal-detail-${width}`);
      if (width === 375) await expectNoSeriousViolations(page, 'withdrawal detail (phone)');
    }
  });
});
