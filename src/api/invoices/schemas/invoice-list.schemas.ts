import * as v from 'valibot';
import { entity, extParam, named, rows } from '../../http/wire';
import { InvoiceRow } from './invoice-row.schemas';
import { Id, InvoiceSortColumn, InvoiceStatus, InvoiceType, Seconds, SortDirection } from './values.schemas';

// ------------------------------------------------------------------ list, totals, refresh

const IGNORED_FILTER =
  'A backend that ignores it answers unfiltered rows: the cabinet keeps only the matching ones (the rule of the demo backend), reading further pages while a page holds none. The totals of such a backend cannot be corrected on the client (see GET /api/payment/totals).';
const TOTALS_UNFILTERED =
  'A backend that ignores it answers the totals of every invoice: the cabinet cannot correct totals on the client and shows them as sent.';

/** The filters of the list (SPEC section 7 says "filters" without naming them). */
function filterEntries(ignored: string) {
  const filter = <S extends v.GenericSchema>(schema: S, what: string) =>
    extParam(v.optional(schema), `${what} ${ignored}`);
  return {
    status: filter(v.array(InvoiceStatus), 'Statuses to keep (repeated key).'),
    type: filter(v.array(InvoiceType), 'Directions to keep: in, out, deposit, withdrawal (repeated key).'),
    storeId: filter(
      v.array(v.number()),
      'Stores to keep (repeated key); rows without store_id are matched by store_title.',
    ),
    currency: filter(v.array(v.string()), 'Payment currencies to keep (repeated key).'),
    startDate: filter(Seconds, 'Epoch seconds, inclusive, on create_timestamp.'),
    endDate: filter(Seconds, 'Epoch seconds, inclusive, on create_timestamp.'),
    search: filter(
      v.string(),
      'Text matched against the id (digits contained) or the external_id (case-insensitive, contained).',
    ),
  };
}

const SIGNED_IN_MERCHANT = (ignored: string) =>
  extParam(
    v.optional(v.number()),
    `The merchant whose invoices are meant (SPEC names no parameter of this call); a backend that ignores it answers for the merchant of the access token. ${ignored}`.trim(),
  );

/**
 * The filters the list, totals, refresh and export calls share (arrays repeat the key in the
 * query). `merchantId` is the signed-in merchant.
 */
export const InvoiceFilters = v.object({
  merchantId: v.number(),
  ...filterEntries(IGNORED_FILTER),
});
export type InvoiceFilters = v.InferInput<typeof InvoiceFilters>;

/**
 * Keyset paging (API-NOTES): the sort column with `id` as tie-breaker in the same direction.
 * merchantId, the sort and the page are what SPEC names for the invoice chunk call.
 */
export const InvoiceListInput = v.object({
  ...InvoiceFilters.entries,
  sortColumn: v.optional(InvoiceSortColumn, 'create_timestamp'),
  sortDirection: v.optional(SortDirection, 'desc'),
  prevId: v.optional(v.number()),
  prevValue: v.optional(v.number()),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 50),
});
export type InvoiceListInput = v.InferInput<typeof InvoiceListInput>;

/** SPEC section 7: `data.invoices`; a row that cannot be read is skipped, the others are kept. */
export const InvoiceListAnswer = entity('InvoiceList', {
  invoices: named(rows(InvoiceRow, 'InvoiceRow')),
});

/**
 * Totals of the filtered invoices. `in_sum` / `out_sum`: `total_sum` (USDT) of successful
 * in + deposit / out + withdrawal invoices; `avg_receipt_in` / `avg_receipt_out`: those sums
 * divided by their counts (0 when none); `success_rate`: percent (0-100) of the filtered
 * invoices that are successful; `count`: every filtered invoice.
 */
export const InvoiceTotals = entity('InvoiceTotals', {
  count: named(v.number()),
  avg_receipt_in: named(v.number()),
  avg_receipt_out: named(v.number()),
  success_rate: named(v.number()),
  in_sum: named(v.number()),
  out_sum: named(v.number()),
});
export type InvoiceTotals = v.InferOutput<typeof InvoiceTotals>;

/** The filters of the totals call: SPEC names no parameter of it at all. */
export const InvoiceTotalsInput = v.object({
  merchantId: SIGNED_IN_MERCHANT(''),
  ...filterEntries(TOTALS_UNFILTERED),
});

export const InvoiceTotalsAnswer = entity('InvoiceTotalsAnswer', { totals: named(InvoiceTotals) });

/**
 * `update_end_id` / `update_end_time` are the markers of the previous answer. Without them
 * the answer carries only fresh markers and totals (nothing to compare with yet).
 */
export const RefreshListInput = v.object({
  merchantId: SIGNED_IN_MERCHANT(''),
  ...filterEntries(
    'A backend that ignores it answers changed rows of every filter: the cabinet drops those that do not match; its totals then count every invoice (they cannot be corrected on the client).',
  ),
  update_end_id: extParam(
    v.optional(v.number()),
    'The update_end_id of the previous answer, sent back (SPEC names the markers only in the answer). A backend that ignores it decides itself which changes to send: rows are upserted by id and filtered on the client, so the list stays right.',
  ),
  update_end_time: extParam(
    v.optional(Seconds),
    'The update_end_time of the previous answer, sent back; ignored, as update_end_id.',
  ),
});
export type RefreshListInput = v.InferInput<typeof RefreshListInput>;

/** `unsuitable`: ids of rows, or the rows themselves (SPEC does not say which). */
const UnsuitableId = v.union([
  v.number(),
  v.pipe(
    v.object({ id: v.number() }),
    v.transform((row) => row.id),
  ),
]);

/**
 * `invoices`: rows matching the filter that are new (id > update_end_id) or changed at or
 * after update_end_time (the same row may come twice: upsert by id); `unsuitable`: rows
 * changed since then that no longer match the filter (drop them).
 */
export const RefreshListAnswer = entity('InvoiceRefresh', {
  invoices: named(rows(InvoiceRow, 'InvoiceRow')),
  unsuitable: named(rows(UnsuitableId, 'unsuitable')),
  totals: named(InvoiceTotals),
  update_end_id: named(v.number()),
  update_end_time: named(Seconds),
});
export type RefreshListAnswer = v.InferOutput<typeof RefreshListAnswer>;

export const InvoiceIdInput = v.object({ id: Id });
export const InvoiceRefInput = v.object({ invoice: Id });
