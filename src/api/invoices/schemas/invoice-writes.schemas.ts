import * as v from 'valibot';
import { entity, ext, extParam, named, rows } from '../../http/wire';
import { InvoiceMethodOption, InvoiceStatusAnswer } from './invoice-detail.schemas';
import { Id, looseAnswer, MethodType, objectAnswer, Seconds, StatusText } from './values.schemas';

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
