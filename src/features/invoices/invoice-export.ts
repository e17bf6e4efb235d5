import { request } from '@/api/http/request';
import { invoiceList } from '@/api/invoices/invoices.endpoints';
import { type InvoiceCursor, nextInvoiceCursor } from '@/api/invoices/invoices.queries';
import { type FilterContext, matchesInvoiceFilters } from '@/api/invoices/invoices-filter';
import type { InvoiceFilters } from '@/api/invoices/schemas/invoice-list.schemas';
import { CSV_BOM, CSV_EOL, csvHeader, invoiceCsvRow } from './invoice-csv';
import type { ListSort } from './invoice-refresh';

/** Rows per request while exporting (the list call's largest page). */
export const EXPORT_PAGE_SIZE = 200;

/**
 * Streams the filtered invoices page by page with the list's keyset paging and builds a CSV
 * file (header row, one record per invoice). Rows that do not match the filters (a backend
 * may ignore them: SPEC names none) are left out; the paging follows what the backend sent.
 * `onProgress` gets the rows exported so far; aborting the signal stops between or during
 * pages (the promise rejects with AbortError).
 */
export async function exportInvoicesCsv(
  filters: InvoiceFilters,
  sort: ListSort,
  options: { signal?: AbortSignal; onProgress?: (rows: number) => void; context?: FilterContext } = {},
): Promise<{ blob: Blob; rows: number }> {
  const lines: string[] = [csvHeader()];
  let cursor: InvoiceCursor | null = null;
  let rows = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const answer = await request(
      invoiceList,
      { ...filters, ...sort, ...cursor, pageSize: EXPORT_PAGE_SIZE },
      { signal: options.signal },
    );
    const page = { invoices: answer.invoices ?? [] };
    for (const row of page.invoices) {
      if (!matchesInvoiceFilters(row, filters, options.context)) continue;
      lines.push(invoiceCsvRow(row));
      rows++;
    }
    options.onProgress?.(rows);
    cursor = nextInvoiceCursor(page, sort.sortColumn, EXPORT_PAGE_SIZE);
    if (!cursor) break;
  }
  const blob = new Blob([CSV_BOM, lines.join(CSV_EOL), CSV_EOL], { type: 'text/csv;charset=utf-8' });
  return { blob, rows };
}

/** Saves a file through a temporary <a download> pointing at an object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
