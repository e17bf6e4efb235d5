import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { Id, pageSize, Seconds, SortDirection } from '../../http/params.schemas';
import {
  answer,
  id,
  list,
  money,
  num,
  ours,
  record,
  required,
  text,
  time,
  toId,
  withSent,
} from '../../http/read';
import {
  InvoiceSortColumn,
  InvoiceStatus,
  InvoiceType,
  invoiceMethod,
  invoiceStatus,
  invoiceType,
} from './values.schemas';

// ------------------------------------------------------------------ the invoice row

/**
 * The fields of an invoice row (SPEC section 3 "Invoice row"), each read by its kind. `sum_to_pay`
 * is in the payment currency (`currency`); `tro_amount` is the deal sum; `sum`, `fee_sum` and
 * `total_sum` are in the system currency (USDT): `total_sum` = `sum` - `fee_sum` for in and
 * deposit, `sum` + `fee_sum` for out and withdrawal. `rate` = system units per payment unit.
 */
export const invoiceRowFields = {
  id: required(id()),
  /** Optional (SPEC): null or empty = none. */
  external_id: text({ none: '' }),
  /** SPEC names the store of an invoice only by store_title: without it a store filter compares titles. */
  store_id: ours(id()),
  store_title: text(),
  create_timestamp: time(),
  type: invoiceType(),
  sum_to_pay: money(),
  currency: text(),
  tro_amount: money(),
  method: invoiceMethod(),
  /** Payer or destination address, or a note; null or empty = none. */
  details: text({ none: '' }),
  rate: num(),
  system_currency: text(),
  sum: money(),
  fee_sum: money(),
  total_sum: money(),
  status: invoiceStatus(),
};

/** An invoice row as the server sends it (what the demo backend answers with). */
export type InvoiceRowWire = v.InferInput<v.ObjectSchema<typeof invoiceRowFields, undefined>>;

/** SPEC names the creation time of an invoice both `create_timestamp` (a row) and `created`. */
export const INVOICE_SPEC_NAMES = { create_timestamp: 'created', created: 'create_timestamp' } as const;

/**
 * An invoice row as read, with the object the server sent (`sent`): the keyset cursor sends
 * the last row's sort value back exactly as it came (milliseconds to a backend that sends them).
 */
export const InvoiceRow = withSent(record(invoiceRowFields, { also: INVOICE_SPEC_NAMES }));
export type InvoiceRow = v.InferOutput<typeof InvoiceRow>;

// ------------------------------------------------------------------ list, totals, refresh

/**
 * The filters of the list (SPEC section 7 says "filters" without naming them): every one is
 * ours. A backend that ignores them answers unfiltered rows: the cabinet keeps only the
 * matching ones (the rule of the demo backend), reading further pages while a page holds
 * none; the totals of such a backend cannot be corrected on the client.
 */
const filterEntries = {
  /** Statuses to keep (repeated key). */
  status: ours(v.optional(v.array(InvoiceStatus))),
  /** Directions to keep: in, out, deposit, withdrawal (repeated key). */
  type: ours(v.optional(v.array(InvoiceType))),
  /** Stores to keep (repeated key); rows without store_id are matched by store_title. */
  storeId: ours(v.optional(v.array(v.number()))),
  /** Payment currencies to keep (repeated key). */
  currency: ours(v.optional(v.array(v.string()))),
  /** Epoch seconds, inclusive, on create_timestamp. */
  startDate: ours(v.optional(Seconds)),
  endDate: ours(v.optional(Seconds)),
  /** Text matched against the id (digits contained) or the external_id (case-insensitive, contained). */
  search: ours(v.optional(v.string())),
};

/**
 * The filters the list, totals, refresh and export calls share (arrays repeat the key in the
 * query). `merchantId` is the signed-in merchant.
 */
export const InvoiceFilters = v.object({ merchantId: v.number(), ...filterEntries });
export type InvoiceFilters = v.InferInput<typeof InvoiceFilters>;

