import * as v from 'valibot';
import { STORE_SORT_COLUMNS, STORE_STATUSES, STORE_WIRE_SORT_COLUMNS } from '../stores.constants';

export { STORE_SORT_COLUMNS, STORE_STATUSES, STORE_WIRE_SORT_COLUMNS };

/** API-NOTES "Value sets". */
export const StoreStatus = v.picklist(STORE_STATUSES);
export type StoreStatus = v.InferOutput<typeof StoreStatus>;

/** How the store list is sorted on screen (on the client; see stores.constants.ts). */
export const StoreSortColumn = v.picklist(STORE_SORT_COLUMNS);
export type StoreSortColumn = v.InferOutput<typeof StoreSortColumn>;

/** Sort columns GET /api/store/list is asked for: Store fields SPEC.md names. */
export const StoreWireSortColumn = v.picklist(STORE_WIRE_SORT_COLUMNS);
export type StoreWireSortColumn = v.InferOutput<typeof StoreWireSortColumn>;

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

/**
 * Who pays the store's commission (POST /api/store/fee-settings): `merchant` = the whole
 * fee is taken from the merchant (client_fee 0), `client` = the payer pays it on top
 * (merchant_fee 0), `split` = half each. The total rate is set by the provider.
 */
export const FEE_PAYERS = ['merchant', 'client', 'split'] as const;
export const FeePayer = v.picklist(FEE_PAYERS);
export type FeePayer = v.InferOutput<typeof FeePayer>;

export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Fees are fractions: 0.015 = 1.5 % (API-NOTES "Time and money"). */
export const Fee = v.number();
export const PageSize = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));
export const CurrencyCode = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Z0-9]{2,10}$/, 'incorrect_currency_format'),
);
