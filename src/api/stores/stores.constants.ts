/**
 * Value sets of the stores contract as plain data: route search schemas import these
 * instead of stores.schemas.ts, so the schemas stay out of the entry chunk.
 */
export const STORE_STATUSES = ['approval', 'approved', 'denied', 'returned'] as const;
export type StoreStatusValue = (typeof STORE_STATUSES)[number];

export const STORE_SORT_COLUMNS = ['title', 'status', 'created'] as const;
export type StoreSortColumnValue = (typeof STORE_SORT_COLUMNS)[number];

export type SortDirectionValue = 'asc' | 'desc';
