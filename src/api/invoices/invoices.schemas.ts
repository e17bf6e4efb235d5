import * as v from 'valibot';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES } from './invoices.constants';

export { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES };

export const InvoiceStatus = v.picklist(INVOICE_STATUSES);
export type InvoiceStatus = v.InferOutput<typeof InvoiceStatus>;

/** Statuses an invoice can still leave (the others are final). */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'created',
  'awaiting_payment',
  'paid',
  'dispute',
];

export const InvoiceType = v.picklist(INVOICE_TYPES);
export type InvoiceType = v.InferOutput<typeof InvoiceType>;

/** Invoice source (SPEC section 3): PaymentPage=0, Api=1, Cabinet=2, Admin=3. */
export const INVOICE_SOURCE = { paymentPage: 0, api: 1, cabinet: 2, admin: 3 } as const;
export const InvoiceSource = v.picklist([0, 1, 2, 3]);

/** Method kinds: `payment` collects money (invoice type in), `payout` sends it (type out). */
export const MethodType = v.picklist(['payment', 'payout']);
export type MethodType = v.InferOutput<typeof MethodType>;

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

export const InvoiceSortColumn = v.picklist(INVOICE_SORT_COLUMNS);
export type InvoiceSortColumn = v.InferOutput<typeof InvoiceSortColumn>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Epoch seconds. */
const Seconds = v.number();
const Text = v.optional(v.nullable(v.string()));

/** The payment method of an invoice as shown in lists: our title and the provider's title. */
export const InvoiceMethod = v.object({
  title: v.string(),
  external_title: Text,
});
export type InvoiceMethod = v.InferOutput<typeof InvoiceMethod>;

/**
 * One invoice row (SPEC section 3 "Invoice row"). `sum_to_pay` is in the payment currency
 * (`currency`); `tro_amount` is the deal sum in the payment currency; `sum`, `fee_sum` and
 * `total_sum` are in the system currency (USDT): `total_sum` = `sum` - `fee_sum` for in and
 * deposit, `sum` + `fee_sum` for out and withdrawal. `rate` = system units per payment unit.
 */
export const InvoiceRow = v.object({
  id: Id,
  external_id: Text,
  store_id: v.number(),
  store_title: v.string(),
  create_timestamp: Seconds,
  type: InvoiceType,
  sum_to_pay: v.number(),
  currency: v.string(),
  tro_amount: v.number(),
  /** Null while no method has been chosen. */
  method: v.optional(v.nullable(InvoiceMethod), null),
  /** Payer or destination address, or a note; may be empty. */
  details: Text,
  rate: v.number(),
  system_currency: v.optional(v.string(), 'USDT'),
  sum: v.number(),
  fee_sum: v.number(),
  total_sum: v.number(),
  status: InvoiceStatus,
});
export type InvoiceRow = v.InferOutput<typeof InvoiceRow>;

/** Filters shared by the list, totals and refresh-list calls (arrays repeat the key in the query). */
export const InvoiceFilterEntries = {
  merchantId: v.number(),
  status: v.optional(v.array(InvoiceStatus)),
  type: v.optional(v.array(InvoiceType)),
  storeId: v.optional(v.array(v.number())),
  currency: v.optional(v.array(v.string())),
  /** Epoch seconds, inclusive, on create_timestamp. */
  startDate: v.optional(Seconds),
  endDate: v.optional(Seconds),
  /** Matches the id (digits contained) or the external_id (case-insensitive, contained). */
  search: v.optional(v.string()),
};
export const InvoiceFilters = v.object(InvoiceFilterEntries);
export type InvoiceFilters = v.InferInput<typeof InvoiceFilters>;

/** Keyset paging (API-NOTES): the sort column with `id` as tie-breaker in the same direction. */
export const InvoiceListInput = v.object({
  ...InvoiceFilterEntries,
  sortColumn: v.optional(InvoiceSortColumn, 'create_timestamp'),
  sortDirection: v.optional(SortDirection, 'desc'),
  prevId: v.optional(v.number()),
  prevValue: v.optional(v.number()),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 50),
});
export type InvoiceListInput = v.InferInput<typeof InvoiceListInput>;

export const InvoiceListAnswer = v.object({ invoices: v.array(InvoiceRow) });