/**
 * A keyset `prevValue`: the last row's value of the sort column exactly as the server sent it
 * (epoch seconds, milliseconds or an ISO text for create_timestamp; a number or a numeric
 * text for total_sum and id).
 */
export const SortValue = v.union([v.number(), v.string()]);

/**
 * Keyset paging (API-NOTES): the sort column with `id` as tie-breaker in the same direction.
 * merchantId, the sort and the page are what SPEC names for the invoice chunk call.
 */
export const InvoiceListInput = v.object({
  ...InvoiceFilters.entries,
  sortColumn: v.optional(InvoiceSortColumn, 'create_timestamp'),
  sortDirection: v.optional(SortDirection, 'desc'),
  prevId: v.optional(v.number()),
  prevValue: v.optional(SortValue),
  pageSize: v.optional(pageSize(200), 50),
});
export type InvoiceListInput = v.InferInput<typeof InvoiceListInput>;

/** SPEC section 7: `data.invoices`; a row that cannot be read is skipped, a list that cannot fails the call. */
export const InvoiceListAnswer = answer({ invoices: required(list(InvoiceRow)) });

/**
 * Totals of the filtered invoices. `in_sum` / `out_sum`: `total_sum` (USDT) of successful
 * in + deposit / out + withdrawal invoices; `avg_receipt_in` / `avg_receipt_out`: those sums
 * divided by their counts (0 when none); `success_rate`: percent (0-100) of the filtered
 * invoices that are successful; `count`: every filtered invoice.
 */
export const InvoiceTotals = record({
  count: num(),
  avg_receipt_in: money(),
  avg_receipt_out: money(),
  success_rate: num(),
  in_sum: money(),
  out_sum: money(),
});
export type InvoiceTotals = NonNullable<v.InferOutput<typeof InvoiceTotals>>;

/** The filters of the totals call: SPEC names no parameter of it at all. */
export const InvoiceTotalsInput = v.object({
  /** The merchant whose invoices are meant; a backend that ignores it answers for the access token's merchant. */
  merchantId: ours(v.optional(v.number())),
  ...filterEntries,
});

/** SPEC section 7: `data.totals`; null when it cannot be read (every figure unknown). */
export const InvoiceTotalsAnswer = answer({ totals: InvoiceTotals });

/**
 * `update_end_id` / `update_end_time` are the markers of the previous answer, sent back as
 * the server sent them (SPEC names the markers only in the answer). Without them the answer
 * carries only fresh markers and totals (nothing to compare with yet). A backend that ignores
 * them decides itself which changes to send: rows are upserted by id and filtered on the
 * client, so the list stays right.
 */
export const RefreshListInput = v.object({
  merchantId: ours(v.optional(v.number())),
  ...filterEntries,
  update_end_id: ours(v.optional(SortValue)),
  update_end_time: ours(v.optional(SortValue)),
});
export type RefreshListInput = v.InferInput<typeof RefreshListInput>;

/** `unsuitable`: ids of rows, or the rows themselves (SPEC does not say which). */
const UnsuitableId = v.pipe(
  v.optional(v.custom<number | string | { id: number | string }>(() => true)),
  v.transform((value) => toId(isRecord(value) ? value.id : value)),
  v.metadata({ kind: 'id' }),
);

/**
 * `invoices`: rows matching the filter that are new (id > update_end_id) or changed at or
 * after update_end_time (the same row may come twice: upsert by id); `unsuitable`: rows
 * changed since then that no longer match the filter (drop them). `sent` keeps the markers
 * as the server sent them, to send them back.
 */
export const RefreshListAnswer = withSent(
  answer({
    invoices: list(InvoiceRow),
    unsuitable: list(UnsuitableId),
    totals: InvoiceTotals,
    update_end_id: id(),
    update_end_time: time(),
  }),
);
export type RefreshListAnswer = v.InferOutput<typeof RefreshListAnswer>;

export const InvoiceIdInput = v.object({ id: Id });
export const InvoiceRefInput = v.object({ invoice: Id });
