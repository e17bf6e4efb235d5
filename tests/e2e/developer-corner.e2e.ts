import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './lib/axe';
import { resetDemo, screenshot, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

const AURORA = 301; // approved, payments on, no API key, no callback URL

test.beforeEach(async ({ baseUrl }) => {
  await resetDemo(baseUrl);
});

async function openIntegration(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/store/${AURORA}/integration`);
  await page.getByRole('heading', { level: 2, name: 'Developer corner' }).waitFor();
}

/** Generates the store's API key through its card and closes the dialog that shows it once. */
async function generateKey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Generate API key' }).click();
  await page
    .getByRole('alertdialog', { name: 'Generate a new API key?' })
    .getByRole('button', { name: 'Generate API key' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = (await dialog.getByText(/^sk_/).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'I have stored the key' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return secret;
}

/** The page is never wider than the screen (the code blocks scroll inside themselves). */
async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('developer corner (Chromium)', { tag: '@data' }, () => {
  test('examples hold the store id, copy works, and a test callback shows up as a delivery', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, baseUrl);
    await openIntegration(page, baseUrl);
    const corner = page.getByRole('region', { name: 'Developer corner' });
    await corner.getByText('No API key yet').waitFor();
    await corner.getByRole('tablist', { name: 'Invoice code examples' }).waitFor();

    const secret = await generateKey(page);
    expect(secret).toMatch(/^sk_/);
    const tabs = corner.getByRole('tablist', { name: 'Invoice code examples' });
    await tabs.waitFor();
    const curl = corner.getByRole('region', { name: 'curl example: create an invoice' });
    await expect(curl.textContent()).resolves.toContain(`"store_id":${AURORA}`);
    await corner.getByRole('button', { name: 'Copy the curl example: create an invoice' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`"store_id":${AURORA}`);
    expect(copied).toContain(`${baseUrl}/api/payment/private/create`);
    expect(copied).toContain('<YOUR_API_KEY>');
    expect(copied).not.toContain(secret);

    await tabs.getByRole('tab', { name: 'Python' }).click();
    const python = corner.getByRole('region', { name: 'Python example: create an invoice' });
    await expect(python.textContent()).resolves.toContain(`"store_id": ${AURORA}`);

    // A callback needs an address to go to: the button says so until one is saved.
    await corner.getByText('Save a callback URL above first.').waitFor();
    await page.getByLabel('Callback URL').fill('https://aurora.example.com/hooks/nordpay');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor({ timeout: 10_000 });

    const send = corner.getByRole('button', { name: 'Send test callback' });
    await expect(send.isEnabled()).resolves.toBe(true);
    await send.click();
    await corner.getByText('Test callback sent').waitFor();
    const deliveries = corner.getByRole('table', { name: /^Deliveries of invoice \d+$/ });
    const row = deliveries.getByRole('row').filter({ hasText: 'Delivered' }).first();
    await row.waitFor();
    await expect(row.getByRole('cell', { name: '200' }).count()).resolves.toBe(1);
    await screenshot(page, 'developer-corner-1550');
    await expectNoSeriousViolations(page, 'integration page with the developer corner');

    // On a phone the page keeps its width; the examples scroll inside their blocks.
    const phone = await newPage({ width: 375 });
    await signIn(phone, baseUrl);
    await openIntegration(phone, baseUrl);
    const phoneCorner = phone.getByRole('region', { name: 'Developer corner' });
    await phoneCorner.getByRole('region', { name: 'curl example: create an invoice' }).waitFor();
    await phoneCorner.getByRole('table', { name: /^Deliveries of invoice \d+$/ }).waitFor();
    await expect(pageWidth(phone)).resolves.toBeLessThanOrEqual(375);
    await screenshot(phone, 'developer-corner-375');
  });
});
