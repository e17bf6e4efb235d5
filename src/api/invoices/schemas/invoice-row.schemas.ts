import type * as v from 'valibot';
import { id, money, num, ours, record, required, text, time, withSent } from '../../http/read';
import { invoiceMethod, invoiceStatus, invoiceType } from './values.schemas';

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
