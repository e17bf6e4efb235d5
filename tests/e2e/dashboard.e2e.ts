import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './lib/axe';
import { collectConsoleErrors, resetDemo, screenshot, signIn, type ViewportWidth } from './lib/browser';
import { expect, test } from './lib/fixtures';

/** SPEC.md section 2: items visible by width (the demo merchant has 14 stores). */
const ITEMS_AT: Record<ViewportWidth, number> = { 375: 1, 993: 2, 1550: 3.4 };

async function openDashboard(page: Page, baseUrl: string) {
  await signIn(page, baseUrl);
  if (new URL(page.url()).pathname !== '/') await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

function carousel(page: Page) {
  return page.locator('section[aria-roledescription="carousel"]');
}

/** How many slides fit in the carousel's viewport, from the measured widths. */
async function visibleItems(page: Page): Promise<number> {
  const region = carousel(page);
  await region.locator('[aria-roledescription="slide"]').first().waitFor();
  return region.evaluate((section) => {
    const slide = section.querySelector<HTMLElement>('[aria-roledescription="slide"]');
    const track = slide?.parentElement;
    if (!slide || !track) throw new Error('no slides');
    const gap = Number.parseFloat(getComputedStyle(slide).paddingInlineStart);
    // The track starts one gap before the viewport; each slide carries its gap on the left.
    return (track.getBoundingClientRect().width - gap + gap) / slide.getBoundingClientRect().width;
  });
}

async function firstSlideLeft(page: Page): Promise<number> {
  return carousel(page)
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().left);
}

/**
 * Pauses the page's clock, clicks Next and steps the clock one frame (16 ms) at a time until
 * the first slide has moved one slide width (within 1 %); returns the clock time that took.
 * The clock flows again afterwards.
 */
async function arrivalOnPausedClock(page: Page, distance: number): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  const from = await firstSlideLeft(page);
  await carousel(page)
    .getByRole('button', { name: 'Next stores' })
    .evaluate((button: HTMLButtonElement) => button.click());
  const frame = 16;
  let elapsed = 0;
  while (elapsed < 2000) {
    await page.clock.runFor(frame);
    elapsed += frame;
    if (Math.abs(from - (await firstSlideLeft(page)) - distance) <= distance * 0.01) break;
  }
  await page.clock.resume();
  return elapsed;
}

test.beforeEach(async ({ baseUrl }) => {
  await resetDemo(baseUrl);
});

