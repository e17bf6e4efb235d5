import type { InvoiceStatus, InvoiceType } from '@/api/invoices/invoices.schemas';
import type { BadgeTone } from '@/components/ui/badge';

export interface BadgeLook {
  tone: BadgeTone;
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

/** Translation keys of the statuses (static, one per status). */
export const STATUS_LABEL: Record<InvoiceStatus, string> = {
  created: 'invoices.status.created',
  awaiting_payment: 'invoices.status.awaiting_payment',
  paid: 'invoices.status.paid',
  success: 'invoices.status.success',
  cancel: 'invoices.status.cancel',
  overdue: 'invoices.status.overdue',
  dispute: 'invoices.status.dispute',
};

export const TYPE_LABEL: Record<InvoiceType, string> = {
  in: 'invoices.type.in',
  out: 'invoices.type.out',
  deposit: 'invoices.type.deposit',
  withdrawal: 'invoices.type.withdrawal',
};

/** The badge look of a status (SPEC.md section 4 "Invoice status badges"). */
export function invoiceStatusBadge(status: InvoiceStatus): BadgeLook {
  return STATUS_BADGE[status];
}

/** The badge look of a direction (SPEC.md section 4 "Type badges"). */
export function invoiceTypeBadge(type: InvoiceType): BadgeLook {
  return TYPE_BADGE[type];
}
