import type { Page } from '@playwright/test';
import { InvoiceListAnswer } from '../../src/api/invoices/schemas/invoice-list.schemas';
import { apiRead, apiSignIn } from './lib/api';
import { seriousViolations } from './lib/axe';
import { resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';
import { signedInScreens } from './lib/routes';

const GUEST_ROUTES = [
  '/login',
  '/forgot-password',
  '/reset-password?email=demo%40example.com&token=demo-reset-token',
  '/first-login',
];

let signedInRoutes: string[] = [];

test.beforeAll(async ({ baseUrl }) => {
  await resetDemo(baseUrl);
  const token = await apiSignIn(baseUrl);
  const list = await apiRead(
    baseUrl,
    token,
    '/api/payment/list?merchantId=1001&sortColumn=create_timestamp&sortDirection=desc&pageSize=1',
    InvoiceListAnswer,
  );
  const invoiceId = list.invoices[0]?.id ?? 1;
  signedInRoutes = [...signedInScreens(), `/finance/invoice/${invoiceId}`, '/no/such/page'];
});

async function scan(page: Page, baseUrl: string, paths: string[], label: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const violation of await seriousViolations(page)) found.push(`${label} ${path}: ${violation}`);
  }
  return found;
}

test.describe('Accessibility: axe finds no serious or critical violation on any route', () => {
  for (const lang of ['en-US', 'ru-RU'] as const) {
    for (const width of [375, 1550] as const) {
      test(`every route in ${lang} at ${width} px`, async ({ newPage, baseUrl }) => {
        test.setTimeout(240_000);
        const page = await newPage({ width, locale: lang });
        const violations = await scan(page, baseUrl, GUEST_ROUTES, `${lang}@${width}`);
        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await signIn(page, baseUrl);
        if (lang === 'ru-RU') await page.evaluate(() => localStorage.setItem('lang', 'ru'));
        violations.push(...(await scan(page, baseUrl, signedInRoutes, `${lang}@${width}`)));
        expect(violations).toEqual([]);
      });
    }
  }
});

/** Presses Tab until the focused element has this role and name (keyboard only, no mouse). */
async function tabTo(page: Page, role: string, name: RegExp, within?: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((container) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || (container && !el.closest(container))) return { role: '', name: '' };
      const tag = el.tagName.toLowerCase();
      const type = el.getAttribute('type') ?? '';
      const implicit =
        tag === 'a'
          ? 'link'
          : tag === 'button'
            ? 'button'
            : tag === 'select'
              ? 'combobox'
              : tag === 'input' && type === 'checkbox'
                ? 'checkbox'
                : tag === 'input'
                  ? 'textbox'
                  : '';
      const labelledBy = el.getAttribute('aria-labelledby');
      const labelText =
        el.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.textContent ??
        '';
      return { role: el.getAttribute('role') ?? implicit, name: labelText.trim() };
    }, within ?? null);
    if (focused.role === role && name.test(focused.name)) return;
  }
  throw new Error(`Could not reach ${role} ${name} with Tab`);
}

test.describe('Keyboard-only journey', () => {
  test('signs in, opens a store, changes a profile field and switches language without a mouse', async ({
    newPage,
    baseUrl,
  }) => {
    await resetDemo(baseUrl);
    const page = await newPage({ width: 1550 });
    await page.goto(`${baseUrl}/login`);
    await tabTo(page, 'textbox', /^E-mail/);
    await page.keyboard.type('demo@example.com');
    await tabTo(page, 'textbox', /^Password/);
    await page.keyboard.type('Demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);

    await tabTo(page, 'link', /^Stores$/, 'nav[aria-label="Main navigation"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/store`);
    await tabTo(page, 'link', /Aurora Coffee Roasters/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/store\/\d+/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await tabTo(page, 'link', /^Settings$/, 'nav[aria-label="Main navigation"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/profile`);
    await tabTo(page, 'textbox', /^City/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Hamburg');
    await tabTo(page, 'button', /^Save/);
    await page.keyboard.press('Enter');
    await page.getByText('Saved').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('textbox', { name: /^City/ }).inputValue()).toBe('Hamburg');

    await tabTo(page, 'combobox', /^Language$/);
    await page.keyboard.press('Home'); // the list starts with Русский
    await page.getByRole('heading', { name: 'Профиль', level: 1 }).waitFor({ timeout: 5000 });
  });
});
