import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './lib/axe';
import { resetDemo, screenshot, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
const searchBox = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search pages, invoices, stores and commands' });

test.describe('Command palette', () => {
  test('Ctrl+K opens it; typing an invoice id finds it with its status; Enter opens its page', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('105000');
    const option = palette(page).getByRole('option', { name: /Invoice 105000/ });
    await expect(option).toBeVisible();
    // Its status badge, as the invoice lists show it.
    await expect(
      option.getByText(/^(Created|Awaiting payment|Paid|Succeeded|Cancelled|Overdue|Dispute)$/),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'palette with results at 1550');
    await screenshot(page, 'palette-results-1550');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/finance/invoice/105000`);
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: /105000/ }).first()).toBeVisible();
  });

  test('on a phone the header search button fits and opens it; Escape closes it and focus returns', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl);
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    // The header holds the button without overflowing the phone's width.
    const overflow = await page.evaluate(() => {
      const header = document.querySelector('header');
      return header ? header.scrollWidth - header.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

    await button.click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('105000');
    await expect(palette(page).getByRole('option', { name: /Invoice 105000/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'palette with results at 375');
    await screenshot(page, 'palette-results-375');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});
