export {
  invoiceStatusBadge,
  STATUS_BADGE,
  STATUS_LABEL,
  TYPE_BADGE,
  TYPE_LABEL,
} from '@/components/invoice/invoice-status';

/** Money comes in with payments and deposits, goes out with payouts and withdrawals. */
export function isIncoming(type: string | null): boolean {
  return type === 'in' || type === 'deposit';
}
