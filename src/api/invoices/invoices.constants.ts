/**
 * Value sets of the invoices contract as plain data: route search schemas import these
 * instead of invoices.schemas.ts, so the schemas stay out of the entry chunk.
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

export const INVOICE_SORT_COLUMNS = ['create_timestamp', 'id', 'total_sum'] as const;
