import { queryOptions } from '@tanstack/react-query';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import { invoiceList } from './invoices.endpoints';
import { matchesInvoiceFilters } from './invoices.filter';
import type { InvoiceListInput, InvoiceRow } from './invoices.schemas';

/** Rows the quick lookup (the command palette) reads for one text. */
export const INVOICE_LOOKUP_COUNT = 8;

/**
 * Invoices whose id or external id contains `text`: the newest rows of the list's `search`
 * filter, kept where they match (a backend may ignore the filter and answer any rows). One
 * key per text, under the list's keys (a change to the invoices refreshes it); the signal
 * aborts the call when the text changes. Silent: the palette says itself that a lookup failed.
 * (A module of its own: only the palette, loaded on first use, reads it.)
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
    queryKey: apiKeys.query(invoiceList, input),
    queryFn: async ({ signal }): Promise<InvoiceRow[]> =>
      (await request(invoiceList, input, { signal })).invoices.filter((row) =>
        matchesInvoiceFilters(row, { search: input.search }),
      ),
    meta: { silent: true },
  });
}