test.describe('dashboard (Chromium)', { tag: '@data' }, () => {
  for (const width of [375, 993, 1550] as const) {
    test(`shows ${ITEMS_AT[width]} carousel item(s) at ${width} px and moves one item per arrow click`, async ({
      newPage,
      baseUrl,
    }) => {
      const page = await newPage({ width });
      const errors = collectConsoleErrors(page);
      // A fake clock that flows like the real one until the transition is measured.
      await page.clock.install();
      await openDashboard(page, baseUrl);
      expect(await visibleItems(page)).toBeCloseTo(ITEMS_AT[width], 1);

      const previous = page.getByRole('button', { name: 'Previous stores' });
      const next = page.getByRole('button', { name: 'Next stores' });
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isEnabled()).toBe(true);

      const slideWidth = await carousel(page)
        .locator('[aria-roledescription="slide"]')
        .first()
        .evaluate((slide) => slide.getBoundingClientRect().width);
      const start = await firstSlideLeft(page);
      // SPEC.md section 9: a 300 ms transition (one slide per click). The page's clock is paused
      // and stepped by hand, so the figure is the carousel's own and not the machine's load.
      const arrivalMs = await arrivalOnPausedClock(page, slideWidth);
      expect(arrivalMs).toBeGreaterThanOrEqual(280);
      expect(arrivalMs).toBeLessThanOrEqual(340);
      await expect
        .poll(async () => Math.abs((await firstSlideLeft(page)) - (start - slideWidth)))
        .toBeLessThan(2);
      expect(await previous.isEnabled()).toBe(true);

      await previous.click();
      await expect.poll(async () => Math.abs((await firstSlideLeft(page)) - start)).toBeLessThan(2);
      expect(await previous.isDisabled()).toBe(true);

      // To the end: Next disables; the add-store tile is the last slide and in view.
      for (let click = 0; click < 20 && (await next.isEnabled()); click++) {
        await next.click();
        await page.waitForTimeout(350);
      }
      expect(await next.isDisabled()).toBe(true);
      const add = carousel(page).getByRole('link', { name: /Add a store/ });
      const box = await add.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);

      await page.getByRole('button', { name: 'Previous stores' }).focus();
      await screenshot(page, `dashboard-carousel-end-${width}`);
      expect(errors.filter((text) => /Refused to|^Uncaught/i.test(text))).toEqual([]);
    });
  }

  test('keeps the chosen mode across a reload', async ({ newPage, baseUrl }) => {
    const page = await newPage({ width: 1550 });
    await openDashboard(page, baseUrl);
    await page.getByRole('table', { name: 'Latest invoices' }).waitFor();
    await page.getByRole('button', { name: 'Chart' }).click();
    await page.getByRole('figure', { name: 'Inflows and outflows, USDT' }).locator('svg').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('dashboardActiveMode'))).toBe('InOutChart');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Chart' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('figure', { name: 'Inflows and outflows, USDT' }).locator('svg').first().waitFor();
    expect(await page.getByRole('table', { name: 'Latest invoices' }).count()).toBe(0);
  });

  test('redraws by week after choosing stores and a 90-day range', async ({ newPage, baseUrl }) => {
    const page = await newPage({ width: 1550 });
    await page.addInitScript(() => localStorage.setItem('dashboardActiveMode', 'InOutChart'));
    await openDashboard(page, baseUrl);
    const figure = page.getByRole('figure', { name: 'Inflows and outflows, USDT' });
    await figure.locator('svg').first().waitFor();

    // Stores: keep two of them.
    await page.getByRole('button', { name: /^Stores/ }).click();
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await page.getByRole('option', { name: 'Aurora Coffee Roasters' }).click();
    await page.getByRole('option', { name: 'Bitwise Electronics' }).click();
    const storesRequest = page.waitForRequest((request) =>
      request.url().includes('/api/finance/in-out-chart'),
    );
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    const storeQuery = new URL((await storesRequest).url()).searchParams;
    expect(storeQuery.getAll('storeId')).toEqual(['301', '302']);
    await page
      .getByRole('button', { name: /^Stores/ })
      .getByText('2 stores')
      .waitFor();

    // Range: the last 90 days.
    await page.getByRole('button', { name: /^Period/ }).click();
    const start = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() - 89);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    });
    const weekRequest = page.waitForRequest(
      (request) =>
        request.url().includes('/api/finance/in-out-chart') &&
        new URL(request.url()).searchParams.get('groupBy') === 'week',
    );
    await page.getByLabel('Start date').fill(start);
    // Tab walks the date's segments in Chromium; Enter (or leaving the field) applies it.
    await page.getByLabel('Start date').press('Enter');
    const weekQuery = new URL((await weekRequest).url()).searchParams;
    expect(weekQuery.getAll('storeId')).toEqual(['301', '302']);
    await page.keyboard.press('Escape');

    expect(await page.getByRole('combobox', { name: 'Step' }).textContent()).toContain('Week');
    // Redrawn: the text alternative now lists weeks (13 or 14 buckets for 90 days).
    const rows = page.getByRole('table', { name: 'Inflows and outflows, USDT' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(14);
    expect(await rows.count()).toBeGreaterThanOrEqual(13);
    expect(new URL(page.url()).searchParams.get('step')).toContain('week');
  });

  for (const width of [375, 993, 1550] as const) {
    test(`looks right at ${width} px in table and chart modes`, async ({ newPage, baseUrl }) => {
      const page = await newPage({ width });
      await openDashboard(page, baseUrl);
      if (width === 375) {
        await page.getByRole('list', { name: 'Latest invoices' }).locator('a').first().waitFor();
      } else {
        await page.getByRole('table', { name: 'Latest invoices' }).locator('tbody a').first().waitFor();
      }
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `dashboard-table-${width}`);
      await expectNoSeriousViolations(page, `/ table mode at ${width}px`);

      await page.getByRole('button', { name: 'Chart' }).click();
      await page.getByRole('figure', { name: 'Inflows and outflows, USDT' }).locator('svg').first().waitFor();
      await page.waitForTimeout(600);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `dashboard-chart-${width}`);
      await expectNoSeriousViolations(page, `/ chart mode at ${width}px`);

      // The tooltip of a hovered day, then the period picker and the store filter opened.
      const plot = page.getByRole('img', { name: 'Inflows and outflows, USDT' });
      await plot.scrollIntoViewIfNeeded();
      const box = await plot.boundingBox();
      if (box) await plot.hover({ position: { x: box.width * 0.55, y: box.height * 0.5 } });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/dashboard-chart-tooltip-${width}.png` });
      await page.getByRole('button', { name: /^Period/ }).click();
      await page.getByRole('dialog', { name: 'Choose a period' }).waitFor();
      await page.waitForTimeout(250);
      await page.screenshot({ path: `screenshots/dashboard-period-${width}.png` });
      await expectNoSeriousViolations(page, `/ period picker at ${width}px`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Stores/ }).click();
      await page.getByRole('dialog', { name: 'Stores on the chart' }).waitFor();
      await page.waitForTimeout(250);
      await page.screenshot({ path: `screenshots/dashboard-stores-filter-${width}.png` });
      await expectNoSeriousViolations(page, `/ store filter at ${width}px`);
      await page.keyboard.press('Escape');
    });
  }
});
