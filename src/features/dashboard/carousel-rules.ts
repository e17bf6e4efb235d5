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
 * Calls `fn` at most once per `ms`; the last call of a burst still runs at the end, so
 * the final state is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) run(pending);
      pending = null;
    }, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
