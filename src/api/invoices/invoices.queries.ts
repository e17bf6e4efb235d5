import { infiniteQueryOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { SortDirection } from '../http/params.schemas';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import * as ep from './invoices.endpoints';
import { matchesInvoiceFilters } from './invoices-filter';
import type { ChatMessage, InvoiceMethodOption } from './schemas/invoice-detail.schemas';
import type {
  InvoiceFilters,
  InvoiceListInput,
  InvoiceRow,
  RefreshListInput,
} from './schemas/invoice-list.schemas';
import type { InvoiceMethodsInput } from './schemas/invoice-writes.schemas';
import type { InvoiceSortColumn } from './schemas/values.schemas';

/** Infinite invoice list page size. */
export const INVOICE_PAGE_SIZE = 50;
/** Dashboard table and mobile list (SPEC section 9): 5 rows, no more loaded. */
export const DASHBOARD_INVOICE_COUNT = 5;

export interface InvoiceSort {
  sortColumn?: InvoiceSortColumn;
  sortDirection?: SortDirection;
}
export type InvoiceListParams = InvoiceFilters & InvoiceSort;

/** The list input a key and a request share: default sort create_timestamp descending. */
function listInput(params: InvoiceListParams, pageSize: number): InvoiceListInput {
  return {
    ...params,
    sortColumn: params.sortColumn ?? 'create_timestamp',
    sortDirection: params.sortDirection ?? 'desc',
    pageSize,
  };
}

/**
 * Keys: every list (infinite and dashboard) sits under `lists()`, every detail under
 * `details()`; logs, chat, status and totals have their own branches so a mutation can
 * invalidate exactly what it changed.
 */
export const invoiceKeys = {
  all: apiKeys.area('invoices'),
  lists: () => apiKeys.endpoint(ep.invoiceList),
  list: (params: InvoiceListParams) => apiKeys.infinite(ep.invoiceList, listInput(params, INVOICE_PAGE_SIZE)),
  dashboard: (merchantId: number, sortDirection: SortDirection = 'desc') =>
    apiKeys.query(ep.invoiceList, listInput({ merchantId, sortDirection }, DASHBOARD_INVOICE_COUNT)),
  allTotals: () => apiKeys.endpoint(ep.invoiceTotals),
  totals: (filters: InvoiceFilters) => apiKeys.query(ep.invoiceTotals, filters),
  details: () => apiKeys.endpoint(ep.invoiceDetail),
  detail: (id: number) => apiKeys.query(ep.invoiceDetail, { id }),
  allLogs: () => apiKeys.endpoint(ep.invoiceLogs),
  logs: (id: number) => apiKeys.query(ep.invoiceLogs, { id }),
  chat: (id: number) => apiKeys.query(ep.invoiceChat, { invoice: id }),
  allStatuses: () => apiKeys.endpoint(ep.invoiceStatus),
  status: (id: number) => apiKeys.query(ep.invoiceStatus, { id }),
  refresh: (input: RefreshListInput) => apiKeys.query(ep.invoiceRefreshList, input),
  methods: (input: InvoiceMethodsInput) => apiKeys.query(ep.invoiceMethods, input),
};

/** One page of the list as the backend sent it (rows it could not read are skipped). */
export interface InvoicePage {
  invoices: InvoiceRow[];
}

export interface InvoiceCursor {
  prevId: number;
  /** The last row's value of the sort column, exactly as the server sent it. */
  prevValue: number | string;
}

/** A sort value as the server sent it, when it can go back in a query string. */
function sentValue(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The keyset cursor after a page (API-NOTES "Keyset paging"): the last row's id and its value
 * of the sort column as the server sent it (a backend that sends milliseconds gets
 * milliseconds back). A page shorter than the page size is the last one. A last row without
 * a readable value (a backend that left it out) hands over to the last row that has one.
 */
export function nextInvoiceCursor(
  page: InvoicePage,
  column: InvoiceSortColumn,
  pageSize: number,
): InvoiceCursor | null {
  if (page.invoices.length < pageSize) return null;
  for (let index = page.invoices.length - 1; index >= 0; index--) {
    const row = page.invoices[index];
    const sent = row?.sent[column] ?? (column === 'create_timestamp' ? row?.sent.created : undefined);
    const value = row && row[column] !== null ? sentValue(sent) : null;
    if (row && value !== null) return { prevId: row.id, prevValue: value };
  }
  return null;
}

/**
 * The invoice list, 50 rows a page, as received: a backend may ignore the filters (SPEC names
 * none), so the screens keep the matching rows with `matchesInvoiceFilters` and the cursor
 * follows what the backend sent, not what is shown.
 */
export function invoiceListInfinite(params: InvoiceListParams) {
  return infiniteQueryOptions({
    queryKey: invoiceKeys.list(params) as QueryKey,
    initialPageParam: null as InvoiceCursor | null,
    queryFn: async ({ pageParam, signal }): Promise<InvoicePage> => {
      const input = listInput(params, INVOICE_PAGE_SIZE);
      const answer = await request(ep.invoiceList, { ...input, ...pageParam }, { signal });
      return { invoices: answer.invoices };
    },
    getNextPageParam: (page: InvoicePage) =>
      nextInvoiceCursor(
        page,
        listInput(params, INVOICE_PAGE_SIZE).sortColumn ?? 'create_timestamp',
        INVOICE_PAGE_SIZE,
      ),
  });
}

/**
 * The first page of a filtered list as a plain query (the setup checklist looks there for a
 * successful payment): the same request as the list's first page, without the infinite
 * query's code on the dashboard.
 */
export function invoiceListFirstPage(params: InvoiceListParams) {
  const input = listInput(params, INVOICE_PAGE_SIZE);
  return queryOptions({
    queryKey: apiKeys.query(ep.invoiceList, input),
    queryFn: async ({ signal }) => (await request(ep.invoiceList, input, { signal })).invoices,
  });
}

/** The dashboard's latest invoices: 5 rows by create_timestamp (desc unless toggled). */
export function dashboardInvoices(merchantId: number, sortDirection: SortDirection = 'desc') {
  return queryOptions({
    queryKey: invoiceKeys.dashboard(merchantId, sortDirection),
    queryFn: async ({ signal }) => {
      const input = listInput({ merchantId, sortDirection }, DASHBOARD_INVOICE_COUNT);
      return (await request(ep.invoiceList, input, { signal })).invoices;
    },
  });
}

/**
 * Totals of the filters, or null when the answer carried none (every figure unknown). A backend that
 * ignores the filters answers the totals of every invoice: they cannot be corrected here.
 */
export function invoiceTotals(filters: InvoiceFilters) {
  return queryOptions({
    queryKey: invoiceKeys.totals(filters),
    queryFn: async ({ signal }) => (await request(ep.invoiceTotals, filters, { signal })).totals,
  });
}

export function invoiceDetail(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => request(ep.invoiceDetail, { id }, { signal }),
  });
}

