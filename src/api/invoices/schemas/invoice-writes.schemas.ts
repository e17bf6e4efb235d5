import * as v from 'valibot';
import { Id, PositiveAmount } from '../../http/params.schemas';
import { answer, bool, id, list, money, num, ours, required, text, time } from '../../http/read';
import { InvoiceMethodOption, InvoiceStatusAnswer } from './invoice-detail.schemas';
import { invoiceStatus, MethodType } from './values.schemas';

/**
 * New invoice (SPEC section 7 says "invoice data"): `in` = payment (from a client), `out` =
 * payout (to `address`). Every field is what the merchant typed or chose.
 */
export const CreateInvoiceInput = v.object({
  type: v.picklist(['in', 'out']),
  store_id: v.number(),
  amount: PositiveAmount,
  currency: v.pipe(v.string(), v.nonEmpty()),
  /**
   * Id of a method from invoice-methods. A backend that ignores it lets the client choose the
   * method on the payment page (payments) or uses its own payout method.
   */
  method: ours(v.optional(v.number())),
  external_id: v.optional(v.string()),
  /** A note of the merchant; a backend that ignores it keeps none. */
  description: ours(v.optional(v.string())),
  /** The client's e-mail; a backend that ignores it keeps none. */
  payer_email: ours(v.optional(v.string())),
  /** Payout destination; required for `out`. */
  address: v.optional(v.string()),
});
export type CreateInvoiceInput = v.InferInput<typeof CreateInvoiceInput>;

/** SPEC section 7: `data.id`. Without it the cabinet opens the invoice list instead. */
export const CreateInvoiceAnswer = answer({ id: id() });

/**
 * The methods asked for. A backend that ignores a parameter answers more methods: the cabinet
 * keeps those whose own type and currency match (methods that do not say are kept); the
 * backend refuses a method the store cannot use when the invoice is created.
 */
export const InvoiceMethodsInput = v.object({
  store_id: ours(v.optional(v.number())),
  type: ours(v.optional(MethodType)),
  currency: ours(v.optional(v.string())),
});
export type InvoiceMethodsInput = v.InferInput<typeof InvoiceMethodsInput>;

/** SPEC section 7: `data.methods`; a list that cannot be read fails the call (the form says so). */
export const InvoiceMethodsAnswer = answer({ methods: required(list(InvoiceMethodOption)) });

export const InvoiceActionType = v.picklist(['cancel', 'complete']);
export type InvoiceActionType = v.InferOutput<typeof InvoiceActionType>;

export const InvoiceActionInput = v.object({ invoice: Id, action_type: InvoiceActionType });
export type InvoiceActionInput = v.InferInput<typeof InvoiceActionInput>;

/** SPEC shows no answer: a status when it carries one (never fails), and the invoice is read again. */
export const InvoiceActionAnswer = InvoiceStatusAnswer;

export const SelectMethodInput = v.object({ invoice: Id, method: v.number() });
export type SelectMethodInput = v.InferInput<typeof SelectMethodInput>;

/** SPEC section 7: amount to pay in the method's currency and the rate it was computed with. */
export const AmountRate = answer({ amount: money(), rate: num() });
export type AmountRate = v.InferOutput<typeof AmountRate>;

/**
 * Change the data of an open invoice: only the fields the merchant changed are sent (a field
 * left out keeps its value on the server).
 */
export const SetDataInput = v.object({
  invoice: Id,
  currency: v.optional(v.string()),
  amount: v.optional(PositiveAmount),
  /** The client's e-mail; a backend that ignores it keeps the old one (the detail is read again). */
  payer_email: ours(v.optional(v.string())),
  /** The payer or destination address; ignored, as payer_email. */
  address: ours(v.optional(v.string())),
  /** A note of the merchant; ignored, as payer_email. */
  description: ours(v.optional(v.string())),
});
export type SetDataInput = v.InferInput<typeof SetDataInput>;

/** SPEC section 7 answers "data": the trade operation started, as far as it says (all ours). */
export const InitAnswer = answer({
  status: ours(invoiceStatus()),
  address: ours(text()),
  /** Without it the confirmation says the payment started without naming the amount. */
  amount: ours(money()),
  currency: ours(text()),
  expires: ours(time()),
});
export type InitAnswer = v.InferOutput<typeof InitAnswer>;

/** SPEC shows no answer for the callback (all ours). */
export const CallbackAnswer = answer({
  /** false = the callback could not be delivered. */
  sent: ours(bool()),
  /** The HTTP status the store's callback URL answered with. */
  status_code: ours(num()),
});
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

export const InvoiceFileInput = v.object({ invoice: Id, file: Filename });
export type InvoiceFileInput = v.InferInput<typeof InvoiceFileInput>;
export const InvoiceFileAnswer = v.union([FileBlob, FilePending]);

export const StorageDownloadInput = v.object({ filename: Filename });

export const RefreshReceiptsInput = v.object({ invoices: v.pipe(v.array(Id), v.minLength(1)) });
/**
 * SPEC shows no answer for refresh-receipts: `updated` (ours) = how many receipts were queued;
 * without it the confirmation says the receipt will be prepared again.
 */
export const RefreshReceiptsAnswer = answer({ updated: ours(num()) });

/** The file name of an invoice's receipt (GET /api/assets/payment/{invoice}/{file}). */
export const RECEIPT_FILE = 'receipt.pdf';
