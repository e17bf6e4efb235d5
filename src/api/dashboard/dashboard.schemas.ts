import * as v from 'valibot';
import { GroupBy } from '../finance/finance.schemas';

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
export const InOutPoint = v.tuple([v.number(), v.number(), v.number()]);
export type InOutPoint = v.InferOutput<typeof InOutPoint>;
export const InOutChartAnswer = v.array(InOutPoint);

export const STATISTICS_PERIODS = ['day', 'week', 'month'] as const;
export const StatisticsPeriod = v.picklist(STATISTICS_PERIODS);
export type StatisticsPeriod = v.InferOutput<typeof StatisticsPeriod>;

export const StatisticsInput = v.object({
  merchantId: v.number(),
  period: StatisticsPeriod,
  tzName: v.string(),
});
export type StatisticsInput = v.InferInput<typeof StatisticsInput>;

const Comparison = v.object({ current: v.number(), previous: v.number() });
export type Comparison = v.InferOutput<typeof Comparison>;

/**
 * Current period to date against the whole previous one (SPEC section 9): day = today vs
 * yesterday, week = this ISO week vs the previous, month = this month vs the previous, in
 * `tzName`. income / payout: `total_sum` (USDT) of successful in + deposit / out + withdrawal
 * invoices; conversion: percent (0-100) of the payments (type in) created in the period
 * that succeeded.
 */
export const StatisticsAnswer = v.object({
  income: Comparison,
  payout: Comparison,
  conversion: Comparison,
});
export type StatisticsAnswer = v.InferOutput<typeof StatisticsAnswer>;
