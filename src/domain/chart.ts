import dayjs from 'dayjs';
import type { ChartPoint } from '@/api/dashboard/dashboard.schemas';

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

// ------------------------------------------------------------------ buckets in a zone

/** A calendar day (month 1-12; out-of-range days and months roll over, as Date.UTC does). */
interface Day {
  y: number;
  m: number;
  d: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone (`''`: the browser's own); an unknown zone name reads as the browser's. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time of an instant (ms) in a zone, as if it were UTC (ms). */
function wallAsUtc(ms: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
}

/** The calendar day of an instant (epoch s) in a zone. */
function dayIn(seconds: number, timeZone: string): Day {
  const wall = new Date(wallAsUtc(seconds * 1000, timeZone));
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() };
}

/** The instant (epoch s) a day starts in a zone: its local midnight (the offset checked twice, for clock changes). */
function midnightIn(day: Day, timeZone: string): number {
  const wall = Date.UTC(day.y, day.m - 1, day.d);
  let instant = wall - (wallAsUtc(wall, timeZone) - wall);
  instant = wall - (wallAsUtc(instant, timeZone) - instant);
  return Math.floor(instant / 1000);
}

/** The start of the bucket holding a day: the day, its ISO week (Monday) or its month. */
function bucketDay(day: Day, step: ChartStep): Day {
  if (step === 'day') return day;
  if (step === 'month') return { y: day.y, m: day.m, d: 1 };
  const weekday = new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
  return { ...day, d: day.d - ((weekday + 6) % 7) };
}

/** The first day of the next bucket. */
function nextBucketDay(day: Day, step: ChartStep): Day {
  const next = new Date(
    Date.UTC(
      day.y,
      day.m - 1 + (step === 'month' ? 1 : 0),
      step === 'month' ? 1 : day.d + (step === 'week' ? 7 : 1),
    ),
  );
  return { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
}

/** At most this many buckets are laid out (a range of 15 years by day). */
const MAX_BUCKETS = 5500;

/**
 * Every bucket of `step` the range (epoch seconds, both ends included) touches, as epoch
 * seconds of its start: from the bucket holding the start through the one holding the end,
 * in the zone the request names (`tzName`, the browser's zone), one day / ISO week (Monday) /
 * month apart whatever the clock changes.
 */
export function bucketStarts(startDate: number, endDate: number, step: ChartStep, timeZone = ''): number[] {
  const starts: number[] = [];
  let day = bucketDay(dayIn(startDate, timeZone), step);
  for (let start = midnightIn(day, timeZone); start <= endDate && starts.length < MAX_BUCKETS; ) {
    starts.push(start);
    day = nextBucketDay(day, step);
    start = midnightIn(day, timeZone);
  }
  return starts;
}

/** The request a chart answer belongs to: its range, step and zone. */
export interface ChartRange {
  startDate: number;
  endDate: number;
  groupBy: ChartStep;
  tzName: string;
}

/**
 * The chart of a range, one point per bucket of the step (the dashboard chart, SPEC.md
 * section 2): a bucket the answer left out is zero; a point goes to the bucket that holds its
 * time (points of one bucket add up; one outside the range is not drawn); a value the answer
 * sent in a form that could not be read stays unknown (null), and so does a sum it is part of.
 */
export function fillBuckets(points: readonly ChartPoint[], range: ChartRange): ChartPoint[] {
  const starts = bucketStarts(range.startDate, range.endDate, range.groupBy, range.tzName);
  const filled: ChartPoint[] = starts.map((start) => [start, 0, 0]);
  const first = starts[0];
  const last = starts[starts.length - 1];
  if (first === undefined || last === undefined) return filled;
  const lastDay = nextBucketDay(bucketDay(dayIn(last, range.tzName), range.groupBy), range.groupBy);
  const end = midnightIn(lastDay, range.tzName);
  const add = (sum: number | null, value: number | null) =>
    sum === null || value === null ? null : sum + value;
  for (const [time, inflow, outflow] of points) {
    if (time < first || time >= end) continue;
    let index = starts.length - 1;
    while (index > 0 && (starts[index] ?? 0) > time) index--;
    const bucket = filled[index];
    if (!bucket) continue;
    bucket[1] = add(bucket[1], inflow);
    bucket[2] = add(bucket[2], outflow);
  }
  return filled;
}

/** SPEC.md section 4: a single data point gets a second, zero-value point at the same time. */
export function withZeroPoint(points: readonly ChartPoint[]): ChartPoint[] {
  const only = points.length === 1 ? points[0] : undefined;
  return only ? [[only[0], 0, 0], only] : [...points];
}

/** The sum of a series; unknown (null) when one of its values is. */
export function seriesTotal(points: readonly ChartPoint[], series: 1 | 2): number | null {
  let total = 0;
  for (const point of points) {
    const value = point[series];
    if (value === null) return null;
    total += value;
  }
  return total;
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
