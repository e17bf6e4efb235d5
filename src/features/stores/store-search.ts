import * as v from 'valibot';
import {
  type SortDirectionValue as SortDirection,
  STORE_SORT_COLUMNS,
  STORE_STATUSES,
  type StoreSortColumnValue as StoreSortColumn,
} from '@/constants/stores';
import type { StoreListView } from '@/domain/stores';
import { optionalValid } from '@/lib/search-params';

/** URL state of /store: sort, direction, status filter (any of) and title search. */
export const StoreListSearch = v.object({
  sort: optionalValid(v.picklist(STORE_SORT_COLUMNS)),
  dir: optionalValid(v.picklist(['asc', 'desc'])),
  status: optionalValid(
    v.pipe(
      v.array(v.picklist(STORE_STATUSES)),
      v.transform((list) => [...new Set(list)]),
    ),
  ),
  q: optionalValid(v.pipe(v.string(), v.maxCodePoints(64))),
});
export type StoreListSearch = v.InferOutput<typeof StoreListSearch>;

/** Newest first: by `created`, or by id where a backend does not send it (not a field SPEC names). */
export const DEFAULT_STORE_SORT: StoreSortColumn = 'created';
export const DEFAULT_STORE_DIR: SortDirection = 'desc';

/**
 * What the list shows for a URL state (defaults filled in, empty filters left out), applied
 * on the client by selectStores: nothing of it is sent (SPEC.md names no list filter).
 */
export function storeListView(search: StoreListSearch): StoreListView {
  const q = search.q?.trim();
  return {
    sortColumn: search.sort ?? DEFAULT_STORE_SORT,
    sortDirection: search.dir ?? DEFAULT_STORE_DIR,
    ...(search.status?.length ? { status: [...search.status].sort() } : {}),
    ...(q ? { search: q } : {}),
  };
}

/** Clicking a column: the same column toggles the direction; a new one starts ascending (created: newest first). */
export function nextSort(
  current: { sort: StoreSortColumn; dir: SortDirection },
  column: StoreSortColumn,
): { sort: StoreSortColumn; dir: SortDirection } {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: column === 'created' ? 'desc' : 'asc' };
}

/** URL state of the fees page: fee history order (newest first by default). */
export const StoreFeesSearch = v.object({
  order: optionalValid(v.picklist(['asc', 'desc'])),
});
export type StoreFeesSearch = v.InferOutput<typeof StoreFeesSearch>;
