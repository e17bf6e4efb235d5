import * as v from 'valibot';

// Request parameters every area sends alike.

/** An id the cabinet sends. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Epoch seconds the cabinet sends. */
export const Seconds = v.number();
export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;
/** An amount the merchant enters: above 0. */
export const PositiveAmount = v.pipe(v.number(), v.gtValue(0, 'amount_below_minimum'));
/** Rows asked for per page (API-NOTES "Keyset paging"). */
export const pageSize = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));
