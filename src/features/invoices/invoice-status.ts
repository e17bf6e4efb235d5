export {
  invoiceStatusBadge,
  STATUS_BADGE,
  STATUS_LABEL,
  TYPE_BADGE,
  TYPE_LABEL,
} from '@/components/invoice/invoice-status';

import type { InvoiceSource } from '@/api/invoices/invoices.schemas';
import type { MessageKey } from '@/i18n/keys';

/** Money comes in with payments and deposits, goes out with payouts and withdrawals. */
export function isIncoming(type: string | null): boolean {
  return type === 'in' || type === 'deposit';
}

/** SPEC section 3: invoice source PaymentPage=0, Api=1, Cabinet=2, Admin=3 (translation keys). */
export const SOURCE_LABEL: Record<InvoiceSource, MessageKey> = {
  0: 'invoices.source.payment_page',
  1: 'invoices.source.api',
  2: 'invoices.source.cabinet',
  3: 'invoices.source.admin',
};
