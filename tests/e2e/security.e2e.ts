import type { Page } from '@playwright/test';
import { api, apiSignIn, demoControl } from './lib/api';
import { collectConsoleErrors, resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

const ALLOWED_KEYS = ['refresh_token', 'login', 'remember_me', 'lang', 'dashboardActiveMode'];

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

/**
 * Records every request URL and console line, and the tokens the app received. Requests are
 * watched on the whole context: the refresh worker's calls are not the page's.
 */
function watch(page: Page) {
  const urls: string[] = [];
  const logs: string[] = [];
  const tokens = new Set<string>();
  page.context().on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => logs.push(message.text()));
  page.context().on('response', async (response) => {
    if (!response.url().includes('/api/merchant-owner/auth')) return;
    try {
      const body = (await response.json()) as { data?: { access_token?: string; refresh_token?: string } };
      if (body.data?.access_token) tokens.add(body.data.access_token);
      if (body.data?.refresh_token) tokens.add(body.data.refresh_token);
    } catch {
      // Not JSON: nothing to record.
    }
  });
  return { urls, logs, tokens };
}

test.describe('Security', () => {
  test('no token ever appears in a URL or a log line, and only the spec keys are stored', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage();
    const seen = watch(page);
    const errors = collectConsoleErrors(page);
    await signIn(page, baseUrl);
    for (const path of [
      '/',
      '/profile',
      '/profile/security',
      '/store',
      '/finance',
      '/finance/invoice',
      '/finance/withdrawal',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(seen.tokens.size).toBeGreaterThan(0);
    for (const token of seen.tokens) {
      expect(seen.urls.filter((url) => url.includes(token))).toEqual([]);
      expect(seen.logs.filter((line) => line.includes(token))).toEqual([]);
    }
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => !ALLOWED_KEYS.includes(key))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
  });

  test('a store title containing markup renders as text', async ({ newPage, baseUrl }) => {
    const token = await apiSignIn(baseUrl);
    const hostile = '<img src=x onerror="window.__pwned=1">Evil & Co';
    await api(baseUrl, token, 'POST', '/api/store/create', {
      title: hostile,
      main_url: 'https://evil.example.com',
      business_scope: 'retail',
      payment_currency: 'USDT',
      available_payment_currencies: ['USDT'],
      default_invoice_ttl: 3600,
      redirect_urls: { success: '', fail: '' },
    });
    const page = await newPage();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/store?search=${encodeURIComponent('Evil')}`);
    await page.getByText(hostile).first().waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a 401 mid-session refreshes once and repeats the call', async ({ newPage, baseUrl }) => {
    const page = await newPage();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await demoControl(baseUrl, 'expire-access');
    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    // The refresh worker's calls are the context's, not the page's.
    page.context().on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/merchant-owner/auth'))
        refreshes.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Stores' })
      .click();
    await page.waitForURL(`${baseUrl}/store`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText('Aurora Coffee Roasters').first().waitFor();
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(refreshes).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/store');
  });
});
