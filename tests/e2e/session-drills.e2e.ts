import type { BrowserContext, Page } from '@playwright/test';
import { demoControl } from './lib/api';
import { contextOptions, resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));
test.afterEach(({ baseUrl }) => demoControl(baseUrl, 'config', { latency: 0, fail: '', accessTtl: 300 }));

interface RefreshStats {
  rotations: number;
  /** Refresh tokens presented again after they were rotated (each one signs a real backend out). */
  reuses: number;
}

async function refreshStats(baseUrl: string): Promise<RefreshStats> {
  const response = await fetch(`${baseUrl}/api/__demo/refresh-stats`);
  return ((await response.json()) as { data: RefreshStats }).data;
}

/** Every address a page showed from now on, to catch even a brief visit to /login. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

const appFrame = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A tab of `context`, signed in and showing the app's frame. */
async function signedInTab(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, baseUrl);
  await appFrame(page).waitFor();
  return page;
}

/** Two tabs of one browser: they share storage, the token channel and Web Locks. */
async function twoTabs(context: BrowserContext, baseUrl: string): Promise<[Page, Page]> {
  const first = await signedInTab(context, baseUrl);
  const second = await context.newPage();
  await second.goto(`${baseUrl}/`);
  await appFrame(second).waitFor();
  return [first, second];
}

test.describe('Refresh in two tabs: one refresh at a time, no tab signed out', () => {
  test('30 rounds of both tabs reloading at once: zero sign-outs and zero refresh-token reuses', async ({
    browser,
    baseUrl,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(contextOptions());
    const [a, b] = await twoTabs(context, baseUrl);
    const paths = [...[a, b].map(visitedPaths)];
    const before = await refreshStats(baseUrl);

    for (let round = 0; round < 30; round += 1) {
      // Each load starts with a refresh (the access token lives in memory only): both tabs
      // ask within the same few milliseconds, the race that used to sign both out.
      await Promise.all([a.reload(), b.reload()]);
      // The dashboard's title comes with its data, after the refresh has been answered (a
      // reload in the middle of a refresh loses its answer: no client can keep that one).
      await Promise.all([a, b].map((page) => page.getByRole('heading', { level: 1 }).waitFor()));
    }

    const after = await refreshStats(baseUrl);
    expect(after.reuses - before.reuses).toBe(0);
    expect(after.rotations - before.rotations).toBeGreaterThanOrEqual(30);
    expect(paths.flat().filter((path) => path.startsWith('/login'))).toEqual([]);
    await context.close();
  });

  test("the boot script's session: one refresh and one profile call for the load, the app asking neither again", async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext(contextOptions());
    const page = await signedInTab(context, baseUrl);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/merchant/person') asked.push(pathname);
    });
    // The framework is held until the profile has been asked for: only the boot script can
    // ask for it then.
    let releaseFramework = () => {};
    const frameworkHeld = new Promise<void>((resolve) => {
      releaseFramework = resolve;
    });
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      await frameworkHeld;
      await route.continue();
    });
    const before = await refreshStats(baseUrl);
    const profileAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/merchant/person',
    );
    await page.reload({ waitUntil: 'commit' });
    await profileAsked;
    releaseFramework();
    await expect(page.getByRole('heading', { name: 'Stores', exact: false }).first()).toBeVisible();
    await expect(appFrame(page)).toBeVisible();
    const after = await refreshStats(baseUrl);
    expect(after.rotations - before.rotations).toBe(1);
    // The refresh may be made by the refresh worker, out of the page's sight: the demo
    // backend counts it. The profile is the page's own GET, asked once, by the boot script.
    expect(asked).toEqual(['/api/merchant/person']);
    await context.close();
  });

  test('a boot script that cannot load: the app makes the one refresh of the load itself, and is signed in', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext(contextOptions());
    const page = await signedInTab(context, baseUrl);
    // The boot script starts a stored session's refresh before the app has run. Without it
    // (a failed download, a blocked file), the app must refresh on its own, once.
    let blocked = 0;
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      blocked += 1;
      await route.abort('failed');
    });
    const before = await refreshStats(baseUrl);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const after = await refreshStats(baseUrl);
    expect(blocked).toBe(1);
    expect(after.rotations - before.rotations).toBe(1);
    expect(after.reuses - before.reuses).toBe(0);
    await expect(appFrame(page)).toBeVisible();
    await context.close();
  });

  test('expired access in both tabs at once: each call is answered after one shared refresh', async ({
    browser,
    baseUrl,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(contextOptions());
    const [a, b] = await twoTabs(context, baseUrl);
    const paths = [...[a, b].map(visitedPaths)];
    const before = await refreshStats(baseUrl);
    const sections = ['Finance', 'Stores', 'Settings', 'Dashboard'] as const;

    for (let round = 0; round < 12; round += 1) {
      await demoControl(baseUrl, 'expire-access');
      const section = sections[round % sections.length] as string;
      // Both tabs open a section at the same moment; its calls meet a 401 and refresh.
      await Promise.all([a, b].map((page) => appFrame(page).getByRole('link', { name: section }).click()));
      await Promise.all([a, b].map((page) => page.getByRole('heading', { level: 1 }).first().waitFor()));
    }

    const after = await refreshStats(baseUrl);
    expect(after.reuses - before.reuses).toBe(0);
    expect(paths.flat().filter((path) => path.startsWith('/login'))).toEqual([]);
    await context.close();
  });
});

