/**
 * Value sets and limits of the stores contract as plain data, below both the API schemas and
 * the domain rules; route search schemas import these instead of stores.schemas.ts, so the
 * schemas stay out of the entry chunk.
 */
export const STORE_STATUSES = ['approval', 'approved', 'denied', 'returned'] as const;

/**
 * How the store list can be sorted on screen. The cabinet sorts on the client (every store
 * of the merchant is loaded): `created` is not a Store field SPEC.md names, so it is never
 * sent; without it "newest first" sorts by id.
 */
export const STORE_SORT_COLUMNS = ['title', 'status', 'created'] as const;
export type StoreSortColumnValue = (typeof STORE_SORT_COLUMNS)[number];

/**
 * Sort columns sent to GET /api/store/list: Store fields SPEC.md section 3 names. A backend
 * written from SPEC may refuse any other column (400 validation_error).
 */
export const STORE_WIRE_SORT_COLUMNS = ['id', 'title', 'status'] as const;

export type SortDirectionValue = 'asc' | 'desc';

/** SPEC.md section 9: default payment currency. */
export const DEFAULT_PAYMENT_CURRENCY = 'USDT';

/** Store settings limits (the demo backend and the forms use the same numbers). */
export const STORE_TITLE_MIN = 3;
export const STORE_TITLE_MAX = 64;
/** Invoice lifetime bounds in seconds: 5 minutes .. 7 days. */
export const STORE_TTL_MIN = 300;
export const STORE_TTL_MAX = 604_800;
