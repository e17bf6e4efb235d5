import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { OutputOf } from '../http/endpoint';
import { apiKeys, keysetInfiniteQuery } from '../http/query';
import { request } from '../http/request';
import {
  storeCurrencyFee as currencyFeeEndpoint,
  storeFeeHistory,
  storeList,
  storeListShort,
  storePrivate,
} from './stores.endpoints';
import { normalizeStore, sortShortList } from './stores.rules';
import type { SortDirection, Store, StoreListInput, StoreSortColumn } from './stores.schemas';

export const STORE_PAGE_SIZE = 20;
export const FEE_HISTORY_PAGE_SIZE = 20;

/** What the store list is filtered and sorted by (the keyset cursor and page size aside). */
export type StoreListFilters = Omit<StoreListInput, 'prevId' | 'prevValue' | 'pageSize'>;

/**
 * Keys of the stores area. Infinite lists and plain queries never share a key; every key
 * starts with `stores`, so `storeKeys.all` reaches the whole area.
 */
export const storeKeys = {
  all: apiKeys.area(storeList.area),
  lists: () => apiKeys.endpoint(storeList),
  list: (filters: StoreListFilters) => apiKeys.infinite(storeList, filters),
  shortLists: () => apiKeys.endpoint(storeListShort),
  shortList: (merchantId: number) => apiKeys.query(storeListShort, { merchantId, short: true }),
  details: () => apiKeys.endpoint(storePrivate),
  detail: (id: number) => apiKeys.query(storePrivate, { id }),
  /** Every fee-history list of a store (both directions): partial match on the input. */
  feeHistories: (storeId: number) => [...apiKeys.endpoint(storeFeeHistory), 'infinite', { storeId }] as const,
  feeHistory: (storeId: number, sortDirection: SortDirection) =>
    apiKeys.infinite(storeFeeHistory, { storeId, sortDirection }),
  currencyFee: (storeId: number) => apiKeys.query(currencyFeeEndpoint, { storeId }),
};

type StoreListAnswer = OutputOf<typeof storeList>;
export interface StoreListPage extends Omit<StoreListAnswer, 'stores'> {
  stores: Store[];
}

/** The keyset cursor of a store row: its id and its value of the sort column. */
export function storeCursor(store: Pick<Store, 'id' | StoreSortColumn>, sortColumn: StoreSortColumn) {
  return { prevId: store.id, prevValue: store[sortColumn] };
}

/** The store list, 20 per page, pages of normalised stores. */
export function storeListInfinite(filters: StoreListFilters) {
  const keyset = keysetInfiniteQuery(storeList, filters, {
    rows: (answer) => answer.stores,
    cursor: (store) => storeCursor(store, filters.sortColumn),
    pageSize: STORE_PAGE_SIZE,
  });
  const fetchPage = keyset.queryFn;
  return infiniteQueryOptions({
    queryKey: storeKeys.list(filters),
    initialPageParam: keyset.initialPageParam,
    getNextPageParam: keyset.getNextPageParam,
    queryFn: async (context): Promise<StoreListPage> => {
      if (typeof fetchPage !== 'function') throw new Error('stores.list: no query function');
      const answer = await fetchPage(context);
      return { ...answer, stores: answer.stores.map(normalizeStore) };
    },
  });
}

/** Stores for filters, sorted by title (SPEC.md section 7); archived ones are flagged. */
export function storeShortList(merchantId: number) {
  return queryOptions({
    queryKey: storeKeys.shortList(merchantId),
    queryFn: async ({ signal }) => {
      const answer = await request(storeListShort, { merchantId, short: true }, { signal });
      return sortShortList(answer.stores);
    },
  });
}

export function storeDetail(id: number) {
  return queryOptions({
    queryKey: storeKeys.detail(id),
    queryFn: async ({ signal }): Promise<Store> =>
      normalizeStore(await request(storePrivate, { id }, { signal })),
  });
}

export function storeFeeHistoryInfinite(storeId: number, sortDirection: SortDirection) {
  return keysetInfiniteQuery(
    storeFeeHistory,
    { storeId, sortDirection },
    {
      rows: (answer) => answer.history,
      cursor: (row) => ({ prevId: row.id, prevValue: row.created }),
      pageSize: FEE_HISTORY_PAGE_SIZE,
    },
  );
}

export function storeCurrencyFee(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.currencyFee(storeId),
    queryFn: ({ signal }) => request(currencyFeeEndpoint, { storeId }, { signal }),
  });
}

/** Page size of `storeListAll` (the largest the list call accepts). */
export const STORE_LIST_ALL_PAGE_SIZE = 100;

/**
 * Every store of the merchant in one query (the dashboard carousel): keyset pages of 100
 * by creation, fetched until a short page. Sits under `storeKeys.lists()`, so every
 * store mutation that refreshes the lists refreshes it too.
 */
export function storeListAll(merchantId: number) {
  const filters: StoreListFilters = { merchantId, sortColumn: 'created', sortDirection: 'asc' };
  return queryOptions({
    queryKey: apiKeys.query(storeList, { ...filters, pageSize: STORE_LIST_ALL_PAGE_SIZE }),
    queryFn: async ({ signal }): Promise<StoreListPage> => {
      const stores: Store[] = [];
      let count = 0;
      let cursor: ReturnType<typeof storeCursor> | null = null;
      do {
        const answer: StoreListAnswer = await request(
          storeList,
          { ...filters, ...(cursor ?? {}), pageSize: STORE_LIST_ALL_PAGE_SIZE },
          { signal },
        );
        count = answer.count;
        stores.push(...answer.stores.map(normalizeStore));
        const last: StoreListAnswer['stores'][number] | undefined = answer.stores[answer.stores.length - 1];
        cursor =
          last && answer.stores.length === STORE_LIST_ALL_PAGE_SIZE ? storeCursor(last, 'created') : null;
      } while (cursor);
      return { count, stores };
    },
  });
}
