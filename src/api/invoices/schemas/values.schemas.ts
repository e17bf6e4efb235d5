import * as v from 'valibot';
import { metaOf, oneOf, toText, type UnknownCode } from '../../http/read';
import {
  INVOICE_SORT_COLUMNS,
  INVOICE_SOURCE_NAMES,
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  METHOD_TYPES,
} from '../invoices.constants';

export { INVOICE_SORT_COLUMNS, INVOICE_SOURCES, INVOICE_STATUSES, INVOICE_TYPES, METHOD_TYPES };

// Answers are read by the kind of each value (src/api/http/read.ts): a value that cannot be
// read is null (unknown, shown as such), an enumeration code the cabinet does not know is
// kept as its own text. Request parameters SPEC does not name are marked `ours`.

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

/** A status as an answer carries it: one API-NOTES lists, or a code the cabinet does not know, kept as sent. */
export type InvoiceStatusValue = InvoiceStatus | UnknownCode;

/** Reader of an invoice status (API-NOTES "Value sets"). */
export const invoiceStatus = () => oneOf(INVOICE_STATUSES, 'refunded');
/** Reader of an invoice direction (API-NOTES "Value sets"). */
export const invoiceType = () => oneOf(INVOICE_TYPES, 'transfer');

/** Method kinds: `payment` collects money (invoice type in), `payout` sends it (type out). */
export const MethodType = v.picklist(METHOD_TYPES);
export type MethodType = v.InferOutput<typeof MethodType>;
/** Reader of a method kind (SPEC section 3). */
export const methodType = () => oneOf(METHOD_TYPES, 'exchange');

export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

const SourceCode = oneOf(INVOICE_SOURCES, 'Partner');

/**
 * Reader of an invoice source (SPEC section 3: PaymentPage=0, Api=1, Cabinet=2, Admin=3): the
 * code, or the name SPEC gives it (any case); anything else is kept as its own text.
 */
export const invoiceSource = () =>
  v.pipe(
    v.optional(
      v.custom<number | string | null>(() => true),
      null,
    ),
    v.transform((value) => {
      const name = toText(value)
        ?.trim()
        .toLowerCase()
        .replace(/[\s_-]/g, '');
      const code = name === undefined ? undefined : INVOICE_SOURCE_NAMES[name];
      return v.parse(SourceCode, code ?? value);
    }),
    v.metadata(metaOf(SourceCode)),
  );

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

/** Sort columns: only fields SPEC section 3 names for an invoice row. */
export const InvoiceSortColumn = v.picklist(INVOICE_SORT_COLUMNS);
export type InvoiceSortColumn = v.InferOutput<typeof InvoiceSortColumn>;

/** An id the cabinet sends (a request parameter). */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Epoch seconds the cabinet sends (a request parameter). */
export const Seconds = v.number();
