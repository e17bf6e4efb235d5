import * as v from 'valibot';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES, INVOICE_TYPES } from '../invoices.constants';

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
export const StatusText = v.string();
export const TypeText = v.string();

export const InvoiceSource = v.picklist([0, 1, 2, 3]);

/** Method kinds: `payment` collects money (invoice type in), `payout` sends it (type out). */
export const MethodType = v.picklist(['payment', 'payout']);
export type MethodType = v.InferOutput<typeof MethodType>;

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

/** Sort columns: only fields SPEC section 3 names for an invoice row. */
export const InvoiceSortColumn = v.picklist(INVOICE_SORT_COLUMNS);
export type InvoiceSortColumn = v.InferOutput<typeof InvoiceSortColumn>;

export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Epoch seconds. */
export const Seconds = v.number();

/**
 * An answer whose fields SPEC names, read even when the body is empty or not an object: its
 * named fields then read as missing (reported, shown as "—"); a save never fails on it.
 */
export function objectAnswer<S extends v.GenericSchema>(schema: S) {
  return v.fallback(schema, () => v.parse(schema, {}));
}

/** An answer SPEC does not describe: read when it has this shape, otherwise null; never fails. */
export function looseAnswer<S extends v.GenericSchema>(schema: S) {
  return v.nullish(v.fallback(v.nullable(schema), null), null);
}
