import * as v from 'valibot';
import { AssetUrl } from '../http/asset-url';
import { aliases, entity, ext, extParam, LIST_KEYS, listOf, named, opt, rows } from '../http/wire';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES } from './invoices.constants';

export { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES };

// Answers are read as SPEC.md and API-NOTES.md describe them and nothing more
// (src/api/http/wire.ts): `named` = SPEC names the field, `opt` = SPEC lets it be absent,
// `ext` = our extension with its written fallback. Requests send extension parameters
// through `extParam`, and the screens stay correct when a backend ignores them.

/** The statuses API-NOTES lists: what the cabinet asks for (filters, URL state). */
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

export const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
export const isInvoiceType = (value: unknown): value is InvoiceType =>
  typeof value === 'string' && (INVOICE_TYPES as readonly string[]).includes(value);

/**
 * A status or type as an answer carries it: one API-NOTES lists, or a value the cabinet does
 * not know yet, kept as sent (shown on a neutral badge with its raw text, never a crash).
 */
const StatusText = v.string();
const TypeText = v.string();

export const InvoiceSource = v.picklist([0, 1, 2, 3]);

/** Method kinds: `payment` collects money (invoice type in), `payout` sends it (type out). */
export const MethodType = v.picklist(['payment', 'payout']);
export type MethodType = v.InferOutput<typeof MethodType>;

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

/** Sort columns: only fields SPEC section 3 names for an invoice row. */
export const InvoiceSortColumn = v.picklist(INVOICE_SORT_COLUMNS);
export type InvoiceSortColumn = v.InferOutput<typeof InvoiceSortColumn>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Epoch seconds. */
const Seconds = v.number();

/**
 * An answer whose fields SPEC names, read even when the body is empty or not an object: its
 * named fields then read as missing (reported, shown as "—"); a save never fails on it.
 */
function objectAnswer<S extends v.GenericSchema>(schema: S) {
  return v.fallback(schema, () => v.parse(schema, {}));
}

/** An answer SPEC does not describe: read when it has this shape, otherwise null; never fails. */
function looseAnswer<S extends v.GenericSchema>(schema: S) {
  return v.nullish(v.fallback(v.nullable(schema), null), null);
}

// ------------------------------------------------------------------ the invoice row

/** The payment method of an invoice (SPEC section 3: method (title, external_title)). */
export const InvoiceMethod = entity('InvoiceMethod', {
  title: named(v.string()),
  external_title: opt(v.string()),
});
export type InvoiceMethod = v.InferOutput<typeof InvoiceMethod>;

/**
 * The fields of an invoice row (SPEC section 3 "Invoice row"). `sum_to_pay` is in the payment
 * currency (`currency`); `tro_amount` is the deal sum; `sum`, `fee_sum` and `total_sum` are in
 * the system currency (USDT): `total_sum` = `sum` - `fee_sum` for in and deposit, `sum` +
 * `fee_sum` for out and withdrawal. `rate` = system units per payment unit.
 */
const invoiceRowFields = {
  id: Id,
  external_id: opt(v.string()),
  store_id: ext(
    v.number(),
    null,
    'SPEC names the store of an invoice only by store_title. Without store_id the store filter compares the chosen stores by title, and the CSV export leaves the store_id column empty.',
  ),
  store_title: named(v.string()),
  create_timestamp: named(Seconds),
  type: named(TypeText),
  sum_to_pay: named(v.number()),
  currency: named(v.string()),
  tro_amount: named(v.number()),
  /** Null while no method has been chosen. */
  method: opt(InvoiceMethod),
  /** Payer or destination address, or a note; may be empty. */
  details: opt(v.string()),
  rate: named(v.number()),
  system_currency: named(v.string()),
  sum: named(v.number()),
  fee_sum: named(v.number()),
  total_sum: named(v.number()),
  status: named(StatusText),
};

export const InvoiceRow = entity('InvoiceRow', invoiceRowFields);
export type InvoiceRow = v.InferOutput<typeof InvoiceRow>;

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

// ------------------------------------------------------------------ methods and the detail