test.describe('Sign-in in another tab (SPEC section 4)', () => {
  test('a tab waiting on /login follows a sign-in made in another tab', async ({ browser, baseUrl }) => {
    const context = await browser.newContext(contextOptions());
    const waiting = await context.newPage();
    await waiting.goto(`${baseUrl}/login`);
    await waiting.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const other = await context.newPage();
    await signIn(other, baseUrl);
    await waiting.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 10_000 });
    await appFrame(waiting).waitFor();
    await context.close();
  });
});

test.describe('A failing next page', { tag: '@data' }, () => {
  test('stops after one try, says so at the list end, keeps the rows, and Try again loads it', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    let failing = true;
    let attempts = 0;
    await page.route(
      (url) => url.pathname === '/api/payment/list' && url.searchParams.has('prevId'),
      async (route) => {
        attempts += 1;
        if (!failing) return route.continue();
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ messages: ['unknown_error'] }),
        });
      },
    );
    await page.goto(`${baseUrl}/finance/invoice`);
    const table = page.getByRole('table', { name: 'Invoices' });
    await table.locator('tbody tr td a').first().waitFor();
    const rowsBefore = await table.locator('tbody tr').count();

    // Scrolling to the end asks for the next page.
    const listEnd = page.getByRole('alert').filter({ hasText: 'Could not load more.' });
    for (let step = 0; step < 40 && !(await listEnd.isVisible()); step += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(150);
    }
    await listEnd.waitFor();
    const attemptsAtStop = attempts;
    // The query's own retries aside (two on a 5xx), nothing asks again by itself.
    expect(attemptsAtStop).toBeGreaterThan(0);
    expect(attemptsAtStop).toBeLessThanOrEqual(3);
    await page.waitForTimeout(5_000);
    expect(attempts).toBe(attemptsAtStop);
    expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(rowsBefore);

    failing = false;
    await listEnd.getByRole('button', { name: 'Try again' }).click();
    await expect(listEnd).toBeHidden();
    expect(attempts).toBeGreaterThan(attemptsAtStop);
    const ids = (await table.locator('tbody tr td:first-child a').allInnerTexts()).map(Number);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test.describe('Offline navigation', () => {
  test('opening a section offline keeps the app and what was typed; back online the section opens', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 1550 });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/profile`);
    const city = page.getByLabel(/^City/);
    await city.fill('Typed offline');

    await page.context().setOffline(true);
    await appFrame(page).getByRole('link', { name: 'Finance' }).click();
    // The app stays (no browser error page), says there is no connection, keeps the edit.
    await page.getByText('No connection', { exact: true }).first().waitFor();
    await expect(appFrame(page)).toBeVisible();
    if (new URL(page.url()).pathname === '/profile') await expect(city).toHaveValue('Typed offline');

    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/finance');
  });
});
