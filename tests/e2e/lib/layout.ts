import type { Locator } from '@playwright/test';

/**
 * Text that is cut off inside `scope`: an element that hides its overflow (ellipsis or not)
 * while its content is wider than its box. Returns the text of each one.
 */
export async function clippedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        if (!(element instanceof HTMLElement) || !element.textContent?.trim()) continue;
        const style = getComputedStyle(element);
        const hides =
          style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        if (hides && element.scrollWidth > element.clientWidth + 1) found.push(element.textContent.trim());
      }
    }
    return found;
  });
}
