import type { Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './lib/axe';
import { collectConsoleErrors, resetDemo, screenshot, signIn, type ViewportWidth } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

/** The figure a summary shows for a label. */
const figure = (summary: Locator, label: string) =>
  summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const widths: ViewportWidth[] = [1550, 375];

test.describe('Money summary', { tag: '@data' }, () => {
  for (const width of widths) {
    test(`new invoice at ${width} px: what the customer pays and you receive follow the amount`, async ({
      newPage,
      baseUrl,
    }) => {
      const page = await newPage({ width });
      const errors = collectConsoleErrors(page);
      await signIn(page, baseUrl);
      // Demo store 301: USDT, merchant fee 2.5 %, client fee 0.5 %.
      await page.goto(`${baseUrl}/finance/invoice/new?invoiceType=payment&storeId=301`);
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(figure(summary, 'Customer pays')).toHaveText('—');
      await expect(figure(summary, 'You receive')).toHaveText('—');

      const amount = page.getByRole('textbox', { name: 'Amount' });
      await amount.pressSequentially('1000');
      await expect(figure(summary, 'Customer pays')).toHaveText('1,005.00 USDT');
      await expect(figure(summary, 'You receive')).toHaveText('975.00 USDT');
      await amount.pressSequentially('.5');
      await expect(figure(summary, 'Customer pays')).toHaveText('1,005.50 USDT');
      await expect(figure(summary, 'You receive')).toHaveText('975.49 USDT');
      await expect(summary).toContainText('rounded');

      if (width === 1550) {
        // Beside the form, not under it.
        const form = await page.getByRole('button', { name: 'Create payment' }).boundingBox();
        const box = await summary.boundingBox();
        expect(box && form && box.x > form.x + form.width).toBe(true);
      }
      await screenshot(page, `money-summary-invoice-${width}`);
      await expectNoSeriousViolations(page, `new invoice summary ${width}`);
      expect(errors).toEqual([]);
    });

    test(`withdrawal at ${width} px: the total and the balance left follow the amount`, async ({
      newPage,
      baseUrl,
    }) => {
      const page = await newPage({ width });
      const errors = collectConsoleErrors(page);
      await signIn(page, baseUrl);
      await page.goto(`${baseUrl}/finance/withdrawal?currency=USDT`);
      const form = page.getByRole('region', { name: 'Withdraw' });
      await expect
        .poll(() => form.getByRole('combobox', { name: 'Payout method' }).textContent(), { timeout: 10_000 })
        .toMatch(/fee/);
      const summary = form.getByRole('region', { name: 'Summary' });
      await expect(figure(summary, 'Leaves the wallet')).toHaveText('—');
      await expect(figure(summary, 'Balance left')).toHaveText('—');

      const amount = form.getByRole('textbox', { name: 'Amount' });
      await amount.pressSequentially('100');
      // The demo's USDT payout method takes 1 %.
      await expect(figure(summary, 'Leaves the wallet')).toHaveText('101.00 USDT');
      const left100 = await figure(summary, 'Balance left').textContent();
      await amount.pressSequentially('0');
      await expect(figure(summary, 'Leaves the wallet')).toHaveText('1,010.00 USDT');
      const left1000 = await figure(summary, 'Balance left').textContent();
      const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
      expect(number(left100) - number(left1000)).toBeCloseTo(909, 2);

      await screenshot(page, `money-summary-withdrawal-${width}`);
      await expectNoSeriousViolations(page, `withdrawal summary ${width}`);
      expect(errors).toEqual([]);
    });
  }
});