export function invoiceLogs(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.logs(id),
    queryFn: ({ signal }) => request(ep.invoiceLogs, { id }, { signal }),
  });
}

/** By created, then id (SPEC section 3); a message without its time goes last. */
export function sortChatMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  const time = (message: ChatMessage) => message.created ?? Number.POSITIVE_INFINITY;
  return [...messages].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    return (ta === tb ? 0 : ta < tb ? -1 : 1) || a.id - b.id;
  });
}

/** Chat messages, sorted in the queryFn so the cache holds them in order. Silent on failure. */
export function invoiceChat(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.chat(id),
    queryFn: async ({ signal }) =>
      sortChatMessages((await request(ep.invoiceChat, { invoice: id }, { signal })).messages),
    meta: { silent: true },
  });
}

/** Status of one invoice (polled by the detail page). Silent on failure. */
export function invoiceStatus(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.status(id),
    queryFn: ({ signal }) => request(ep.invoiceStatus, { id }, { signal }),
    meta: { silent: true },
  });
}

/**
 * Changes since the markers of the previous answer (update_end_id, update_end_time). The
 * list page polls it, merges `invoices`, drops `unsuitable` and keeps the new markers.
 * Silent on failure (SPEC section 8: list updates swallow errors).
 */
export function invoiceRefresh(input: RefreshListInput) {
  return queryOptions({
    queryKey: invoiceKeys.refresh(input),
    queryFn: ({ signal }) => request(ep.invoiceRefreshList, input, { signal }),
    meta: { silent: true },
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The methods a backend answered that fit the request: SPEC names no parameter of the call, so
 * a backend may answer methods of another type or currency; those that say so are dropped (a
 * type the cabinet does not know is another type); those that do not say are kept.
 */
export function fittingMethods(
  methods: readonly InvoiceMethodOption[],
  input: InvoiceMethodsInput,
): InvoiceMethodOption[] {
  return methods.filter(
    (method) =>
      (method.type === null || input.type === undefined || method.type === input.type) &&
      (method.currency === null || input.currency === undefined || method.currency === input.currency),
  );
}

export function invoiceMethods(input: InvoiceMethodsInput) {
  return queryOptions({
    queryKey: invoiceKeys.methods(input),
    queryFn: async ({ signal }) =>
      fittingMethods((await request(ep.invoiceMethods, input, { signal })).methods, input),
  });
}

function latestInput(merchantId: number, storeId: number): InvoiceListInput {
  return {
    merchantId,
    storeId: [storeId],
    sortColumn: 'create_timestamp',
    sortDirection: 'desc',
    pageSize: 1,
  };
}

/**
 * The newest invoice of one store (the list call filtered by the store, newest first, one
 * row), or null when it has none. Its key sits under the list keys, so whatever refreshes the
 * lists refreshes it. A backend that ignores the store filter may answer another store's
 * invoice: such a row is not taken for this store's (null), so nothing is ever done to an
 * invoice of another store.
 */
export function latestStoreInvoice(merchantId: number, storeId: number, storeTitle: string) {
  const input = latestInput(merchantId, storeId);
  return queryOptions({
    // The title takes part in the answer (a row without store_id matches by it).
    queryKey: [...apiKeys.query(ep.invoiceList, input), { storeId, storeTitle }],
    queryFn: async ({ signal }): Promise<InvoiceRow | null> => {
      const row = (await request(ep.invoiceList, input, { signal })).invoices[0];
      const context = { storeTitles: new Map([[storeId, storeTitle]]) };
      return row && matchesInvoiceFilters(row, { storeId: [storeId] }, context) ? row : null;
    },
  });
}

/** Rows the quick lookup (the command palette) reads for one text. */
export const INVOICE_LOOKUP_COUNT = 8;

/**
 * Invoices whose id or external id contains `text`: the newest rows of the list's `search`
 * filter, kept where they match (a backend may ignore the filter and answer any rows). One
 * key per text, under the list's keys (a change to the invoices refreshes it); the signal
 * aborts the call when the text changes. Silent: the palette says itself that a lookup failed.
 */
export function invoiceLookup(merchantId: number, text: string) {
  const search = text.trim();
  const input: InvoiceListInput = {
    merchantId,
    search,
    sortColumn: 'create_timestamp',
    sortDirection: 'desc',
    pageSize: INVOICE_LOOKUP_COUNT,
  };
  return queryOptions({
    queryKey: apiKeys.query(ep.invoiceList, input),
    queryFn: async ({ signal }): Promise<InvoiceRow[]> =>
      (await request(ep.invoiceList, input, { signal })).invoices.filter((row) =>
        matchesInvoiceFilters(row, { search: input.search }),
      ),
    meta: { silent: true },
  });
}
