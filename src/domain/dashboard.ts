/** The dashboard's rules: the stores carousel (SPEC.md section 2) and the statistics row (section 9). */

export const CAROUSEL_THROTTLE_MS = 16;
export const CAROUSEL_SLIDES_TO_SCROLL = 1;

/**
 * Embla's `duration` is not a time: it is the divisor of an integrator stepped at 60 Hz
 * with friction 0.68 (`velocity += distance / duration; velocity *= 0.68`). Stepping
 * that integrator, 15 first brings a slide within 1 % of its place after 18 frames =
 * 300 ms (16 takes 333 ms, the default 25 about 700 ms).
 */
export const EMBLA_DURATION_FOR_300_MS = 15;

/** Width thresholds (px, inclusive) and the items visible from each (SPEC.md section 2). */
const ITEMS_BY_WIDTH: ReadonlyArray<readonly [minWidth: number, items: number]> = [
  [1550, 3.4],
  [1200, 2.4],
  [993, 2],
  [768, 1.5],
];

/** Where the visible count changes: the carousel listens to these widths only. */
export const CAROUSEL_BREAKPOINTS: readonly number[] = ITEMS_BY_WIDTH.map(([min]) => min);

/**
 * Items visible at a viewport width: 1 by default, 1.5 from 768, 2 from 993, 2.4 from
 * 1200, 3.4 from 1550; with a single store, 2.4 from 993.
 */
export function itemsPerView(width: number, storeCount: number): number {
  if (storeCount === 1 && width >= 993) return 2.4;
  for (const [minWidth, items] of ITEMS_BY_WIDTH) {
    if (width >= minWidth) return items;
  }
  return 1;
}

/**
 * SPEC.md section 9 "Statistics periods": the change of a figure against the earlier
 * period, in percent. 100 when the earlier period is zero and the current one is not;
 * 0 when both are zero.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return ((current - previous) / Math.abs(previous)) * 100;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Up or down arrow of a change; a change that rounds to 0.0 shows no arrow. */
export function changeDirection(change: number): ChangeDirection {
  const rounded = Math.round(change * 10) / 10;
  if (rounded > 0) return 'up';
  if (rounded < 0) return 'down';
  return 'flat';
}
