import * as v from 'valibot';
import { AssetUrl } from '../../http/asset-url';
import { aliases, entity, ext, LIST_KEYS, listOf, named, opt, rows } from '../../http/wire';
import { invoiceRowFields } from './invoice-row.schemas';
import { InvoiceSource, MethodType, Seconds, StatusText } from './values.schemas';

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
