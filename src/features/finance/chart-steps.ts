import dayjs from 'dayjs';

/** Periods of the balance chart, in days (the last N days through today). */
import { CHART_PERIODS } from './finance-search';

export { CHART_PERIODS };
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const DEFAULT_PERIOD: ChartPeriod = 30;

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
