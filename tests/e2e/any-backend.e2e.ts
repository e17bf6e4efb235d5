import type { Page } from '@playwright/test';
import { api, apiSignIn } from './lib/api';
import { collectConsoleErrors, resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';
import { signedInScreens } from './lib/routes';

/**
 * The whole cabinet against backends we did not write: the `spec-minimal` project (answers
 * with SPEC.md's fields only) and the `alternate` project (every value in the other plausible
 * form of its kind: strings for numbers and ids, 1/0, milliseconds and ISO times, lists held or
 * keyed, alpha-3 countries, unknown codes). Every screen of SPEC section 2 opens without a page
 * error or an error page, and says nothing false: no year outside 2000-2100, no NaN,
 * "undefined" or "Invalid Date", no raw translation key; the balance shown is the balance sent.
 */
test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const FAILED_PAGE = 'This page could not be loaded';

/** The catalogue's namespaces: a dotted key starting with one of them on screen is a raw key. */
const NAMESPACES =
  'auth|checklist|dashboard|developer|errors|finance|invoice_events|invoice_status|invoices|layout|palette|profile|second_factor|security|shell|stores|transaction_table|ui';
const RAW_KEY = new RegExp(`\\b(${NAMESPACES})\\.[a-z0-9_]+(\\.[a-z0-9_]+)*\\b`);

/** Years of the dates on screen: dd.MM.yyyy, MM/dd/yyyy, yyyy-MM-dd and "Month d, yyyy". */
function yearsIn(text: string): number[] {
  const years: number[] = [];
  for (const match of text.matchAll(/\b\d{1,2}[./]\d{1,2}[./](\d{4,})\b/g)) years.push(Number(match[1]));
  for (const match of text.matchAll(/\b(\d{4,})-\d{2}-\d{2}\b/g)) years.push(Number(match[1]));
  for (const match of text.matchAll(/\b[A-Z][a-z]{2,8}\.? \d{1,2}, (\d{4,})\b/g))
    years.push(Number(match[1]));
  return years;
}

/** What a screen says that no backend answer can make true. */
async function falsehoods(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as the merchant reads it, laid out in lines, is what is checked.
  const text = await page.locator('body').innerText();
  const found: string[] = [];
  for (const year of yearsIn(text)) if (year < 2000 || year > 2100) found.push(`a year ${year}`);
  for (const word of ['NaN', 'undefined', 'Invalid Date', 'null']) {
    if (new RegExp(`\\b${word}\\b`).test(text)) found.push(`the word ${word}`);
  }
  const key = RAW_KEY.exec(text);
  if (key) found.push(`a raw translation key ${key[0]}`);
  return found;
}

/** Opens a path in the app and checks it rendered its own page, with nothing false on it. */
async function visit(page: Page, baseUrl: string, path: string, errors: string[]) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect(page.getByRole('heading', { level: 1, name: FAILED_PAGE })).toHaveCount(0);
  await expect(page.getByText('This section could not be shown', { exact: false })).toHaveCount(0);
  // Skeletons and loading states gone: what is on screen is what the answers said.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await falsehoods(page), `what ${path} says`).toEqual([]);
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

/** A figure as the answer sent it (a number or its digits), as the cabinet writes it in English. */
function shown(sent: unknown): string {
  const value = typeof sent === 'number' ? sent : Number(String(sent));
  expect(Number.isFinite(value), `a balance was sent (${String(sent)})`).toBe(true);
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test.describe('Against backends that chose other forms', { tag: '@any-backend' }, () => {
  for (const width of [1550, 375] as const) {
    test(`every screen of SPEC section 2 opens and says nothing false (${width} px)`, async ({
      newPage,
      baseUrl,
    }) => {
      test.setTimeout(240_000);
      const page = await newPage({ width });
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
  }

  test('the balance shown is the balance the backend sent, on the dashboard and on /finance', async ({
    newPage,
    baseUrl,
  }) => {
    const token = await apiSignIn(baseUrl);
    const person = await api<{ id: number | string }>(baseUrl, token, 'GET', '/api/merchant/person');
    const sent = await api<unknown>(
      baseUrl,
      token,
      'GET',
      `/api/finance/balance?merchantId=${person.id}&currency=USDT&tzName=Europe%2FBerlin`,
    );
    // SPEC: the answer is "balance": an object with that field, or the bare figure.
    const balance = shown(sent && typeof sent === 'object' && 'balance' in sent ? sent.balance : sent);

    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Balance', exact: true }).waitFor();
    await expect(page.getByRole('main')).toContainText(balance);
    await page.goto(`${baseUrl}/finance`);
    await expect(page.getByRole('main')).toContainText(balance);
  });
});
