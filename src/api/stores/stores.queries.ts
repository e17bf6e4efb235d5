import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { sortByTitle } from '@/lib/text';
import type { OutputOf } from '../http/endpoint';
import type { SortDirection } from '../http/params.schemas';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import type { Store, StoreFilterEntry, StoreWire } from './schemas/store.schemas';
import type { FeeHistoryRow } from './schemas/store-settings.schemas';
import {
  storeCurrencyFee as currencyFeeEndpoint,
  storeFeeHistory,
  storeList,
  storeListShort,
  storePrivate,
} from './stores.endpoints';
import { normalizeStore } from './stores-normalize';

export const FEE_HISTORY_PAGE_SIZE = 20;
/** Page size of every store-list call (the largest the call accepts). */
export const STORE_LIST_ALL_PAGE_SIZE = 100;
/** Pages of one merchant's stores read at most (10 000 stores): a guard against a backend that never ends. */
const STORE_LIST_MAX_PAGES = 100;

/** The one list call the cabinet makes: keyset by id (a Store field SPEC names), pages of 100. */
const allStoresInput = (merchantId: number) =>
  ({ merchantId, sortColumn: 'id', sortDirection: 'asc', pageSize: STORE_LIST_ALL_PAGE_SIZE }) as const;

/**
 * Keys of the stores area. Infinite lists and plain queries never share a key; every key
 * starts with `stores`, so `storeKeys.all` reaches the whole area.
 */
export const storeKeys = {
  all: apiKeys.area(storeList.area),
  lists: () => apiKeys.endpoint(storeList),
  /** Every store of a merchant (the list page and the dashboard carousel share it). */
  listAll: (merchantId: number) => apiKeys.query(storeList, allStoresInput(merchantId)),
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

export interface StoreListPage {
  /** Stores in the page (after the client's filters). */
  count: number;
  stores: Store[];
}

/**
 * Every store of the merchant: keyset pages of 100 by id (API-NOTES "Keyset paging"), read
 * until a short page, until `count` rows are held, or until a page brings nothing new (a
 * backend that ignores the cursor). Rows come normalised, in id order.
 */
export async function fetchAllStores(merchantId: number, signal?: AbortSignal): Promise<Store[]> {
  const byId = new Map<number, Store>();
  let cursor: { prevId: number; prevValue: number } | null = null;
  for (let page = 0; page < STORE_LIST_MAX_PAGES; page++) {
    const answer: OutputOf<typeof storeList> = await request(
      storeList,
      { ...allStoresInput(merchantId), ...(cursor ?? {}) },
      { signal },
    );
    const before = byId.size;
    for (const store of answer.stores) byId.set(store.id, normalizeStore(store));
    const last: StoreWire | undefined = answer.stores[answer.stores.length - 1];
    const done =
      !last ||
      answer.stores.length < STORE_LIST_ALL_PAGE_SIZE ||
      byId.size === before ||
      (answer.count !== null && byId.size >= answer.count);
    if (done) break;
    cursor = { prevId: last.id, prevValue: last.id };
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Every store of the merchant in one query (the list page and the dashboard carousel). Sits
 * under `storeKeys.lists()`, so every store mutation that refreshes the lists refreshes it.
 */
export function storeListAll(merchantId: number) {
  return queryOptions({
    queryKey: storeKeys.listAll(merchantId),
    queryFn: async ({ signal }): Promise<StoreListPage> => {
      const stores = await fetchAllStores(merchantId, signal);
      return { count: stores.length, stores };
    },
  });
}

/** Stores for filters, sorted by title (SPEC.md section 7); archived ones are flagged. */
export function storeShortList(merchantId: number) {
  return queryOptions({
    queryKey: storeKeys.shortList(merchantId),
    queryFn: async ({ signal }): Promise<StoreFilterEntry[]> => {
      const answer = await request(storeListShort, { merchantId, short: true }, { signal });
      return sortByTitle(
        answer.stores.map((entry) => ({
          id: entry.id,
          title: entry.title ?? '',
          is_archived: entry.is_archived === true,
        })),
      );
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

type FeeHistoryPage = OutputOf<typeof storeFeeHistory>;
type FeeHistoryCursor = { prevId: number; prevValue: number };

/**
 * The next page of the fee history (API-NOTES "Keyset paging", by created): more while fewer
 * rows than `count` are held (a backend may ignore pageSize, which SPEC does not list), or,
 * without a count, while pages come full. A last row without `created` ends the paging.
 */
export function nextFeeHistoryPage(pages: readonly FeeHistoryPage[]): FeeHistoryCursor | null {
  const lastPage = pages[pages.length - 1];
  const last: FeeHistoryRow | undefined = lastPage?.history[lastPage.history.length - 1];
  if (!lastPage || !last || last.created === null) return null;
  const held = pages.reduce((sum, page) => sum + page.history.length, 0);
  const count = pages[0]?.count ?? null;
  const more = count !== null ? held < count : lastPage.history.length >= FEE_HISTORY_PAGE_SIZE;
  return more ? { prevId: last.id, prevValue: last.created } : null;
}

export function storeFeeHistoryInfinite(storeId: number, sortDirection: SortDirection) {
  return infiniteQueryOptions({
    queryKey: storeKeys.feeHistory(storeId, sortDirection),
    initialPageParam: null as FeeHistoryCursor | null,
    queryFn: ({ pageParam, signal }) =>
      request(
        storeFeeHistory,
        { storeId, sortDirection, ...(pageParam ?? {}), pageSize: FEE_HISTORY_PAGE_SIZE },
        { signal },
      ),
    getNextPageParam: (_last: FeeHistoryPage, pages: FeeHistoryPage[]) => nextFeeHistoryPage(pages),
  });
}

export function storeCurrencyFee(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.currencyFee(storeId),
    queryFn: ({ signal }) => request(currencyFeeEndpoint, { storeId }, { signal }),
  });
}