/**
 * Totals of the filtered invoices. `in_sum` / `out_sum`: `total_sum` (USDT) of successful
 * in + deposit / out + withdrawal invoices; `avg_receipt_in` / `avg_receipt_out`: those sums
 * divided by their counts (0 when none); `success_rate`: percent (0-100) of the filtered
 * invoices that are successful; `count`: every filtered invoice.
 */
export const InvoiceTotals = v.object({
  count: v.number(),
  avg_receipt_in: v.number(),
  avg_receipt_out: v.number(),
  success_rate: v.number(),
  in_sum: v.number(),
  out_sum: v.number(),
});
export type InvoiceTotals = v.InferOutput<typeof InvoiceTotals>;

export const InvoiceTotalsAnswer = v.object({ totals: InvoiceTotals });

/**
 * `update_end_id` / `update_end_time` are the markers of the previous answer. Without them
 * the answer carries only fresh markers and totals (nothing to compare with yet).
 */
export const RefreshListInput = v.object({
  ...InvoiceFilterEntries,
  update_end_id: v.optional(v.number()),
  update_end_time: v.optional(Seconds),
});
export type RefreshListInput = v.InferInput<typeof RefreshListInput>;

/**
 * `invoices`: rows matching the filter that are new (id > update_end_id) or changed at or
 * after update_end_time (the same row may come twice: upsert by id); `unsuitable`: ids of
 * rows changed since then that no longer match the filter (drop them).
 */
export const RefreshListAnswer = v.object({
  invoices: v.array(InvoiceRow),
  unsuitable: v.array(v.number()),
  totals: InvoiceTotals,
  update_end_id: v.number(),
  update_end_time: Seconds,
});
export type RefreshListAnswer = v.InferOutput<typeof RefreshListAnswer>;

export const InvoiceIdInput = v.object({ id: Id });
export const InvoiceRefInput = v.object({ invoice: Id });

/** A method an invoice can be paid (payment) or sent (payout) with. Amounts in `currency`. */
export const InvoiceMethodOption = v.object({
  id: v.number(),
  title: v.string(),
  external_title: Text,
  logo: Text,
  currency: v.string(),
  type: MethodType,
  min_amount: v.optional(v.nullable(v.number())),
  max_amount: v.optional(v.nullable(v.number())),
});
export type InvoiceMethodOption = v.InferOutput<typeof InvoiceMethodOption>;

export const RedirectUrls = v.object({ success: Text, fail: Text });

/**
 * Invoice detail: the row plus `created` (= create_timestamp), `amount` (requested, in the
 * payment currency), `source`, `expires` (epoch s, null when it never expires), the payer
 * e-mail, payout `address`, the store's redirect urls and the methods available to it.
 */
export const InvoiceDetail = v.object({
  ...InvoiceRow.entries,
  created: Seconds,
  amount: v.number(),
  source: v.optional(v.nullable(InvoiceSource)),
  expires: v.optional(v.nullable(Seconds)),
  updated: v.optional(v.nullable(Seconds)),
  description: Text,
  payer_email: Text,
  address: Text,
  redirect_urls: v.optional(v.nullable(RedirectUrls)),
  available_methods: v.optional(v.array(InvoiceMethodOption), []),
});
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetail>;

export const InvoiceLogEntry = v.object({
  id: v.number(),
  created: Seconds,
  /** `status_changed`, `method_selected`, `data_set`, `callback_sent`, `receipt_ready`, ... */
  event: v.string(),
  /** The status reached, on status changes. */
  status: v.optional(v.nullable(InvoiceStatus)),
  message: v.optional(v.string(), ''),
});
export type InvoiceLogEntry = v.InferOutput<typeof InvoiceLogEntry>;

export const InvoiceLogsAnswer = v.array(InvoiceLogEntry);

export const ChatAuthor = v.picklist(['merchant', 'client', 'support']);

