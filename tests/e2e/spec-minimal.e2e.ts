import type { Page } from '@playwright/test';
import { api, apiSignIn } from './lib/api';
import { collectConsoleErrors, resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';
import { signedInScreens } from './lib/routes';

/**
 * The whole cabinet against a backend that answers with SPEC.md's fields only (the
 * spec-minimal demo, docs/api-assumptions.md): the project `spec-minimal` runs this file
 * with `demoSpec: 'minimal'`. Every screen of SPEC section 2 opens without a page error or a
 * "could not be loaded" page, and the money the backend sent is the money shown.
 */
test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const FAILED_PAGE = 'This page could not be loaded';

/** Opens a path in the app and checks it rendered its own page, not an error page. */
async function visit(page: Page, baseUrl: string, path: string, errors: string[]) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect(page.getByRole('heading', { level: 1, name: FAILED_PAGE })).toHaveCount(0);
  await expect(page.getByText('This section could not be shown', { exact: false })).toHaveCount(0);
  expect(
    errors.filter((error) => error.startsWith('Uncaught')),
    `page errors on ${path}`,
  ).toEqual([]);
}

/** The first link on a list page that leads to one of its details (a row's id link). */
async function firstDetailPath(
  page: Page,
  baseUrl: string,
  listPath: string,
  detail: RegExp,
): Promise<string> {
  await page.goto(`${baseUrl}${listPath}`);
  const find = async () =>
    (
      await page
        .locator('main a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    ).find((href) => detail.test(href)) ?? '';
  await expect.poll(find, { message: `a detail link on ${listPath}` }).not.toBe('');
  return find();
}

test.describe('Against a backend with SPEC fields only', { tag: '@spec-minimal' }, () => {
  test('every screen of SPEC section 2 opens without an error page or a page error', async ({
    newPage,
    baseUrl,
  }) => {
    test.setTimeout(180_000);
    const page = await newPage({ width: 1550 });
    const errors = collectConsoleErrors(page);
    for (const path of [
      '/login',
      '/forgot-password',
      '/reset-password?token=abc',
      '/first-login?token=abc',
    ]) {
      await visit(page, baseUrl, path, errors);
    }
    await signIn(page, baseUrl);

    const store = await firstDetailPath(page, baseUrl, '/store', /^\/store\/\d+(\/settings)?$/);
    const storeId = Number(/\/store\/(\d+)/.exec(store)?.[1]);
    const invoice = await firstDetailPath(page, baseUrl, '/finance/invoice', /^\/finance\/invoice\/\d+$/);
    const replenishment = await firstDetailPath(
      page,
      baseUrl,
      '/finance/replenishment',
      /^\/finance\/replenishment\/[^/]+$/,
    );
    const withdrawal = await firstDetailPath(
      page,
      baseUrl,
      '/finance/withdrawal',
      /^\/finance\/withdrawal\/[^/]+$/,
    );

    const paths = [
      ...signedInScreens(storeId),
      `/finance/invoice/new?invoiceType=payout&storeId=${storeId}`,
      invoice,
      replenishment,
      withdrawal,
    ];
    for (const path of paths) await visit(page, baseUrl, path, errors);
  });

  test('the balance shown is the balance the backend sent, on the dashboard and on /finance', async ({
    newPage,
    baseUrl,
  }) => {
    const token = await apiSignIn(baseUrl);
    const person = await api<{ id: number }>(baseUrl, token, 'GET', '/api/merchant/person');
    const sent = await api<{ balance: number }>(
      baseUrl,
      token,
      'GET',
      `/api/finance/balance?merchantId=${person.id}&currency=USDT&tzName=Europe%2FBerlin`,
    );
    expect(typeof sent.balance).toBe('number');
    const shown = sent.balance.toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });

    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Balance', exact: true }).waitFor();
    await expect(page.getByRole('main')).toContainText(`${shown}`);
    await page.goto(`${baseUrl}/finance`);
    await expect(page.getByRole('main')).toContainText(shown);
  });
});
