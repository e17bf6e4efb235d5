import * as v from 'valibot';
import {
  INVOICE_SORT_COLUMNS,
  INVOICE_SOURCE_NAMES,
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  METHOD_TYPES,
} from '@/constants/invoices';
import { metaOf, oneOf, reader, record, text, toText, type UnknownCode } from '../../http/read';

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

/** A status as an answer carries it: one API-NOTES lists, or a code the cabinet does not know, kept as sent. */
export type InvoiceStatusValue = InvoiceStatus | UnknownCode;

/** Reader of an invoice status (API-NOTES "Value sets"); a replenishment or withdrawal has one too. */
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
  reader<number | string, InvoiceSource | UnknownCode>(metaOf(SourceCode), (value) => {
    const name = toText(value)
      ?.trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    return v.parse(SourceCode, (name === undefined ? undefined : INVOICE_SOURCE_NAMES[name]) ?? value);
  });

const MethodFields = record({ title: text({ none: '' }), external_title: text({ none: '' }) });

/**
 * The payment method of an invoice (SPEC section 3: method (title, external_title)). `chosen`
 * is false where the answer says no method is chosen yet (`null`, an empty text, or titles
 * that are null or empty); `null` for the whole method: the answer did not say (unknown).
 */
export interface InvoiceMethod {
  title: string | null;
  external_title: string | null;
  chosen: boolean;
}

const NO_METHOD: InvoiceMethod = { title: null, external_title: null, chosen: false };

/** Reader of an invoice's method: an object of title and external_title, or its title alone as text. */
export const invoiceMethod = () =>
  reader<{ title?: string | null; external_title?: string | null } | string, InvoiceMethod>(
    metaOf(MethodFields),
    (value) => {
      if (value === null) return NO_METHOD;
      if (typeof value === 'string')
        return value.trim() ? { title: value, external_title: null, chosen: true } : NO_METHOD;
      const read = v.parse(MethodFields, value);
      if (!read || (read.title === null && read.external_title === null)) return null;
      const { title, external_title } = read;
      return {
        title: title || null,
        external_title: external_title || null,
        chosen: Boolean(title || external_title),
      };
    },
  );

/** Sort columns: only fields SPEC section 3 names for an invoice row. */
export const InvoiceSortColumn = v.picklist(INVOICE_SORT_COLUMNS);
export type InvoiceSortColumn = v.InferOutput<typeof InvoiceSortColumn>;
