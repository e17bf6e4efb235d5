import { infiniteQueryOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/errors';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import * as ep from './finance.endpoints';
import type { BalanceChartInput, WalletOperationsInput } from './schemas/balance.schemas';
import type { HistoryAnswer, HistoryInput } from './schemas/history.schemas';
import type { CryptoAddress } from './schemas/wallets.schemas';

/** Rows per page of the finance lists (operations, replenishments, withdrawals). */
export const FINANCE_PAGE_SIZE = 50;

let timeZone: string | undefined;

/**
 * The browser's IANA time zone (charts and "today" are computed in it). Asked once per
 * page: building a DateTimeFormat is costly and query keys ask on every render.
 */
export function browserTimeZone(): string {
  if (timeZone === undefined) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      timeZone = 'UTC';
    }
  }
  return timeZone;
}

export type HistoryParams = Omit<HistoryInput, 'prevId' | 'prevValue' | 'pageSize'>;
export type WalletOperationsParams = Omit<WalletOperationsInput, 'prevId' | 'prevValue' | 'pageSize'>;

/** The first page's input: newest first unless asked otherwise, our page size. */
const pageInput = <T extends HistoryParams | WalletOperationsParams>(params: T) => ({
  ...params,
  sortColumn: params.sortColumn ?? 'created',
  sortDirection: params.sortDirection ?? 'desc',
  pageSize: FINANCE_PAGE_SIZE,
});

export const financeKeys = {
  all: apiKeys.area('finance'),
  balanceCharts: () => apiKeys.endpoint(ep.balanceChart),
  balanceChart: (input: BalanceChartInput) => apiKeys.query(ep.balanceChart, input),
  balances: () => apiKeys.endpoint(ep.balance),
  balance: (merchantId: number, tzName: string, currency = 'USDT') =>
    apiKeys.query(ep.balance, { merchantId, currency, tzName }),
  operations: () => apiKeys.endpoint(ep.walletOperations),
  operationList: (params: WalletOperationsParams) => apiKeys.infinite(ep.walletOperations, pageInput(params)),
  updates: () => apiKeys.endpoint(ep.walletUpdates),
  systemMethods: (currency?: string) => apiKeys.query(ep.systemMethods, { currency }),
  withdrawals: () => apiKeys.endpoint(ep.withdrawalHistory),
  withdrawalList: (params: HistoryParams) => apiKeys.infinite(ep.withdrawalHistory, pageInput(params)),
  replenishments: () => apiKeys.endpoint(ep.replenishmentHistory),
  replenishmentList: (params: HistoryParams) => apiKeys.infinite(ep.replenishmentHistory, pageInput(params)),
  spos: () => apiKeys.endpoint(ep.spo),
  spo: (id: number) => apiKeys.query(ep.spo, { id }),
  spoHistories: () => apiKeys.endpoint(ep.spoHistory),
  spoHistory: (id: number) => apiKeys.query(ep.spoHistory, { id }),
  favorites: (merchantId: number) => apiKeys.query(ep.favorites, { merchantId }),
  cryptoAddresses: () => apiKeys.endpoint(ep.cryptoAddress),
  cryptoAddress: (merchantId: number, currency: string) =>
    apiKeys.query(ep.cryptoAddress, { merchantId, currency }),
  wallets: () => apiKeys.query(ep.wallets),
  minBalance: () => apiKeys.query(ep.minBalance),
};

// ------------------------------------------------------------------ tolerant keyset paging

/** `prevId` and `prevValue` of the last row received (API-NOTES "Keyset paging"). */
export interface Cursor {
  prevId: number;
  prevValue: number;
}

/**
 * What paging needs of the rows a backend sent for one page: how many, their ids, and the
 * cursor after the last one (null when that row has no value of the sort column).
 */
export interface PageMeta {
  received: number;
  ids: number[];
  next: Cursor | null;
}

interface Cursorable {
  id: number;
  created: number | null;
  amount: number | null;
}

function pageMeta(sent: readonly Cursorable[], column: string): PageMeta {
  const last = sent[sent.length - 1];
  const value = last && (column === 'id' ? last.id : last[column as 'created' | 'amount']);
  return {
    received: sent.length,
    ids: sent.map((row) => row.id),
    next: last && typeof value === 'number' ? { prevId: last.id, prevValue: value } : null,
  };
}

/**
 * Keyset paging (API-NOTES "Keyset paging") that stays correct when a backend ignores our
 * paging parameters (SPEC names none for the finance lists): a page longer than asked is
 * the whole list, and a page that brings no row not already held ends it, so the list
 * never loops. The screens keep each row once (financeRows).
 */
