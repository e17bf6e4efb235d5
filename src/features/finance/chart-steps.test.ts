import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chartPoints, periodRange, resolveStep, stepOptions } from './chart-steps';

describe('balance chart step options by range length (SPEC 5)', () => {
  it('offers day, week and month up to 31 days', () => {
    expect(stepOptions(7)).toEqual(['day', 'week', 'month']);
    expect(stepOptions(31)).toEqual(['day', 'week', 'month']);
  });

  it('offers week and month over 31 days up to 365', () => {
    expect(stepOptions(32)).toEqual(['week', 'month']);
    expect(stepOptions(365)).toEqual(['week', 'month']);
  });

  it('offers only month over 365 days', () => {
    expect(stepOptions(366)).toEqual(['month']);
  });

  it('keeps an allowed step and switches to the first allowed one otherwise', () => {
    expect(resolveStep(30, 'month')).toBe('month');
    expect(resolveStep(90, 'day')).toBe('week');
    expect(resolveStep(400, 'week')).toBe('month');
    expect(resolveStep(7, undefined)).toBe('day');
  });
});

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
