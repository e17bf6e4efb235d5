import type { InvoiceSource, InvoiceStatus, InvoiceType } from '@/api/invoices/schemas/values.schemas';
import { isInvoiceStatus, isInvoiceType } from '@/constants/invoices';
import type { MessageKey } from '@/i18n/keys';

/** How a badge looks: the Badge component's tones and variants, as data. */
export interface BadgeLook {
  tone: 'success' | 'warning' | 'error' | 'default' | 'info';
  variant: 'filled' | 'outlined';
}

/**
 * SPEC.md section 4 "Invoice status badges": created outlined default, awaiting_payment warning
 * (outlined, so it reads apart from dispute), paid interim (info), success filled success,
 * cancel filled error, overdue outlined error, dispute filled warning.
 */
export const STATUS_BADGE: Record<InvoiceStatus, BadgeLook> = {
  created: { tone: 'default', variant: 'outlined' },
  awaiting_payment: { tone: 'warning', variant: 'outlined' },
  paid: { tone: 'info', variant: 'filled' },
  success: { tone: 'success', variant: 'filled' },
  cancel: { tone: 'error', variant: 'filled' },
  overdue: { tone: 'error', variant: 'outlined' },
  dispute: { tone: 'warning', variant: 'filled' },
};

/** SPEC.md section 4 "Type badges": in / out filled success / error; deposit / withdrawal outlined. */
export const TYPE_BADGE: Record<InvoiceType, BadgeLook> = {
  in: { tone: 'success', variant: 'filled' },
  out: { tone: 'error', variant: 'filled' },
  deposit: { tone: 'success', variant: 'outlined' },
  withdrawal: { tone: 'error', variant: 'outlined' },
};

/** A value outside the known set (a backend's newer status or type): a neutral badge. */
export const NEUTRAL_BADGE: BadgeLook = { tone: 'default', variant: 'outlined' };

/** Translation keys of the statuses (static, one per status). */
export const STATUS_LABEL: Record<InvoiceStatus, MessageKey> = {
  created: 'invoice_status.created',
  awaiting_payment: 'invoice_status.awaiting_payment',
  paid: 'invoice_status.paid',
  success: 'invoice_status.success',
  cancel: 'invoice_status.cancel',
  overdue: 'invoice_status.overdue',
  dispute: 'invoice_status.dispute',
};

export const TYPE_LABEL: Record<InvoiceType, MessageKey> = {
  in: 'invoices.type.in',
  out: 'invoices.type.out',
  deposit: 'invoices.type.deposit',
  withdrawal: 'invoices.type.withdrawal',
};

/** The badge look of a status (SPEC.md section 4); neutral for a status the cabinet does not know. */
export function invoiceStatusBadge(status: string | null | undefined): BadgeLook {
  return isInvoiceStatus(status) ? STATUS_BADGE[status] : NEUTRAL_BADGE;
}

/** The badge look of a direction (SPEC.md section 4); neutral for an unknown one. */
export function invoiceTypeBadge(type: string | null | undefined): BadgeLook {
  return isInvoiceType(type) ? TYPE_BADGE[type] : NEUTRAL_BADGE;
}

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
