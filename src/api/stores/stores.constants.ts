/**
 * Value sets of the stores contract as plain data, shared by the API schemas and the route
 * search schemas (which are part of the route tree every page has at start).
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
