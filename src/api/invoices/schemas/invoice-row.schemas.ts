import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import {
  id,
  metaOf,
  money,
  num,
  ours,
  reader,
  record,
  required,
  text,
  time,
  withSent,
} from '../../http/read';
import { invoiceStatus, invoiceType } from './values.schemas';

// ------------------------------------------------------------------ the invoice's method

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

/** Reads a method: an object of title and external_title, or its title alone as text. */
export function toInvoiceMethod(value: unknown): InvoiceMethod | null {
  if (value === null) return NO_METHOD;
  if (typeof value === 'string')
    return value.trim() ? { title: value, external_title: null, chosen: true } : NO_METHOD;
  if (!isRecord(value)) return null;
  const read = v.safeParse(MethodFields, value);
  if (!read.success || !read.output) return null;
  const { title: name, external_title } = read.output;
  if (name === null && external_title === null) return null;
  return {
    title: name || null,
    external_title: external_title || null,
    chosen: Boolean(name || external_title),
  };
}

/** Reader of an invoice's method; a key left out is unknown, `null` is "none chosen". */
export const invoiceMethod = () =>
  reader<{ title?: string | null; external_title?: string | null } | string, InvoiceMethod>(
    metaOf(MethodFields),
    toInvoiceMethod,
  );

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

const RowRecord = record(invoiceRowFields, { also: INVOICE_SPEC_NAMES });

/**
 * An invoice row as read, with the object the server sent (`sent`): the keyset cursor sends
 * the last row's sort value back exactly as it came (milliseconds to a backend that sends them).
 */
export const InvoiceRow = withSent(RowRecord);
export type InvoiceRow = v.InferOutput<typeof InvoiceRow>;
