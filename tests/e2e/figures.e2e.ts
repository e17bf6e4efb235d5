import type { Page } from '@playwright/test';
import { resetDemo, screenshot, signIn } from './lib/browser';
import { expect, test } from './lib/fixtures';
import { signedInScreens } from './lib/routes';

/**
 * Figures fit: money with twelve integer digits and its decimals shows whole on every card,
 * table and detail, at 375 and at 1550 px: it wraps or scales, it is never cut. The demo's
 * `mock-figures=wide` knob sends every amount that is not zero as 987,654,321,098.76.
 */
test.beforeEach(({ baseUrl }) => resetDemo(baseUrl));

const DIGITS = '987,654,321,098';

/**
 * Each piece of text holding the wide figure that is cut: outside the viewport, or outside an
 * ancestor that hides its overflow. A figure that is there but abbreviated is also reported.
 */
async function cutFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // The wide figure in any grouping (987,654 / 987 654 / 987.654), not an id that has 987.
      if (!/987\D?654/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[hidden], [aria-hidden="true"], script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      // Twelve digits, all of them: not 987.65B, not 987,654,3…
      if (!/987\D?654\D?321\D?098/.test(text)) found.push(`abbreviated: "${text.trim()}"`);
      // Text for screen readers only is not drawn: it cannot be cut.
      if (parent.closest('.visually-hidden')) continue;
      let scroller = false;
      for (let up: HTMLElement | null = parent; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        // A strip or table the merchant can scroll shows the figure whole when scrolled.
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          scroller = true;
          break;
        }
        if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
        const frame = up.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          found.push(`cut by ${up.tagName.toLowerCase()}.${up.className}: "${text.trim()}"`);
          break;
        }
      }
      if (!scroller && (box.left < -1 || box.right > window.innerWidth + 1))
        found.push(`off screen: "${text.trim()}"`);
    }
    return found;
  });
}

for (const width of [375, 1550] as const) {
  test(`money of 12 integer digits shows whole on every screen (${width} px)`, async ({
    newPage,
    baseUrl,
  }) => {
    test.setTimeout(240_000);
    const page = await newPage({ width });
    await page.context().addCookies([{ name: 'mock-figures', value: 'wide', url: baseUrl }]);
    await signIn(page, baseUrl);
    let seen = 0;
    for (const path of signedInScreens()) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      if ((await page.getByText(DIGITS, { exact: false }).count()) > 0) seen += 1;
      expect(await cutFigures(page), `figures on ${path}`).toEqual([]);
      if (path === '/' || path === '/finance' || path === '/finance/invoice')
        await screenshot(
          page,
          `figures-${path === '/' ? 'dashboard' : path.slice(1).replace(/\//g, '-')}-${width}`,
        );
    }
    // The knob reached the screens: the balance cards and lists carry the wide figure.
    expect(seen).toBeGreaterThanOrEqual(3);
  });
}
