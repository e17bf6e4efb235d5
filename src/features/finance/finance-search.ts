import * as v from 'valibot';
import { optionalValid } from '@/lib/search-params';

// The routes' search schemas: part of the route tree, which every page has at start, so they
// hold valibot and plain data only.

/** Chart periods of the finance overview, in days. */
export const CHART_PERIODS = [7, 30, 90, 365] as const;
const GROUP_BY = ['day', 'week', 'month'] as const;

const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/));
const Period = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.transform(Number))]),
  v.picklist(CHART_PERIODS),
);

/** URL state of /finance: the chart's period, step and wallet, and the new-wallet dialog. */
export const OverviewSearch = v.object({
  period: optionalValid(Period),
  step: optionalValid(v.picklist(GROUP_BY)),
  currency: optionalValid(CurrencyCode),
  dialog: optionalValid(v.picklist(['new-wallet'])),
});
export type OverviewSearch = v.InferOutput<typeof OverviewSearch>;

/** URL state of /finance/replenishment: the currency to top up. */
export const CurrencySearch = v.object({
  currency: optionalValid(CurrencyCode),
});
export type CurrencySearch = v.InferOutput<typeof CurrencySearch>;

/** URL state of /finance/withdrawal: the wallet to withdraw from and the add-favourite dialog. */
export const WithdrawalSearch = v.object({
  currency: optionalValid(CurrencyCode),
  dialog: optionalValid(v.picklist(['add-favorite'])),
});
export type WithdrawalSearch = v.InferOutput<typeof WithdrawalSearch>;
