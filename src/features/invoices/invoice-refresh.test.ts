import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceRow, type InvoiceRowWire } from '@/api/invoices/schemas/invoice-list.schemas';
import { type InvoicePage, mergeRefresh, rechunk } from './invoice-refresh';

/** A row as the cabinet reads it from the wire. */
function row(id: number, created: number, extra: Partial<InvoiceRowWire> = {}): InvoiceRow {
  const read = v.parse(InvoiceRow, wire(id, created, extra));
  if (!read) throw new Error('unreadable row');
  return read;
}

const wire = (id: number, created: number, extra: Partial<InvoiceRowWire>): InvoiceRowWire => ({
  id,
  external_id: null,
  store_id: 301,
  store_title: 'Store',
  create_timestamp: created,
  type: 'in',
  sum_to_pay: 10,
  currency: 'USDT',
  tro_amount: 10,
  method: null,
  details: null,
  rate: 1,
  system_currency: 'USDT',
  sum: 10,
  fee_sum: 0,
  total_sum: 10,
  status: 'created',
  ...extra,
});

const newestFirst = { sortColumn: 'create_timestamp', sortDirection: 'desc' } as const;
const cache = (...pages: InvoiceRow[][]) => ({
  pages: pages.map((invoices): InvoicePage => ({ invoices })),
  pageParams: pages.map((_, index) => index),
});
const ids = (data: { pages: InvoicePage[] }) => data.pages.map((page) => page.invoices.map((r) => r.id));

describe('live refresh of the invoice list', () => {
  const pages = cache([row(10, 1000), row(9, 900)], [row(8, 800), row(7, 700)]);

  it('prepends new invoices in sort order', () => {
    const result = mergeRefresh(
      pages,
      { invoices: [row(11, 1100), row(12, 1200)], unsuitable: [] },
      newestFirst,
      false,
    );
    expect(ids(result.data)).toEqual([
      [12, 11, 10, 9],
      [8, 7],
    ]);
    expect(result.added).toBe(2);
  });

  it('updates changed rows in place (upsert by id, the last copy wins)', () => {
    const result = mergeRefresh(
      pages,
      { invoices: [row(9, 900, { status: 'paid' }), row(9, 900, { status: 'success' })], unsuitable: [] },
      newestFirst,
      false,
    );
    expect(ids(result.data)).toEqual([
      [10, 9],
      [8, 7],
    ]);
    expect(result.data.pages[0]?.invoices[1]?.status).toBe('success');
    expect(result.added).toBe(0);
  });

  it('drops rows that no longer match the filter', () => {
    const result = mergeRefresh(pages, { invoices: [], unsuitable: [9, 999] }, newestFirst, false);
    expect(ids(result.data)).toEqual([[10], [8, 7]]);
    expect(result.removed).toBe(1);
  });

  it('keeps the last page as long as it was, so paging still knows more rows exist', () => {
    const result = mergeRefresh(pages, { invoices: [row(11, 1100)], unsuitable: [8] }, newestFirst, false);
    expect(ids(result.data)).toEqual([
      [11, 10],
      [9, 7],
    ]);
    expect(result.data.pages.at(-1)?.invoices).toHaveLength(2);
    expect(result.data.pageParams).toEqual(pages.pageParams);
  });

  it('leaves rows that sort after the loaded ones for a later page, unless every page is loaded', () => {
    const old = row(5, 500);
    expect(ids(mergeRefresh(pages, { invoices: [old], unsuitable: [] }, newestFirst, false).data)).toEqual([
      [10, 9],
      [8, 7],
    ]);
    expect(ids(mergeRefresh(pages, { invoices: [old], unsuitable: [] }, newestFirst, true).data)).toEqual([
      [10, 9, 8],
      [7, 5],
    ]);
  });

  it('moves a row whose sort value changed', () => {
    const byTotal = { sortColumn: 'total_sum', sortDirection: 'asc' } as const;
    const list = cache([
      row(1, 1, { total_sum: 1 }),
      row(2, 2, { total_sum: 2 }),
      row(3, 3, { total_sum: 3 }),
    ]);
    const result = mergeRefresh(
      list,
      { invoices: [row(1, 1, { total_sum: 2.5 })], unsuitable: [] },
      byTotal,
      true,
    );
    expect(ids(result.data)).toEqual([[2, 1, 3]]);
  });
});

describe('rechunk', () => {
  it('fills pages from the end with their former sizes; the first page takes the rest', () => {
    const rows = [1, 2, 3, 4, 5].map((id) => row(id, id));
    expect(rechunk(rows, [2, 2]).map((p) => p.map((r) => r.id))).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(rechunk(rows.slice(0, 1), [2, 2]).map((p) => p.map((r) => r.id))).toEqual([[], [1]]);
  });
});
