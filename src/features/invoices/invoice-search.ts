import dayjs from 'dayjs';
import type { SortDirection } from '@/api/http/params.schemas';
import type { InvoiceFilters } from '@/api/invoices/schemas/invoice-list.schemas';
import type { InvoiceSortColumn, InvoiceStatus, InvoiceType } from '@/api/invoices/schemas/values.schemas';
import type { InvoiceListSearch } from './invoice-list-search';

export { InvoiceListSearch } from './invoice-list-search';

export const DEFAULT_SORT: InvoiceSortColumn = 'create_timestamp';
export const DEFAULT_DIR: SortDirection = 'desc';

const sorted = <T extends string | number>(list: readonly T[] | undefined): T[] | undefined =>
  list?.length ? [...list].sort() : undefined;

/** The period as epoch seconds: from the start of the first day to the end of the last; swapped days are reordered. */
export function periodOf(search: Pick<InvoiceListSearch, 'from' | 'to'>): {
  startDate?: number;
  endDate?: number;
} {
  let { from, to } = search;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(from ? { startDate: dayjs(from).startOf('day').unix() } : {}),
    ...(to ? { endDate: dayjs(to).endOf('day').unix() } : {}),
  };
}

/**
 * The filters the list, totals, refresh and export calls share. Lists are sorted so the same
 * filters always give the same query key, whatever order they were chosen in.
 */
export function toInvoiceFilters(search: InvoiceListSearch, merchantId: number): InvoiceFilters {
  const q = search.q?.trim();
  const filters: InvoiceFilters = { merchantId };
  const status = sorted(search.status);
  const type = sorted(search.type);
  const storeId = search.store?.length ? [...search.store].sort((a, b) => a - b) : undefined;
  const currency = sorted(search.currency);
  if (status) filters.status = status;
  if (type) filters.type = type;
  if (storeId) filters.storeId = storeId;
  if (currency) filters.currency = currency;
  Object.assign(filters, periodOf(search));
  if (q) filters.search = q;
  return filters;
}

export function toInvoiceSort(search: InvoiceListSearch) {
  return { sortColumn: search.sort ?? DEFAULT_SORT, sortDirection: search.dir ?? DEFAULT_DIR };
}

/** Clicking a column: the same column toggles the direction; another one starts descending. */
export function nextSort(
  current: { sortColumn: InvoiceSortColumn; sortDirection: SortDirection },
  column: InvoiceSortColumn,
): Pick<InvoiceListSearch, 'sort' | 'dir'> {
  const dir: SortDirection =
    current.sortColumn === column ? (current.sortDirection === 'asc' ? 'desc' : 'asc') : 'desc';
  const isDefault = column === DEFAULT_SORT && dir === DEFAULT_DIR;
  return { sort: isDefault ? undefined : column, dir: isDefault ? undefined : dir };
}

export type FilterChip =
  | { kind: 'status'; value: InvoiceStatus }
  | { kind: 'type'; value: InvoiceType }
  | { kind: 'store'; value: number }
  | { kind: 'currency'; value: string }
  | { kind: 'period'; from: string | undefined; to: string | undefined }
  | { kind: 'q'; value: string };

/** One chip per chosen value, in the order of the filter bar. */
export function filterChips(search: InvoiceListSearch): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const value of search.status ?? []) chips.push({ kind: 'status', value });
  for (const value of search.type ?? []) chips.push({ kind: 'type', value });
  for (const value of search.store ?? []) chips.push({ kind: 'store', value });
  for (const value of search.currency ?? []) chips.push({ kind: 'currency', value });
  if (search.from || search.to) chips.push({ kind: 'period', from: search.from, to: search.to });
  const q = search.q?.trim();
  if (q) chips.push({ kind: 'q', value: q });
  return chips;
}

const without = <T>(list: readonly T[] | undefined, value: T): T[] | undefined => {
  const next = (list ?? []).filter((item) => item !== value);
  return next.length ? next : undefined;
};

/** The search without one chip's value (sort kept). */
export function removeChip(search: InvoiceListSearch, chip: FilterChip): InvoiceListSearch {
  switch (chip.kind) {
    case 'status':
      return { ...search, status: without(search.status, chip.value) };
    case 'type':
      return { ...search, type: without(search.type, chip.value) };
    case 'store':
      return { ...search, store: without(search.store, chip.value) };
    case 'currency':
      return { ...search, currency: without(search.currency, chip.value) };
    case 'period':
      return { ...search, from: undefined, to: undefined };
    case 'q':
      return { ...search, q: undefined };
  }
}

/** Every filter removed; the sort stays. */
export function clearFilters(search: InvoiceListSearch): InvoiceListSearch {
  return { sort: search.sort, dir: search.dir };
}

export function hasFilters(search: InvoiceListSearch): boolean {
  return filterChips(search).length > 0;
}
