import dayjs from 'dayjs';
import { GROUP_BY, type GroupBy } from '@/api/finance/finance.schemas';

/** Periods of the balance chart, in days (the last N days through today). */
import { CHART_PERIODS } from './finance-search';

export { CHART_PERIODS };
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const DEFAULT_PERIOD: ChartPeriod = 30;

/**
 * SPEC section 5 "Chart step options by range length": up to 31 days day, week and month;
 * over 31 (up to 365) week and month; over 365 month only.
 */
export function stepOptions(days: number): GroupBy[] {
  if (days > 365) return ['month'];
  if (days > 31) return ['week', 'month'];
  return [...GROUP_BY];
}

/** The step to use: the chosen one while the range allows it, else the first allowed option. */
export function resolveStep(days: number, step: GroupBy | undefined): GroupBy {
  const options = stepOptions(days);
  return step && options.includes(step) ? step : (options[0] as GroupBy);
}

/** The last `days` days through today: from the start of the first day to the end of today (epoch s). */
export function periodRange(days: number, now: Date = new Date()): { startDate: number; endDate: number } {
  const today = dayjs(now);
  return {
    startDate: today
      .subtract(days - 1, 'day')
      .startOf('day')
      .unix(),
    endDate: today.endOf('day').unix(),
  };
}

/** A single point gets a second zero-value point at the same time, so a line can be drawn. */
export function chartPoints(points: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const list = points.map(([t, v]) => [t, v] as [number, number]);
  if (list.length === 1) list.push([(list[0] as [number, number])[0], 0]);
  return list;
}
