import * as v from 'valibot';
import type { StatisticsPeriod as StatisticsPeriodValue } from '@/api/dashboard/dashboard.schemas';
import { IsoDay, optionalValid as optional } from '@/lib/search-params';

// This module is the route's search schema, part of the route tree every page has at start,
// so it imports nothing but valibot (no API schemas, no date library).
const StatisticsPeriod = v.picklist(['day', 'week', 'month']);
const GroupBy = v.picklist(['day', 'week', 'month']);

const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,10}$/));
const StoreId = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * The dashboard's URL state (typed search params of /), so a chosen view survives a
 * reload and can be shared. Absent = default: periods `day`, newest invoices first,
 * the last 30 days, the first step allowed for the range, every currency, every store.
 */
export const DashboardSearch = v.object({
  /** Period of the Income, Payout and Conversion cards. */
  income: optional(StatisticsPeriod),
  payout: optional(StatisticsPeriod),
  conversion: optional(StatisticsPeriod),
  /** Date column of the transaction table. */
  sort: optional(v.picklist(['asc', 'desc'])),
  /** Chart range, calendar days in the browser's zone. */
  from: optional(IsoDay),
  to: optional(IsoDay),
  step: optional(GroupBy),
  /** Chosen payment currencies (none = all). */
  cur: optional(v.array(CurrencyCode)),
  /** Chosen stores; absent = all, empty = none (the chart is emptied). */
  stores: optional(v.array(StoreId)),
});
export type DashboardSearch = v.InferOutput<typeof DashboardSearch>;

export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriodValue = 'day';
