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
