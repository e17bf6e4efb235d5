import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import {
  answer,
  asset,
  id,
  list,
  money,
  num,
  oneOf,
  ours,
  record,
  required,
  shaped,
  text,
  time,
  withSent,
} from '../../http/read';
import { INVOICE_SPEC_NAMES, invoiceRowFields } from './invoice-list.schemas';
import { invoiceSource, invoiceStatus, methodType } from './values.schemas';

// ------------------------------------------------------------------ methods and the detail

/**
 * A method an invoice can be paid (payment) or sent (payout) with. SPEC names the method's
 * title and external_title (the invoice row) and its logo ("payout methods with a logo");
 * the rest is ours: a method without a type or currency is offered for every invoice (the
 * backend refuses a wrong choice), one without limits is checked for > 0 only.
 */
export const InvoiceMethodOption = record({
  id: required(id()),
  title: text({ none: '' }),
  external_title: text({ none: '' }),
  logo: asset(),
  type: ours(methodType()),
  currency: ours(text()),
  min_amount: ours(money()),
  max_amount: ours(money()),
});
export type InvoiceMethodOption = NonNullable<v.InferOutput<typeof InvoiceMethodOption>>;

/** Redirect links of an invoice (ours): null or empty = none set. */
const RedirectUrls = record({ success: text({ none: '' }), fail: text({ none: '' }) });

/**
 * Invoice detail (SPEC section 7: GET /api/payment/private answers the invoice): the row
 * fields, `created`, `amount` and `source` SPEC names, and fields of ours.
 */
const detailFields = {
  ...invoiceRowFields,
  created: time(),
  /** The requested amount, in the payment currency. */
  amount: money(),
  source: invoiceSource(),
  /** null in `sent`: never expires. */
  expires: ours(time()),
  updated: ours(time()),
  description: ours(text({ none: '' })),
  payer_email: ours(text({ none: '' })),
  address: ours(text({ none: '' })),
  redirect_urls: ours(RedirectUrls),
  /** Without it the methods available to the invoice are unknown: "Choose method" says so. */
  available_methods: ours(list(InvoiceMethodOption)),
};

/** An invoice as the server sends it (what the demo backend answers with). */
export type InvoiceDetailWire = v.InferInput<v.ObjectSchema<typeof detailFields, undefined>>;

/**
 * The invoice as read. `created` and `create_timestamp` are the same moment (SPEC gives both
 * names). `sent` is the object the server sent: the screens tell "not set" (a JSON null) from
 * "not read" by it.
 */
export const InvoiceDetail = withSent(answer(detailFields, { also: INVOICE_SPEC_NAMES }));
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetail>;

/**
 * One entry of the invoice log. SPEC shows no shape for GET /api/payment/logs: every field is
 * ours. `status_changed`, `method_selected`, `data_set`, `callback_sent`, `receipt_ready`, ...
 */
export const InvoiceLogEntry = record(
  {
    id: ours(id()),
    created: ours(time()),
    event: ours(text()),
    /** The status reached, on status changes. */
    status: ours(invoiceStatus()),
    message: ours(text({ none: '' })),
    /** On callback deliveries: the HTTP status the store's callback URL answered with. */
    status_code: ours(num()),
  },
  { also: { created: 'create_timestamp' } },
);
export type InvoiceLogEntry = NonNullable<v.InferOutput<typeof InvoiceLogEntry>>;

/** A list, or an object holding it; an answer that is no list fails (the timeline says so). */
export const InvoiceLogsAnswer = required(list(InvoiceLogEntry));

export const CHAT_AUTHORS = ['merchant', 'client', 'support'] as const;

/** SPEC section 3: chat messages carry id and created (sorted by created, then id). */
export const ChatMessage = record({
  id: required(id()),
  created: time(),
  author: ours(oneOf(CHAT_AUTHORS, 'bot')),
  text: ours(text({ none: '' })),
});
export type ChatMessage = NonNullable<v.InferOutput<typeof ChatMessage>>;

/** SPEC section 7 answers "messages" (`{ messages }` or any form of a list); unreadable, the chat says so. */
export const InvoiceChatAnswer = v.pipe(
  required(list(ChatMessage)),
  v.transform((messages) => ({ messages })),
);

const StatusObject = answer({ status: invoiceStatus(), updated: ours(time()) });

/**
 * The status of one invoice: SPEC shows no shape, so `{ status }` or the bare status. Never
 * fails: a status that cannot be read is null (the detail keeps what it shows).
 */
export const InvoiceStatusAnswer = shaped(
  (value: v.InferInput<typeof StatusObject> | string | null) => (isRecord(value) ? value : { status: value }),
  StatusObject,
);
export type InvoiceStatusAnswer = v.InferOutput<typeof InvoiceStatusAnswer>;
