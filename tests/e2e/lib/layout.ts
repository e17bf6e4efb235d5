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

/**
 * The rows of a dropdown list and the box that scrolls them, measured from one option:
 * each row's height and the box's visible height. Layout sizes (`offsetHeight`), not drawn
 * ones: a popup that is still scaling in draws its rows smaller (39 px for 40) for a moment.
 */
export async function dropdownMetrics(option: Locator): Promise<{ rowHeights: number[]; boxHeight: number }> {
  await option.waitFor();
  return option.evaluate((node) => {
    let box: HTMLElement | null = node.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    if (!box) throw new Error('no scrolling list around the option');
    // A row is the list's child that holds the option.
    const rows = [...box.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.offsetHeight > 0,
    );
    return {
      rowHeights: rows.map((row) => row.offsetHeight),
      boxHeight: Math.round(box.clientHeight),
    };
  });
}
