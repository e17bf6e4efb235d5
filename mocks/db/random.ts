/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    amount: (min: number, max: number, decimals = 2) =>
      Number((min + next() * (max - min)).toFixed(decimals)),
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Seconds since the epoch. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The demo's "now" is fixed when the database is seeded, rounded to the minute. */
export const DAY = 86_400;
