import { queryOptions } from '@tanstack/react-query';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import * as ep from './invoices.endpoints';
import { matchesInvoiceFilters } from './invoices.filter';
import type { InvoiceListInput, InvoiceRow } from './invoices.schemas';

/*
 * Apart from invoices.queries.ts on purpose: only the store integration page asks for it, so
 * it downloads with that page and no first load carries it.
 */

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
