import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/errors';
import { apiKeys, keysetInfiniteQuery } from '../http/query';
import { request } from '../http/request';
import * as ep from './finance.endpoints';
import type {
  BalanceChartInput,
  CryptoAddress,
  HistoryInput,
  HistoryRow,
  WalletOperation,
  WalletOperationsInput,
  WalletUpdatesInput,
} from './finance.schemas';

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

const pageInput = <T extends { sortColumn?: string; sortDirection?: string }>(params: T) => ({
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
  operationList: (params: WalletOperationsParams) =>
    apiKeys.infinite(ep.walletOperations, pageInput(params) as WalletOperationsInput),
  updates: () => apiKeys.endpoint(ep.walletUpdates),
  systemMethods: (currency?: string) => apiKeys.query(ep.systemMethods, { currency }),
  withdrawals: () => apiKeys.endpoint(ep.withdrawalHistory),
  withdrawalList: (params: HistoryParams) =>
    apiKeys.infinite(ep.withdrawalHistory, pageInput(params) as HistoryInput),
  replenishments: () => apiKeys.endpoint(ep.replenishmentHistory),
  replenishmentList: (params: HistoryParams) =>
    apiKeys.infinite(ep.replenishmentHistory, pageInput(params) as HistoryInput),
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

export function walletOperationsInfinite(params: WalletOperationsParams) {
  const input = pageInput(params) as WalletOperationsInput;
  const column = input.sortColumn ?? 'created';
  return keysetInfiniteQuery(ep.walletOperations, input, {
    rows: (answer) => answer.data,
    cursor: (row: WalletOperation) => ({ prevId: row.id, prevValue: row[column] }),
    pageSize: FINANCE_PAGE_SIZE,
  });
}

/** New bookings since a marker (the operations page polls it). */
export function walletUpdates(input: WalletUpdatesInput) {
  return queryOptions({
    queryKey: apiKeys.query(ep.walletUpdates, input),
    queryFn: ({ signal }) => request(ep.walletUpdates, input, { signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}

export function systemMethods(currency?: string) {
  return queryOptions({
    queryKey: financeKeys.systemMethods(currency),
    queryFn: ({ signal }) => request(ep.systemMethods, { currency }, { signal }),
    staleTime: 10 * 60_000,
  });
}

function historyInfinite(endpoint: typeof ep.withdrawalHistory, params: HistoryParams) {
  const input = pageInput(params) as HistoryInput;
  const column = input.sortColumn ?? 'created';
  return keysetInfiniteQuery(endpoint, input, {
    rows: (answer) => answer.history,
    cursor: (row: HistoryRow) => ({ prevId: row.id, prevValue: row[column] }),
    pageSize: FINANCE_PAGE_SIZE,
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

/** The deposit address, or `null` when there is none yet (SPEC section 8: address_not_found is empty). */
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
