/**
 * The rule of the invoice list filters, shared by the demo backend (which filters with it) and
 * the cabinet (which applies it again to the rows it receives: SPEC names no filter parameter,
 * so a backend may ignore them and answer unfiltered rows).
 */

/** What the rule reads of a row: fields SPEC names, plus store_id where it came. */
export interface FilterableInvoice {
  id: number;
  external_id?: string | null;
  store_id?: number | null;
  store_title?: string | null;
  create_timestamp: number | null;
  type: string | null;
  currency: string | null;
  status: string | null;
}

export interface InvoiceFilterRule {
  status?: readonly string[] | undefined;
  type?: readonly string[] | undefined;
  storeId?: readonly number[] | undefined;
  currency?: readonly string[] | undefined;
  /** Epoch seconds, inclusive, on create_timestamp. */
  startDate?: number | undefined;
  endDate?: number | undefined;
  /** The id (digits contained) or the external_id (case-insensitive, contained). */
  search?: string | undefined;
}

export interface FilterContext {
  /**
   * Titles of the merchant's stores by id: a row without store_id (SPEC names only
   * store_title) matches a store filter by title. Unknown stores match nothing.
   */
  storeTitles?: ReadonlyMap<number, string>;
}

function matchesStore(row: FilterableInvoice, ids: readonly number[], context: FilterContext): boolean {
  if (typeof row.store_id === 'number') return ids.includes(row.store_id);
  const title = row.store_title;
  if (!title) return false;
  return ids.some((id) => context.storeTitles?.get(id) === title);
}

/** Whether a row matches every filter that is set (an empty list sets nothing). */
export function matchesInvoiceFilters(
  row: FilterableInvoice,
  filters: InvoiceFilterRule,
  context: FilterContext = {},
): boolean {
  if (filters.status?.length && !(row.status !== null && filters.status.includes(row.status))) return false;
  if (filters.type?.length && !(row.type !== null && filters.type.includes(row.type))) return false;
  if (filters.currency?.length && !(row.currency !== null && filters.currency.includes(row.currency)))
    return false;
  if (filters.storeId?.length && !matchesStore(row, filters.storeId, context)) return false;
  const created = row.create_timestamp;
  if (filters.startDate !== undefined && (created === null || created < filters.startDate)) return false;
  if (filters.endDate !== undefined && (created === null || created > filters.endDate)) return false;
  const search = filters.search?.trim().toLowerCase();
  if (search && !String(row.id).includes(search) && !row.external_id?.toLowerCase().includes(search))
    return false;
  return true;
}

/** Whether any filter is set (otherwise every row matches and nothing needs checking). */
export function hasInvoiceFilters(filters: InvoiceFilterRule): boolean {
  return Boolean(
    filters.status?.length ||
      filters.type?.length ||
      filters.storeId?.length ||
      filters.currency?.length ||
      filters.startDate !== undefined ||
      filters.endDate !== undefined ||
      filters.search?.trim(),
  );
}
