/**
 * Value sets of the invoices contract as plain data, below both the API schemas and the
 * domain rules; route search schemas import these instead of invoices.schemas.ts, so the
 * schemas stay out of the entry chunk.
 */
export const INVOICE_STATUSES = [
  'created',
  'awaiting_payment',
  'paid',
  'success',
  'cancel',
  'overdue',
  'dispute',
] as const;

export const INVOICE_TYPES = ['in', 'out', 'deposit', 'withdrawal'] as const;

/** A status of SPEC's value set (anything else, a backend's newer status, is shown as its text). */
export const isInvoiceStatus = (value: unknown): value is (typeof INVOICE_STATUSES)[number] =>
  (INVOICE_STATUSES as readonly unknown[]).includes(value);

/** A direction of SPEC's value set. */
export const isInvoiceType = (value: unknown): value is (typeof INVOICE_TYPES)[number] =>
  (INVOICE_TYPES as readonly unknown[]).includes(value);

/**
 * Columns the list sorts by: fields SPEC section 3 names for an invoice row (a backend
 * written from SPEC knows them), create_timestamp first (the default, SPEC section 9).
 */
export const INVOICE_SORT_COLUMNS = ['create_timestamp', 'id', 'total_sum'] as const;

/** Every field SPEC section 3 names for an invoice row: what a sort column may be. */
export const INVOICE_ROW_FIELDS = [
  'id',
  'external_id',
  'store_title',
  'create_timestamp',
  'type',
  'sum_to_pay',
  'currency',
  'tro_amount',
  'method',
  'details',
  'rate',
  'system_currency',
  'sum',
  'fee_sum',
  'total_sum',
  'status',
] as const;

/** Method kinds (SPEC section 3): `payment` collects money (invoice type in), `payout` sends it (type out). */
export const METHOD_TYPES = ['payment', 'payout'] as const;

/** SPEC section 3 "invoice source": PaymentPage=0, Api=1, Cabinet=2, Admin=3. */
export const INVOICE_SOURCES = [0, 1, 2, 3] as const;

/** The names SPEC gives the invoice sources, by code (a backend may send the name). */
export const INVOICE_SOURCE_NAMES: Readonly<Record<string, (typeof INVOICE_SOURCES)[number]>> = {
  paymentpage: 0,
  api: 1,
  cabinet: 2,
  admin: 3,
};
