import * as v from 'valibot';
import { entity, ext, named, opt } from '../../http/wire';
import { Id, Seconds, StatusText, TypeText } from './values.schemas';

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
export const invoiceRowFields = {
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
