import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  bucketStarts,
  calendarPick,
  clampTypedEnd,
  clampTypedStart,
  currencyFilterOptions,
  defaultRange,
  fillBuckets,
  isIsoDay,
  matchesSearch,
  rangeDays,
  rangeToEpoch,
  resolveStep,
  seriesTotal,
  stepAfterRangeChange,
  stepOptions,
  visibleTags,
  withZeroPoint,
} from './chart';

describe('chart step options by range length (SPEC section 5)', () => {
  it('offers day, week and month up to 31 days', () => {
    expect(stepOptions(1)).toEqual(['day', 'week', 'month']);
    expect(stepOptions(7)).toEqual(['day', 'week', 'month']);
    expect(stepOptions(31)).toEqual(['day', 'week', 'month']);
  });

  it('offers week and month over 31 and up to 365 days', () => {
    expect(stepOptions(32)).toEqual(['week', 'month']);
    expect(stepOptions(365)).toEqual(['week', 'month']);
  });

  it('offers month only over 365 days', () => {
    expect(stepOptions(366)).toEqual(['month']);
  });

  it('counts the days of a range with both ends included', () => {
    expect(rangeDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(rangeDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(rangeDays('2026-03-01', '2026-04-01')).toBe(32);
    // A daylight-saving change inside the range does not shift the count.
    expect(rangeDays('2026-03-20', '2026-04-05')).toBe(17);
  });
});

describe('step switch when the range changes (SPEC section 5)', () => {
  it('switches to week when the range comes to exceed 31 days', () => {
    expect(stepAfterRangeChange('day', 30, 90)).toBe('week');
    expect(stepAfterRangeChange('month', 30, 90)).toBe('week');
  });

  it('switches to month when the range comes to exceed 365 days', () => {
    expect(stepAfterRangeChange('day', 30, 400)).toBe('month');
    expect(stepAfterRangeChange('week', 90, 400)).toBe('month');
  });

  it('keeps a chosen step that is still allowed', () => {
    expect(stepAfterRangeChange('month', 90, 120)).toBe('month');
    expect(stepAfterRangeChange('week', 90, 10)).toBe('week');
    expect(stepAfterRangeChange('month', 400, 90)).toBe('month');
  });

  it('resets a step no longer allowed to the first allowed option', () => {
    expect(resolveStep(90, 'day')).toBe('week');
    expect(resolveStep(400, 'week')).toBe('month');
    expect(resolveStep(30, undefined)).toBe('day');
    expect(resolveStep(30, 'month')).toBe('month');
  });

  it('keeps an allowed step and switches to the first allowed one otherwise (the balance chart)', () => {
    expect(resolveStep(30, 'month')).toBe('month');
    expect(resolveStep(90, 'day')).toBe('week');
    expect(resolveStep(400, 'week')).toBe('month');
    expect(resolveStep(7, undefined)).toBe('day');
  });
});

describe('period picker (SPEC sections 4 and 5)', () => {
  it('clamps a typed start later than the end to the end', () => {
    expect(clampTypedStart('2026-05-10', '2026-05-01')).toBe('2026-05-01');
    expect(clampTypedStart('2026-04-10', '2026-05-01')).toBe('2026-04-10');
  });

  it('clamps a typed end earlier than the start to the start', () => {
    expect(clampTypedEnd('2026-04-01', '2026-05-01')).toBe('2026-05-01');
    expect(clampTypedEnd('2026-06-01', '2026-05-01')).toBe('2026-06-01');
  });

  it('normalises the start to the start of its day and the end to the end of its day', () => {
    const { startDate, endDate } = rangeToEpoch('2026-05-01', '2026-05-03');
    expect(dayjs.unix(startDate).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-01 00:00:00');
    expect(dayjs.unix(endDate).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-03 23:59:59');
  });

  it('alternates calendar clicks between the start and the end', () => {
    const first = calendarPick({ start: '2026-05-01', end: '2026-05-30', picking: 'start' }, '2026-05-10');
    expect(first).toEqual({ start: '2026-05-10', end: '2026-05-10', picking: 'end', complete: false });
    const second = calendarPick(first, '2026-05-20');
    expect(second).toEqual({ start: '2026-05-10', end: '2026-05-20', picking: 'start', complete: true });
  });

  it('reorders swapped calendar dates', () => {
    const first = calendarPick({ start: '2026-05-01', end: '2026-05-30', picking: 'start' }, '2026-05-20');
    expect(calendarPick(first, '2026-05-03')).toEqual({
      start: '2026-05-03',
      end: '2026-05-20',
      picking: 'start',
      complete: true,
    });
  });

  it('defaults to the last 30 days through today', () => {
    const range = defaultRange(dayjs('2026-05-30T15:00:00'));
    expect(range).toEqual({ from: '2026-05-01', to: '2026-05-30' });
    expect(rangeDays(range.from, range.to)).toBe(30);
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-1')).toBe(false);
  });
});

describe('chart data (SPEC section 4)', () => {
  it('gives a single data point a second zero-value point at the same time', () => {
    expect(withZeroPoint([[1_700_000_000, 12, 3]])).toEqual([
      [1_700_000_000, 0, 0],
      [1_700_000_000, 12, 3],
    ]);
  });

  it('leaves several points as they are', () => {
    const points: Array<[number, number, number]> = [
      [1, 2, 3],
      [4, 5, 6],
    ];
    expect(withZeroPoint(points)).toEqual(points);
    expect(withZeroPoint([])).toEqual([]);
  });
});

/** Epoch seconds of a wall-clock time in Berlin (CET, +1 h in winter; CEST, +2 h in summer). */
const berlin = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const BERLIN = 'Europe/Berlin';

describe('chart buckets: every bucket of the step in the range, in the zone of the request', () => {
  it('days start at local midnight, whatever the clock change (CEST ends on 26 Oct 2025)', () => {
    const starts = bucketStarts(
      berlin('2025-10-24T00:00:00+02:00'),
      berlin('2025-10-27T23:59:59+01:00'),
      'day',
      BERLIN,
    );
    expect(starts).toEqual([
      berlin('2025-10-24T00:00:00+02:00'),
      berlin('2025-10-25T00:00:00+02:00'),
      berlin('2025-10-26T00:00:00+02:00'),
      berlin('2025-10-27T00:00:00+01:00'),
    ]);
  });

  it('weeks start on Monday (ISO), the first one holding the range start', () => {
    // 2025-11-05 is a Wednesday; its ISO week starts on Monday the 3rd.
    const starts = bucketStarts(
      berlin('2025-11-05T00:00:00+01:00'),
      berlin('2025-11-18T23:59:59+01:00'),
      'week',
      BERLIN,
    );
    expect(starts).toEqual([
      berlin('2025-11-03T00:00:00+01:00'),
      berlin('2025-11-10T00:00:00+01:00'),
      berlin('2025-11-17T00:00:00+01:00'),
    ]);
  });

  it('months start on their first day, across a year end', () => {
    const starts = bucketStarts(
      berlin('2025-11-15T00:00:00+01:00'),
      berlin('2026-01-10T23:59:59+01:00'),
      'month',
      BERLIN,
    );
    expect(starts).toEqual([
      berlin('2025-11-01T00:00:00+01:00'),
      berlin('2025-12-01T00:00:00+01:00'),
      berlin('2026-01-01T00:00:00+01:00'),
    ]);
  });

  it('another zone has its own midnights', () => {
    const [first] = bucketStarts(
      Date.UTC(2025, 0, 10, 12) / 1000,
      Date.UTC(2025, 0, 10, 13) / 1000,
      'day',
      'America/New_York',
    );
    expect(first).toBe(Date.UTC(2025, 0, 10, 5) / 1000);
  });
});

describe('chart data: buckets the answer left out are zero (never a curve between neighbours)', () => {
  const range = {
    startDate: berlin('2025-11-01T00:00:00+01:00'),
    endDate: berlin('2025-11-05T23:59:59+01:00'),
    groupBy: 'day' as const,
    tzName: BERLIN,
  };
  const day = (n: number) => berlin(`2025-11-0${n}T00:00:00+01:00`);

  it('fills every day of the range, zero where the answer has no point', () => {
    expect(
      fillBuckets(
        [
          [day(2), 10, 4],
          [day(4), 3, 0],
        ],
        range,
      ),
    ).toEqual([
      [day(1), 0, 0],
      [day(2), 10, 4],
      [day(3), 0, 0],
      [day(4), 3, 0],
      [day(5), 0, 0],
    ]);
    expect(fillBuckets([], range)).toHaveLength(5);
  });

  it('puts a point in the bucket holding its time, adds points of one bucket, leaves out points outside the range', () => {
    const filled = fillBuckets(
      [
        [day(3) + 3600, 5, 1],
        [day(3) + 7200, 2, 1],
        [day(1) - 60, 100, 100],
        [day(5) + 86_400, 100, 100],
      ],
      range,
    );
    expect(filled[2]).toEqual([day(3), 7, 2]);
    expect(seriesTotal(filled, 1)).toBe(7);
    expect(seriesTotal(filled, 2)).toBe(2);
  });

  it('a value that could not be read stays unknown, and so do the sums it is part of', () => {
    const filled = fillBuckets([[day(2), null, 4]], range);
    expect(filled[1]).toEqual([day(2), null, 4]);
    expect(filled[0]).toEqual([day(1), 0, 0]);
    expect(seriesTotal(filled, 1)).toBeNull();
    expect(seriesTotal(filled, 2)).toBe(4);
  });

  it('fills weeks and months of the step too', () => {
    const weeks = fillBuckets([[berlin('2025-11-12T00:00:00+01:00'), 9, 0]], {
      ...range,
      startDate: berlin('2025-11-01T00:00:00+01:00'),
      endDate: berlin('2025-11-30T23:59:59+01:00'),
      groupBy: 'week',
    });
    expect(weeks.map(([time]) => time)).toEqual(
      ['2025-10-27', '2025-11-03', '2025-11-10', '2025-11-17', '2025-11-24'].map((d) =>
        berlin(`${d}T00:00:00+01:00`),
      ),
    );
    expect(weeks.map(([, inflow]) => inflow)).toEqual([0, 0, 9, 0, 0]);
  });

  it('a range of one bucket still gets the second, zero-value point (SPEC section 4)', () => {
    const one = fillBuckets([[day(1), 12, 3]], { ...range, endDate: berlin('2025-11-01T23:59:59+01:00') });
    expect(withZeroPoint(one)).toEqual([
      [day(1), 0, 0],
      [day(1), 12, 3],
    ]);
  });
});

describe('currency filter (SPEC section 5)', () => {
  it('shows up to 2 chosen tags on desktop and the rest as +N', () => {
    expect(visibleTags(['BTC', 'ETH', 'TRX', 'TON'], false)).toEqual({ shown: ['BTC', 'ETH'], rest: 2 });
    expect(visibleTags(['BTC'], false)).toEqual({ shown: ['BTC'], rest: 0 });
  });

  it('shows up to 3 chosen tags on mobile', () => {
    expect(visibleTags(['BTC', 'ETH', 'TRX', 'TON'], true)).toEqual({
      shown: ['BTC', 'ETH', 'TRX'],
      rest: 1,
    });
  });

  it('searches case-insensitively', () => {
    expect(matchesSearch('BTC', 'bt')).toBe(true);
    expect(matchesSearch('Aurora Coffee', 'COFFEE')).toBe(true);
    expect(matchesSearch('ETH', 'btc')).toBe(false);
    expect(matchesSearch('ETH', '  ')).toBe(true);
  });

  it('leaves USDT out of its options', () => {
    expect(
      currencyFilterOptions([{ code: 'BTC' }, { code: 'USDT' }, { code: 'usdt' }, { code: 'ETH' }]),
    ).toEqual([{ code: 'BTC' }, { code: 'ETH' }]);
  });
});