/**
 * A method an invoice can be paid (payment) or sent (payout) with. SPEC names the method's
 * title and external_title (the invoice row) and its logo ("payout methods with a logo");
 * some backends call the title `name`.
 */
export const InvoiceMethodOption = aliases(
  entity('PaymentMethod', {
    id: v.number(),
    title: named(v.string()),
    external_title: opt(v.string()),
    logo: opt(AssetUrl),
    type: ext(
      MethodType,
      null,
      'A method without a type is offered for payments and payouts alike; the backend refuses a wrong choice.',
    ),
    currency: ext(
      v.string(),
      null,
      'A method without a currency is offered for every currency of the invoice; the backend refuses a wrong choice.',
    ),
    min_amount: ext(
      v.number(),
      null,
      'No minimum is checked in the form and none is shown; the backend answers amount_below_minimum.',
    ),
    max_amount: ext(v.number(), null, 'No maximum is checked in the form and none is shown.'),
  }),
  'PaymentMethod',
  { title: ['name'] },
);
export type InvoiceMethodOption = v.InferOutput<typeof InvoiceMethodOption>;

/**
 * Invoice detail (SPEC section 7: GET /api/payment/private answers the invoice): the row
 * fields SPEC names, plus extensions each with its fallback.
 */
export const InvoiceDetail = entity('Invoice', {
  ...invoiceRowFields,
  created: ext(
    Seconds,
    null,
    'The creation time is shown from create_timestamp (SPEC section 3 "Invoice row").',
  ),
  amount: ext(
    v.number(),
    null,
    'The requested amount in the payment currency. Without it the "Requested amount" row shows — (the deal sum and the sum to pay stand beside it), and the change-data form starts with an empty amount that, left empty, is not changed.',
  ),
  source: ext(InvoiceSource, null, 'The "Source" row shows —.'),
  expires: ext(Seconds, null, 'The "Expires" row shows — (null = never expires is shown the same way).'),
  updated: ext(Seconds, null, 'The "Updated" row shows —.'),
  description: ext(
    v.string(),
    null,
    'The "Description" row shows — and the change-data form starts with it empty.',
  ),
  payer_email: ext(
    v.string(),
    null,
    'The "Payer e-mail" row shows — and the change-data form starts with it empty.',
  ),
  address: ext(
    v.string(),
    null,
    'Only details (SPEC: payer or destination address) is shown; the change-data form starts with an empty address.',
  ),
  redirect_urls: ext(
    v.object({ success: v.nullish(v.string(), null), fail: v.nullish(v.string(), null) }),
    null,
    'The redirect rows show —.',
  ),
  available_methods: ext(
    rows(InvoiceMethodOption, 'PaymentMethod'),
    [],
    'Without the methods available to the invoice, "Choose method" is disabled: the client chooses on the payment page.',
  ),
});
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetail>;

/**
 * One entry of the invoice log. SPEC shows no shape for GET /api/payment/logs: every field is
 * read tolerantly, under the names a backend may choose.
 */
export const InvoiceLogEntry = aliases(
  entity('InvoiceLog', {
    id: ext(v.number(), null, 'Entries are told apart by their position in the answer.'),
    created: ext(Seconds, null, 'The time of the entry shows —; entries keep the order of the answer.'),
    /** `status_changed`, `method_selected`, `data_set`, `callback_sent`, `receipt_ready`, ... */
    event: ext(v.string(), null, 'The entry is titled "Event".'),
    /** The status reached, on status changes. */
    status: ext(StatusText, null, 'The entry is titled by its event instead of a status.'),
    message: ext(v.string(), null, 'The entry shows no message line.'),
    /** On callback deliveries: the HTTP status the store's callback URL answered with. */
    status_code: ext(
      v.number(),
      null,
      'A callback delivery shows — for its response code and no delivered / failed outcome.',
    ),
  }),
  'InvoiceLog',
  {
    created: ['create_timestamp', 'time'],
    message: ['text', 'comment'],
    status_code: ['response_code', 'http_status'],
  },
);
export type InvoiceLogEntry = v.InferOutput<typeof InvoiceLogEntry>;

