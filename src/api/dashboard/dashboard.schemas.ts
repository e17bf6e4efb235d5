import * as v from 'valibot';
import { GroupBy } from '../finance/finance.schemas';
import { aliases, entity, ext, LIST_KEYS, listOf } from '../http/wire';

/** Epoch seconds. */
const Seconds = v.number();

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
 * invoices, out = of successful out + withdrawal invoices, by create_timestamp.
 */
export type InOutPoint = [number, number, number];

const InOutPointObject = aliases(
  entity('InOutPoint', { date: Seconds, in: v.number(), out: v.number() }),
  'InOutPoint',
  { date: ['time', 'timestamp'], in: ['inflow', 'in_value'], out: ['outflow', 'out_value'] },
);

/**
 * SPEC section 7: "data as a list of [time, in, out]"; section 3 also calls chart rows
 * "date, in-value, out-value", so `{ date, in, out }` rows are read as well. A point that
 * cannot be read is skipped (and reported), never drawn as 0.
 */
export const InOutPointSchema = v.union([
  v.tuple([Seconds, v.number(), v.number()]),
  v.pipe(
    InOutPointObject,
    v.transform((point): InOutPoint => [point.date, point.in, point.out]),
  ),
]);
export const InOutChartAnswer = listOf(InOutPointSchema, 'InOutPoint', ['points', ...LIST_KEYS]);

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
 * statistics call is ours (SPEC: "helper calls whose paths are not shown"): every figure may
 * be missing.
 */
const Comparison = entity('StatisticsFigure', {
  current: ext(v.number(), null, 'the card shows — and no percent change'),
  previous: ext(v.number(), null, 'the card shows its figure without a percent change'),
});
export type Comparison = v.InferOutput<typeof Comparison>;

/**
 * Current period to date against the whole previous one (SPEC section 9): day = today vs
 * yesterday, week = this ISO week vs the previous, month = this month vs the previous, in
 * `tzName`. income / payout: `total_sum` (USDT) of successful in + deposit / out + withdrawal
 * invoices; conversion: percent (0-100) of the payments (type in) created in the period
 * that succeeded.
 */
export const StatisticsAnswer = entity('Statistics', {
  income: ext(Comparison, null, 'the Income card shows — and no percent change'),
  payout: ext(Comparison, null, 'the Payout card shows — and no percent change'),
  conversion: ext(Comparison, null, 'the Conversion card shows — and no percent change'),
});
export type StatisticsAnswer = v.InferOutput<typeof StatisticsAnswer>;
