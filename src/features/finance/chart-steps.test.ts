import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chartPoints, periodRange } from './chart-steps';

describe('balance chart range', () => {
  it('covers the last N days through the end of today', () => {
    const now = new Date(2024, 2, 10, 15, 30);
    const range = periodRange(7, now);
    expect(range.startDate).toBe(
      dayjs(new Date(2024, 2, 4))
        .startOf('day')
        .unix(),
    );
    expect(range.endDate).toBe(dayjs(now).endOf('day').unix());
  });

  it('adds a zero point next to a single point', () => {
    expect(chartPoints([[100, 5]])).toEqual([
      [100, 5],
      [100, 0],
    ]);
    expect(chartPoints([])).toEqual([]);
  });
});