/** A bare list, or an object holding it (`logs`, `list`, `items`, ...). */
export const InvoiceLogsAnswer = listOf(InvoiceLogEntry, 'InvoiceLog', ['logs', ...LIST_KEYS]);

/** SPEC section 3: chat messages carry id and created (sorted by created, then id). */
export const ChatMessage = aliases(
  entity('ChatMessage', {
    id: v.number(),
    created: named(Seconds),
    author: ext(
      v.string(),
      null,
      'merchant, client or support; without it (or another value) the message shows no author label.',
    ),
    text: ext(v.string(), null, 'The message shows no text (its time is still shown).'),
  }),
  'ChatMessage',
  { text: ['message'] },
);
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

/** SPEC section 7 answers "messages": `{ messages: [...] }` or the bare list. */
export const InvoiceChatAnswer = v.union([
  v.object({ messages: rows(ChatMessage, 'ChatMessage') }),
  v.pipe(
    rows(ChatMessage, 'ChatMessage'),
    v.transform((messages) => ({ messages })),
  ),
]);

/** The status of one invoice: SPEC shows no shape, so `{ status }` or the bare status. */
export const InvoiceStatusAnswer = v.union([
  entity('InvoiceStatus', {
    status: named(StatusText),
    updated: ext(Seconds, null, 'Not shown: the detail page compares the status alone.'),
  }),
  v.pipe(
    StatusText,
    v.transform((status) => ({ status, updated: null })),
  ),
]);
export type InvoiceStatusAnswer = v.InferOutput<typeof InvoiceStatusAnswer>;

// ------------------------------------------------------------------ writes

const PositiveAmount = v.pipe(v.number(), v.gtValue(0, 'amount_below_minimum'));

/**
 * New invoice (SPEC section 7 says "invoice data"): `in` = payment (from a client), `out` =
 * payout (to `address`).
 */
export const CreateInvoiceInput = v.object({
  type: v.picklist(['in', 'out']),
  store_id: v.number(),
  amount: PositiveAmount,
  currency: v.pipe(v.string(), v.nonEmpty()),
  method: extParam(
    v.optional(v.number()),
    'Id of a method from invoice-methods. A backend that ignores it lets the client choose the method on the payment page (payments) or uses its own payout method.',
  ),
  external_id: v.optional(v.string()),
  description: extParam(
    v.optional(v.string()),
    'A note of the merchant; a backend that ignores it keeps none (the detail shows —).',
  ),
  payer_email: extParam(
    v.optional(v.string()),
    "The client's e-mail; a backend that ignores it keeps none (the detail shows —).",
  ),
  /** Payout destination; required for `out`. */
  address: v.optional(v.string()),
});
export type CreateInvoiceInput = v.InferInput<typeof CreateInvoiceInput>;

/** SPEC section 7: `data.id`. Without it the cabinet opens the invoice list instead. */
export const CreateInvoiceAnswer = objectAnswer(entity('CreatedInvoice', { id: named(v.number()) }));

const METHODS_IGNORED =
  'A backend that ignores it answers more methods: the cabinet keeps those whose own type and currency match (methods that do not say are kept).';
export const InvoiceMethodsInput = v.object({
  store_id: extParam(
    v.optional(v.number()),
    'The store the invoice is for. A backend that ignores it answers the methods of every store; the backend refuses a method the store cannot use when the invoice is created.',
  ),
  type: extParam(v.optional(MethodType), `payment or payout. ${METHODS_IGNORED}`),
  currency: extParam(v.optional(v.string()), `The payment currency. ${METHODS_IGNORED}`),
});
export type InvoiceMethodsInput = v.InferInput<typeof InvoiceMethodsInput>;

/** SPEC section 7: `data.methods`. */
export const InvoiceMethodsAnswer = objectAnswer(
  entity('InvoiceMethods', { methods: named(rows(InvoiceMethodOption, 'PaymentMethod')) }),
);

export const InvoiceActionType = v.picklist(['cancel', 'complete']);
export type InvoiceActionType = v.InferOutput<typeof InvoiceActionType>;

