import dayjs from 'dayjs';
import type { InOutPoint } from '@/api/dashboard/dashboard.schemas';

/** A calendar day as `YYYY-MM-DD` in the browser's zone (how ranges live in the URL). */
export type IsoDay = string;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar day written as `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDay(value: string): value is IsoDay {
  return ISO_DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

export function toIsoDay(date: dayjs.Dayjs | Date): IsoDay {
  return dayjs(date).format('YYYY-MM-DD');
}

/** SPEC.md section 9: the default chart range is the last 30 days through today. */
export function defaultRange(today: dayjs.Dayjs = dayjs()): { from: IsoDay; to: IsoDay } {
  return { from: toIsoDay(today.subtract(29, 'day')), to: toIsoDay(today) };
}

/** Calendar days in a range, both ends included (a range of one day counts 1). */
export function rangeDays(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Chart steps (`groupBy` of the chart calls: the dashboard's and the balance chart's). */
export const CHART_STEPS = ['day', 'week', 'month'] as const;
export type ChartStep = (typeof CHART_STEPS)[number];

/**
 * SPEC.md section 5 "Chart step options by range length": up to 31 days day, week and
 * month; over 31 and up to 365 week and month; over 365 month only.
 */
export function stepOptions(days: number): ChartStep[] {
  if (days > 365) return ['month'];
  if (days > 31) return ['week', 'month'];
  return [...CHART_STEPS];
}

/** The step actually used: the chosen one while the range allows it, else the first allowed option. */
export function resolveStep(days: number, step: ChartStep | undefined): ChartStep {
  const options = stepOptions(days);
  return step && options.includes(step) ? step : (options[0] as ChartStep);
}

const band = (days: number) => (days > 365 ? 2 : days > 31 ? 1 : 0);

/**
 * The step after the range changed: when the range comes to exceed 31 days the step
 * switches to week, over 365 to month; otherwise the step stays unless it is no longer
 * allowed, then it resets to the first allowed option.
 */
export function stepAfterRangeChange(step: ChartStep, previousDays: number, nextDays: number): ChartStep {
  const options = stepOptions(nextDays);
  const first = options[0] as ChartStep;
  if (band(nextDays) > band(previousDays)) return first;
  return options.includes(step) ? step : first;
}

/** SPEC.md section 5: a typed start later than the end is clamped to the end. */
export function clampTypedStart(start: IsoDay, end: IsoDay): IsoDay {
  return start > end ? end : start;
}

/** SPEC.md section 5: a typed end earlier than the start is clamped to the start. */
export function clampTypedEnd(end: IsoDay, start: IsoDay): IsoDay {
  return end < start ? start : end;
}

/** The request range: the start at the start of its day, the end at the end of its day (epoch seconds). */
export function rangeToEpoch(from: IsoDay, to: IsoDay): { startDate: number; endDate: number } {
  return { startDate: dayjs(from).startOf('day').unix(), endDate: dayjs(to).endOf('day').unix() };
}

export interface CalendarDraft {
  start: IsoDay;
  end: IsoDay;
  /** What the next click chooses. */
  picking: 'start' | 'end';
}

/**
 * SPEC.md section 4: calendar clicks alternate between choosing the start and the end;
 * an end before the start swaps them. `complete` is true once both ends are chosen.
 */
export function calendarPick(draft: CalendarDraft, day: IsoDay): CalendarDraft & { complete: boolean } {
  if (draft.picking === 'start') return { start: day, end: day, picking: 'end', complete: false };
  const [start, end] = day < draft.start ? [day, draft.start] : [draft.start, day];
  return { start, end, picking: 'start', complete: true };
}

/** SPEC.md section 4: a single data point gets a second, zero-value point at the same time. */
export function withZeroPoint(points: readonly InOutPoint[]): InOutPoint[] {
  const only = points.length === 1 ? points[0] : undefined;
  return only ? [[only[0], 0, 0], only] : [...points];
}

/** SPEC.md section 5 "Currency filter": up to 2 chosen tags on desktop, 3 on mobile, the rest as "+N". */
export function visibleTags<T>(chosen: readonly T[], mobile: boolean): { shown: T[]; rest: number } {
  const shown = chosen.slice(0, mobile ? 3 : 2);
  return { shown, rest: chosen.length - shown.length };
}

/** Case-insensitive "contains" used by the filters' search boxes. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || text.toLocaleLowerCase().includes(needle);
}

/** SPEC.md section 5: USDT is not offered in the currency filter (amounts are already in USDT). */
export function currencyFilterOptions<T extends { code: string }>(currencies: readonly T[]): T[] {
  return currencies.filter((currency) => currency.code.toUpperCase() !== 'USDT');
}
