import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  filterChips,
  hasFilters,
  InvoiceListSearch,
  nextSort,
  periodOf,
  removeChip,
  toInvoiceFilters,
  toInvoiceSort,
} from './invoice-search';

const parse = (input: Record<string, unknown>) => v.parse(InvoiceListSearch, input);

describe('invoice filters in the URL', () => {
  it('reads lists of statuses, types, stores and currencies, dropping duplicates', () => {
    expect(
      parse({ status: ['paid', 'paid', 'success'], type: ['in'], store: [302, 301], currency: ['BTC'] }),
    ).toMatchObject({ status: ['paid', 'success'], type: ['in'], store: [302, 301], currency: ['BTC'] });
  });

  it('takes a single hand-typed value as a list of one', () => {
    expect(parse({ status: 'paid', store: '301' })).toMatchObject({ status: ['paid'], store: [301] });
  });

  it('keeps a numeric search (an invoice id typed into the URL) as text', () => {
    expect(parse({ q: 100234 }).q).toBe('100234');
  });

  it('drops unknown or malformed values instead of failing the page', () => {
    const search = parse({
      status: ['nope'],
      store: [-3],
      from: '2024-13-45',
      dir: 'sideways',
      q: { text: 'x' },
    });
    expect(search).toEqual({
      status: undefined,
      type: undefined,
      store: undefined,
      currency: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      sort: undefined,
      dir: undefined,
    });
  });

  it('maps the URL to the call filters with sorted lists (same view = same query key)', () => {
    const a = toInvoiceFilters(parse({ status: ['success', 'paid'], store: [302, 301] }), 1001);
    const b = toInvoiceFilters(parse({ store: [301, 302], status: ['paid', 'success'] }), 1001);
    expect(a).toEqual({ merchantId: 1001, status: ['paid', 'success'], storeId: [301, 302] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('leaves empty filters out and trims the search', () => {
    expect(toInvoiceFilters(parse({ q: '  ORD-1 ' }), 7)).toEqual({ merchantId: 7, search: 'ORD-1' });
    expect(toInvoiceFilters(parse({ q: '   ' }), 7)).toEqual({ merchantId: 7 });
  });

  it('turns the period into epoch seconds from the start of the first day to the end of the last', () => {
    const period = periodOf({ from: '2024-03-01', to: '2024-03-31' });
    expect(period.startDate).toBe(dayjs('2024-03-01').startOf('day').unix());
    expect(period.endDate).toBe(dayjs('2024-03-31').endOf('day').unix());
  });

  it('reorders swapped period days', () => {
    expect(periodOf({ from: '2024-03-31', to: '2024-03-01' })).toEqual(
      periodOf({ from: '2024-03-01', to: '2024-03-31' }),
    );
  });

  it('sorts by creation time, newest first, unless the URL says otherwise', () => {
    expect(toInvoiceSort(parse({}))).toEqual({ sortColumn: 'create_timestamp', sortDirection: 'desc' });
    expect(toInvoiceSort(parse({ sort: 'total_sum', dir: 'asc' }))).toEqual({
      sortColumn: 'total_sum',
      sortDirection: 'asc',
    });
  });

  it('toggles the direction on the same column and starts a new column descending', () => {
    expect(nextSort({ sortColumn: 'create_timestamp', sortDirection: 'desc' }, 'create_timestamp')).toEqual({
      sort: 'create_timestamp',
      dir: 'asc',
    });
    expect(nextSort({ sortColumn: 'create_timestamp', sortDirection: 'asc' }, 'create_timestamp')).toEqual({
      sort: undefined,
      dir: undefined,
    });
    expect(nextSort({ sortColumn: 'create_timestamp', sortDirection: 'desc' }, 'total_sum')).toEqual({
      sort: 'total_sum',
      dir: 'desc',
    });
  });
});

describe('filter chips', () => {
  const search = parse({
    status: ['paid'],
    type: ['in', 'out'],
    store: [301],
    currency: ['BTC'],
    from: '2024-01-01',
    q: 'ORD',
    sort: 'total_sum',
  });

  it('shows one chip per chosen value', () => {
    expect(filterChips(search).map((chip) => chip.kind)).toEqual([
      'status',
      'type',
      'type',
      'store',
      'currency',
      'period',
      'q',
    ]);
  });

  it('removing a chip drops only its value', () => {
    const next = removeChip(search, { kind: 'type', value: 'in' });
    expect(next.type).toEqual(['out']);
    expect(next.status).toEqual(['paid']);
    expect(removeChip(next, { kind: 'type', value: 'out' }).type).toBeUndefined();
    expect(removeChip(search, { kind: 'period', from: '2024-01-01', to: undefined }).from).toBeUndefined();
  });

  it('"Clear filters" removes every filter and keeps the sort', () => {
    const cleared = clearFilters(search);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.sort).toBe('total_sum');
    expect(hasFilters(search)).toBe(true);
  });
});