export const InvoiceActionInput = v.object({ invoice: Id, action_type: InvoiceActionType });
export type InvoiceActionInput = v.InferInput<typeof InvoiceActionInput>;

/** SPEC shows no answer: a status when it carries one, else the invoice is read again. */
export const InvoiceActionAnswer = looseAnswer(InvoiceStatusAnswer);

export const SelectMethodInput = v.object({ invoice: Id, method: v.number() });
export type SelectMethodInput = v.InferInput<typeof SelectMethodInput>;

/** SPEC section 7: amount to pay in the method's currency and the rate it was computed with. */
export const AmountRate = objectAnswer(
  entity('AmountRate', { amount: named(v.number()), rate: named(v.number()) }),
);
export type AmountRate = v.InferOutput<typeof AmountRate>;

export const SetDataInput = v.object({
  invoice: Id,
  currency: v.optional(v.string()),
  amount: v.optional(PositiveAmount),
  payer_email: extParam(
    v.optional(v.string()),
    "The client's e-mail; a backend that ignores it keeps the old one (the detail is read again after saving).",
  ),
  address: extParam(
    v.optional(v.string()),
    'The payer or destination address; a backend that ignores it keeps the old one (the detail is read again after saving).',
  ),
  description: extParam(
    v.optional(v.string()),
    'A note of the merchant; a backend that ignores it keeps the old one (the detail is read again after saving).',
  ),
});
export type SetDataInput = v.InferInput<typeof SetDataInput>;

/** SPEC section 7 answers "data": the trade operation started, as far as it says. */
export const InitAnswer = looseAnswer(
  entity('InitAnswer', {
    status: ext(StatusText, null, 'Not shown: the invoice is read again.'),
    address: ext(v.string(), null, 'Not shown: the invoice is read again.'),
    amount: ext(
      v.number(),
      null,
      'The confirmation says the payment started without naming the amount the client pays.',
    ),
    currency: ext(v.string(), null, 'As amount.'),
    expires: ext(Seconds, null, 'Not shown: the invoice is read again.'),
  }),
);
export type InitAnswer = v.InferOutput<typeof InitAnswer>;

/** SPEC shows no answer for the callback. */
export const CallbackAnswer = looseAnswer(
  entity('CallbackAnswer', {
    sent: ext(
      v.boolean(),
      null,
      'false = the callback could not be delivered. Without it the confirmation only says the callback was sent.',
    ),
    status_code: ext(
      v.number(),
      null,
      "The HTTP status the store's callback URL answered with. Without it the confirmation names no status.",
    ),
  }),
);
export type CallbackAnswer = v.InferOutput<typeof CallbackAnswer>;

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

const Filename = v.pipe(v.string(), v.nonEmpty());
/** 202: the file is being prepared; `{ filename }` (or the bare name) to fetch from storage/download. */
export const FilePending = v.union([
  v.object({ filename: Filename }),
  v.pipe(
    Filename,
    v.transform((filename) => ({ filename })),
  ),
]);
export type FilePending = v.InferOutput<typeof FilePending>;

export const InvoiceFileInput = v.object({ invoice: Id, file: v.pipe(v.string(), v.nonEmpty()) });
export type InvoiceFileInput = v.InferInput<typeof InvoiceFileInput>;
export const InvoiceFileAnswer = v.union([FileBlob, FilePending]);

export const StorageDownloadInput = v.object({ filename: Filename });

export const RefreshReceiptsInput = v.object({ invoices: v.pipe(v.array(Id), v.minLength(1)) });
/** SPEC shows no answer for refresh-receipts. */
export const RefreshReceiptsAnswer = looseAnswer(
  entity('RefreshReceipts', {
    updated: ext(
      v.number(),
      null,
      'How many receipts were queued; without it the confirmation says the receipt will be prepared again.',
    ),
  }),
);

/** The file name of an invoice's receipt (GET /api/assets/payment/{invoice}/{file}). */
export const RECEIPT_FILE = 'receipt.pdf';