const FIRST_PAGE: Cursor | null = null;

function tolerantKeyset<Page extends PageMeta>(
  queryKey: QueryKey,
  fetchPage: (cursor: Cursor | null, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: FIRST_PAGE,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: Page, all: Page[]): Cursor | null => {
      if (last.received !== FINANCE_PAGE_SIZE || !last.next) return null;
      const held = new Set(all.slice(0, -1).flatMap((page) => page.ids));
      return last.ids.some((id) => !held.has(id)) ? last.next : null;
    },
  });
}

/** Rows of `currency` when one is asked (a backend may ignore the filter); rows without a currency stay. */
function ofCurrency<R extends { currency: string | null }>(list: R[], currency: string | undefined): R[] {
  return currency ? list.filter((row) => row.currency === null || row.currency === currency) : list;
}

// ------------------------------------------------------------------ queries

/** The balance chart. The answer says its unit when it is one wallet's (see BalanceChartAnswer). */
export function balanceChart(input: BalanceChartInput) {
  return queryOptions({
    queryKey: financeKeys.balanceChart(input),
    queryFn: ({ signal }) => request(ep.balanceChart, input, { signal }),
  });
}

/** The dashboard's Balance card: every wallet in USDT, change since the start of today. */
export function balance(merchantId: number, tzName = browserTimeZone(), currency = 'USDT') {
  return queryOptions({
    queryKey: financeKeys.balance(merchantId, tzName, currency),
    queryFn: ({ signal }) => request(ep.balance, { merchantId, currency, tzName }, { signal }),
  });
}

export function systemMethods(currency?: string) {
  return queryOptions({
    queryKey: financeKeys.systemMethods(currency),
    queryFn: ({ signal }) => request(ep.systemMethods, { currency }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export type HistoryPage = HistoryAnswer & PageMeta;

function historyInfinite(
  endpoint: typeof ep.withdrawalHistory | typeof ep.replenishmentHistory,
  params: HistoryParams,
) {
  const input: HistoryInput = pageInput(params);
  const key: QueryKey = apiKeys.infinite(endpoint, input);
  return tolerantKeyset(key, async (cursor, signal): Promise<HistoryPage> => {
    const answer = await request(endpoint, { ...input, ...(cursor ?? {}) }, { signal });
    return {
      count: answer.count,
      history: ofCurrency(answer.history, input.currency),
      ...pageMeta(answer.history, input.sortColumn ?? 'created'),
    };
  });
}

export const withdrawalHistoryInfinite = (params: HistoryParams) =>
  historyInfinite(ep.withdrawalHistory, params);
export const replenishmentHistoryInfinite = (params: HistoryParams) =>
  historyInfinite(ep.replenishmentHistory, params);

export function spo(id: number) {
  return queryOptions({
    queryKey: financeKeys.spo(id),
    queryFn: ({ signal }) => request(ep.spo, { id }, { signal }),
  });
}

export function spoHistory(id: number) {
  return queryOptions({
    queryKey: financeKeys.spoHistory(id),
    queryFn: ({ signal }) => request(ep.spoHistory, { id }, { signal }),
  });
}

export function favorites(merchantId: number) {
  return queryOptions({
    queryKey: financeKeys.favorites(merchantId),
    queryFn: ({ signal }) => request(ep.favorites, { merchantId }, { signal }),
  });
}

/**
 * The deposit address, or `null` when there is none yet (SPEC section 8: address_not_found
 * is empty). An answer whose address cannot be read fails: the screen says so, never "none".
 */
export function cryptoAddress(merchantId: number, currency: string) {
  return queryOptions({
    queryKey: financeKeys.cryptoAddress(merchantId, currency),
    queryFn: async ({ signal }): Promise<CryptoAddress | null> => {
      try {
        return await request(ep.cryptoAddress, { merchantId, currency }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.has('address_not_found')) return null;
        throw error;
      }
    },
  });
}

export function wallets() {
  return queryOptions({
    queryKey: financeKeys.wallets(),
    queryFn: ({ signal }) => request(ep.wallets, undefined, { signal }),
  });
}

export function minBalance() {
  return queryOptions({
    queryKey: financeKeys.minBalance(),
    queryFn: ({ signal }) => request(ep.minBalance, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * One withdrawal looked up by id (the command palette): the detail call, under a key of its
 * own so its quiet handling never reaches the detail page. An id that is no withdrawal (404)
 * is null; other failures stay failures, without a toast.
 */
export function withdrawalLookup(id: number) {
  return queryOptions({
    queryKey: [...financeKeys.spo(id), 'lookup'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await request(ep.spo, { id }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    retry: false,
  });
}