export const ChatMessage = v.object({
  id: v.number(),
  created: Seconds,
  author: ChatAuthor,
  text: v.string(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

/** Order on the wire is not guaranteed: the cabinet sorts by created, then id. */
export const InvoiceChatAnswer = v.object({ messages: v.array(ChatMessage) });

export const InvoiceStatusAnswer = v.object({
  id: v.number(),
  status: InvoiceStatus,
  updated: Seconds,
});
export type InvoiceStatusAnswer = v.InferOutput<typeof InvoiceStatusAnswer>;

const PositiveAmount = v.pipe(v.number(), v.gtValue(0, 'amount_below_minimum'));

/** New invoice: `in` = payment (from a client), `out` = payout (to `address`). */
export const CreateInvoiceInput = v.object({
  type: v.picklist(['in', 'out']),
  store_id: v.number(),
  amount: PositiveAmount,
  currency: v.pipe(v.string(), v.nonEmpty()),
  /** Id of a method from invoice-methods; payments may leave the choice to the client. */
  method: v.optional(v.number()),
  external_id: v.optional(v.string()),
  description: v.optional(v.string()),
  payer_email: v.optional(v.string()),
  /** Payout destination; required for `out`. */
  address: v.optional(v.string()),
});
export type CreateInvoiceInput = v.InferInput<typeof CreateInvoiceInput>;

export const CreateInvoiceAnswer = v.object({ id: v.number() });

export const InvoiceMethodsInput = v.object({
  store_id: v.number(),
  type: MethodType,
  currency: v.optional(v.string()),
});
export type InvoiceMethodsInput = v.InferInput<typeof InvoiceMethodsInput>;

export const InvoiceMethodsAnswer = v.object({ methods: v.array(InvoiceMethodOption) });

export const InvoiceActionType = v.picklist(['cancel', 'complete']);
export type InvoiceActionType = v.InferOutput<typeof InvoiceActionType>;

export const InvoiceActionInput = v.object({ invoice: Id, action_type: InvoiceActionType });
export type InvoiceActionInput = v.InferInput<typeof InvoiceActionInput>;

export const SelectMethodInput = v.object({ invoice: Id, method: v.number() });
export type SelectMethodInput = v.InferInput<typeof SelectMethodInput>;

/** Amount to pay in the method's currency and the rate it was computed with. */
export const AmountRate = v.object({ amount: v.number(), rate: v.number() });
export type AmountRate = v.InferOutput<typeof AmountRate>;

export const SetDataInput = v.object({
  invoice: Id,
  currency: v.optional(v.string()),
  amount: v.optional(PositiveAmount),
  payer_email: v.optional(v.string()),
  address: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type SetDataInput = v.InferInput<typeof SetDataInput>;

/** Trade operation started: the deposit address and amount the client pays. */
export const InitAnswer = v.object({
  id: v.number(),
  status: InvoiceStatus,
  address: Text,
  amount: v.number(),
  currency: v.string(),
  expires: v.optional(v.nullable(Seconds)),
});
export type InitAnswer = v.InferOutput<typeof InitAnswer>;

export const CallbackAnswer = v.object({
  sent: v.boolean(),
  /** HTTP status the store's callback URL answered with (null when unreachable). */
  status_code: v.optional(v.nullable(v.number())),
});

/** Duck-typed so that any Blob implementation (browser, Node, jsdom) passes. */
export const FileBlob = v.pipe(
  v.custom<Blob>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      'size' in value &&
      typeof value.size === 'number' &&
      'arrayBuffer' in value &&
      typeof value.arrayBuffer === 'function',
    'file expected',
  ),
  v.description('binary file'),
);

/** 202: the file is being prepared, `{ filename }` to fetch from storage/download. */
export const FilePending = v.object({ filename: v.pipe(v.string(), v.nonEmpty()) });
export type FilePending = v.InferOutput<typeof FilePending>;

export const InvoiceFileInput = v.object({ invoice: Id, file: v.pipe(v.string(), v.nonEmpty()) });
export type InvoiceFileInput = v.InferInput<typeof InvoiceFileInput>;
export const InvoiceFileAnswer = v.union([FileBlob, FilePending]);

export const StorageDownloadInput = v.object({ filename: v.pipe(v.string(), v.nonEmpty()) });

export const RefreshReceiptsInput = v.object({ invoices: v.pipe(v.array(Id), v.minLength(1)) });
export const RefreshReceiptsAnswer = v.object({ updated: v.number() });

/** The file name of an invoice's receipt (GET /api/assets/payment/{invoice}/{file}). */
export const RECEIPT_FILE = 'receipt.pdf';
