import * as v from 'valibot';
import { GroupBy } from '../finance/schemas/balance.schemas';
import { Seconds } from '../http/params.schemas';
import { answer, list, listItems, metaOf, money, num, ours, reader, record, time, tuple } from '../http/read';

/**
 * In / out chart. Buckets start at the start of the day, ISO week (Monday) or month in
 * `tzName`; every bucket of the range is present (zero when empty). `storeId` and
 * `paymentCurrency` repeat the key; an omitted list means every store / currency.
 */
export const InOutChartInput = v.object({
  merchantId: v.number(),
  groupBy: GroupBy,
  tzName: v.string(),
  storeId: v.optional(v.array(v.number())),
  startDate: Seconds,
  endDate: Seconds,
  paymentCurrency: v.optional(v.array(v.string())),
});
export type InOutChartInput = v.InferInput<typeof InOutChartInput>;

/**
 * `[bucket start (epoch s), in, out]`: in = `total_sum` (USDT) of successful in + deposit
 * invoices, out = of successful out + withdrawal invoices, by create_timestamp (the form the
 * demo backend answers with).
 */
export type InOutPoint = [time: number, inflow: number, outflow: number];

/** A point as read: a value the answer carried in a form that cannot be read is null (unknown, never drawn as 0). */
export type ChartPoint = [time: number, inflow: number | null, outflow: number | null];

const PointTuple = tuple([time(), money(), money()]);
/** SPEC section 3 calls chart rows "date, in-value, out-value": such an object is read too. */
const PointObject = record(
  { date: time(), in: money(), out: money() },
  { also: { in: 'in_value', out: 'out_value' } },
);

/** One point: SPEC section 7's `[time, in, out]`, or a `{ date, in, out }` row; null when its time cannot be read. */
export const InOutPointSchema = reader<unknown[] | Record<string, unknown>, ChartPoint>(
  metaOf(PointTuple),
  (value) => {
    if (Array.isArray(value)) {
      const point = v.parse(PointTuple, value);
      return point && point[0] !== null ? [point[0], point[1], point[2]] : null;
    }
    const point = v.parse(PointObject, value);
    return point && point.date !== null ? [point.date, point.in, point.out] : null;
  },
);

/**
 * The points (a list, `null` = none, or an object holding the list). A bucket left out is
 * zero, so a point that cannot be placed (its time unreadable) would draw its bucket as 0:
 * such an answer, like one that is no list, fails and the chart offers Try again.
 */
export const InOutChartAnswer = v.pipe(
  v.custom<InOutPoint[] | Record<string, unknown> | null>(() => true),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = listItems(dataset.value);
    const read = (raw ?? []).map((item) => v.parse(InOutPointSchema, item)).filter((point) => point !== null);
    if (raw === null || read.length < raw.length) {
      addIssue({ message: 'unreadable' });
      return NEVER;
    }
    return read;
  }),
  v.metadata({ ...metaOf(list(InOutPointSchema)), required: true }),
);

export const STATISTICS_PERIODS = ['day', 'week', 'month'] as const;
export const StatisticsPeriod = v.picklist(STATISTICS_PERIODS);
export type StatisticsPeriod = v.InferOutput<typeof StatisticsPeriod>;

export const StatisticsInput = v.object({
  merchantId: v.number(),
  period: StatisticsPeriod,
  tzName: v.string(),
});
export type StatisticsInput = v.InferInput<typeof StatisticsInput>;

/**
 * One figure of a card for the current period to date and the whole previous one. The
 * statistics call is ours (SPEC: "helper calls whose paths are not shown"): a figure that
 * cannot be read is null, shown as unknown, and no percent change is made up from it.
 */
const Comparison = record({ current: ours(money()), previous: ours(money()) });
export type Comparison = NonNullable<v.InferOutput<typeof Comparison>>;
/** The conversion card's figures: percents (0-100), numbers that are not money. */
const PercentComparison = record({ current: ours(num()), previous: ours(num()) });

/**
 * Current period to date against the whole previous one (SPEC section 9): day = today vs
 * yesterday, week = this ISO week vs the previous, month = this month vs the previous, in
 * `tzName`. income / payout: `total_sum` (USDT) of successful in + deposit / out + withdrawal
 * invoices; conversion: percent (0-100) of the payments (type in) created in the period
 * that succeeded.
 */
export const StatisticsAnswer = answer({
  income: ours(Comparison),
  payout: ours(Comparison),
  conversion: ours(PercentComparison),
});
export type StatisticsAnswer = v.InferOutput<typeof StatisticsAnswer>;
