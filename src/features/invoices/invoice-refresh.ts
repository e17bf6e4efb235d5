import type { InfiniteData } from '@tanstack/react-query';
import type { SortDirection } from '@/api/http/params.schemas';
import type { InvoiceRow } from '@/api/invoices/schemas/invoice-list.schemas';
import type { InvoiceSortColumn } from '@/api/invoices/schemas/values.schemas';

export interface InvoicePage {
  invoices: InvoiceRow[];
}

export interface ListSort {
  sortColumn: InvoiceSortColumn;
  sortDirection: SortDirection;
}

export interface ListChanges {
  /** New or changed rows that match the filter (the same id may come twice: the last wins). */
  invoices: readonly InvoiceRow[];
  /** Ids of changed rows that no longer match the filter. */
  unsuitable: readonly number[];
}

/**
 * Keyset order: the sort column, then the id, both in the list's direction. A row without
 * the value (a backend that left it out) sorts as the lowest value.
 */
export function compareRows(a: InvoiceRow, b: InvoiceRow, sort: ListSort): number {
  const sign = sort.sortDirection === 'asc' ? 1 : -1;
  const va = a[sort.sortColumn] ?? Number.NEGATIVE_INFINITY;
  const vb = b[sort.sortColumn] ?? Number.NEGATIVE_INFINITY;
  const diff = (va === vb ? 0 : va < vb ? -1 : 1) || a.id - b.id;
  return sign * diff;
}

/**
 * Puts the rows back into pages of the sizes the cache had, filled from the end: the last
 * page keeps its length, so "a page shorter than pageSize is the last one" still tells
 * whether more rows exist; the first page takes what was added or removed.
 */
export function rechunk(rows: readonly InvoiceRow[], sizes: readonly number[]): InvoiceRow[][] {
  const pages: InvoiceRow[][] = sizes.map(() => []);
  let end = rows.length;
  for (let index = sizes.length - 1; index > 0; index--) {
    const start = Math.max(0, end - (sizes[index] ?? 0));
    pages[index] = rows.slice(start, end);
    end = start;
  }
  if (pages.length > 0) pages[0] = rows.slice(0, end);
  return pages;
}

export interface MergeResult {
  data: InfiniteData<InvoicePage, unknown>;
  /** Rows that were not in the list before. */
  added: number;
  /** Rows dropped because they left the filter. */
  removed: number;
}

/**
 * Applies a refresh-list answer to the cached pages: drops `unsuitable` rows, upserts the
 * changed ones (a changed row moves to where its sort value puts it) and inserts new rows in
 * sort order. A row that sorts after the last loaded one is left for a later page unless
 * every page is loaded (`complete`).
 */
export function mergeRefresh(
  data: InfiniteData<InvoicePage, unknown>,
  changes: ListChanges,
  sort: ListSort,
  complete: boolean,
): MergeResult {
  const current = data.pages.flatMap((page) => page.invoices);
  const lastLoaded = current[current.length - 1];
  const known = new Set(current.map((row) => row.id));
  const latest = new Map<number, InvoiceRow>();
  for (const row of changes.invoices) latest.set(row.id, row);
  const gone = new Set(changes.unsuitable);

  const rows = current.filter((row) => !gone.has(row.id) && !latest.has(row.id));
  const removed = current.filter((row) => gone.has(row.id) && !latest.has(row.id)).length;
  let added = 0;
  for (const row of latest.values()) {
    const inRange = complete || !lastLoaded || compareRows(row, lastLoaded, sort) <= 0;
    if (!inRange) continue;
    const at = rows.findIndex((other) => compareRows(row, other, sort) < 0);
    rows.splice(at === -1 ? rows.length : at, 0, row);
    if (!known.has(row.id)) added++;
  }

  const pages = rechunk(
    rows,
    data.pages.map((page) => page.invoices.length),
  ).map((invoices, index) => ({ ...data.pages[index], invoices }));
  return { data: { ...data, pages }, added, removed };
}
