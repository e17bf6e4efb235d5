import type { Locator, Page } from '@playwright/test';
import { resetDemo, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';

test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

/** The width of a faded edge, where a tab is not fully readable (tabs.module.css). */
const EDGE = 40;

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
}

/** A picture of the top of the page down to the strip (git-ignored screenshots/). */
async function stripShot(page: Page, name: string, file: string) {
  const bar = await box(page.getByRole('navigation', { name }));
  const path = `screenshots/${file}.png`;
  await page.screenshot({
    path,
    clip: { x: 0, y: 0, width: 375, height: Math.ceil(bar.y + bar.height + 24) },
  });
  return path;
}

/** The active tab lies fully in view, clear of a faded edge; the overflow is signalled. */
async function checkStrip(page: Page, name: string, active: string) {
  const strip = page.getByRole('navigation', { name });
  const tab = strip.getByRole('link', { name: active, exact: true });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  // The bar scrolls (smoothly, on a tap) or has just been laid out: wait for the tab to settle.
  await expect
    .poll(async () => {
      // The loading frame's strip may still be giving way to the page's own.
      const [bar, link] = [await strip.boundingBox(), await tab.boundingBox()];
      if (!bar || !link) return false;
      const back = await strip.getByRole('button', { name: 'Show earlier tabs' }).count();
      const forward = await strip.getByRole('button', { name: 'Show more tabs' }).count();
      return (
        link.x >= bar.x + (back ? EDGE : 0) - 1 &&
        link.x + link.width <= bar.x + bar.width - (forward ? EDGE : 0) + 1
      );
    })
    .toBe(true);
  const cut = await strip.evaluate((nav) => {
    const scroller = nav.firstElementChild as HTMLElement;
    return scroller.scrollWidth > scroller.clientWidth + 1;
  });
  expect(cut).toBe(true);
  // More tabs than fit: an edge fades and offers a control towards them.
  const more = strip.getByRole('button', { name: /^Show (earlier|more) tabs$/ });
  await expect(more.first()).toBeVisible();
  const faded = await strip.evaluate((nav) => getComputedStyle(nav.firstElementChild as Element).maskImage);
  expect(faded).toContain('gradient');
  return more;
}

test.describe('Tab strips at 375 px', () => {
  test('finance: the active last tab is in view, the cut-off side fades and scrolls back', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/finance/withdrawal`);
    await checkStrip(page, 'Sections', 'Withdrawal');
    const strip = page.getByRole('navigation', { name: 'Sections' });
    await expect(strip.getByRole('button', { name: 'Show earlier tabs' })).toBeVisible();
    console.log(await stripShot(page, 'Sections', 'tabs-375-finance-withdrawal'));
    await strip.getByRole('button', { name: 'Show earlier tabs' }).click();
    await expect(strip.getByRole('button', { name: 'Show earlier tabs' })).toHaveCount(0);
    await expect(strip.getByRole('button', { name: 'Show more tabs' })).toBeVisible();
    const first = await box(strip.getByRole('link', { name: 'Overview' }));
    expect(first.x).toBeGreaterThanOrEqual((await box(strip)).x - 1);
  });

  test('store: the first tab is active, the last ones are signalled and reachable', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ width: 375 });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/store/301`);
    await checkStrip(page, 'Store sections', 'Overview');
    const strip = page.getByRole('navigation', { name: 'Store sections' });
    console.log(await stripShot(page, 'Store sections', 'tabs-375-store-overview'));
    await strip.getByRole('button', { name: 'Show more tabs' }).click();
    await expect(strip.getByRole('button', { name: 'Show more tabs' })).toHaveCount(0);
    const last = strip.getByRole('link', { name: 'Fees' });
    const [bar, link] = [await box(strip), await box(last)];
    expect(link.x + link.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
    // Opening a tab at the far end keeps it in view.
    await last.click();
    await page.waitForURL(/\/store\/301\/fees$/);
    await checkStrip(page, 'Store sections', 'Fees');
    console.log(await stripShot(page, 'Store sections', 'tabs-375-store-fees'));
  });
});
