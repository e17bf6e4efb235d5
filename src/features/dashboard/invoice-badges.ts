import type { InvoiceStatus, InvoiceType } from '@/api/invoices/invoices.schemas';
import type { BadgeTone } from '@/components/ui/badge';

export interface BadgeLook {
  tone: BadgeTone;
  variant: 'filled' | 'outlined';
}

/**
 * SPEC.md section 4 "Invoice status badges": created outlined default, awaiting_payment
 * warning, paid interim (info), success filled success, cancel filled error, overdue
 * outlined error, dispute filled warning.
 */
export function invoiceStatusBadge(status: InvoiceStatus): BadgeLook {
  switch (status) {
    case 'created':
      return { tone: 'default', variant: 'outlined' };
    case 'awaiting_payment':
      return { tone: 'warning', variant: 'outlined' };
    case 'paid':
      return { tone: 'info', variant: 'filled' };
    case 'success':
      return { tone: 'success', variant: 'filled' };
    case 'cancel':
      return { tone: 'error', variant: 'filled' };
    case 'overdue':
      return { tone: 'error', variant: 'outlined' };
    case 'dispute':
      return { tone: 'warning', variant: 'filled' };
  }
}

/** SPEC.md section 4 "Type badges": in / out filled success / error; deposit / withdrawal outlined. */
export function invoiceTypeBadge(type: InvoiceType): BadgeLook {
  switch (type) {
    case 'in':
      return { tone: 'success', variant: 'filled' };
    case 'out':
      return { tone: 'error', variant: 'filled' };
    case 'deposit':
      return { tone: 'success', variant: 'outlined' };
    case 'withdrawal':
      return { tone: 'error', variant: 'outlined' };
  }
}
