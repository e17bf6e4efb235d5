import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, InvoiceType } from '@/api/invoices/invoices.schemas';
import { Badge } from '@/components/ui/badge';
import { invoiceStatusBadge, invoiceTypeBadge } from '../invoice-badges';

const STATUS_TEXT = {
  created: 'dashboard.invoice_status.created',
  awaiting_payment: 'dashboard.invoice_status.awaiting_payment',
  paid: 'dashboard.invoice_status.paid',
  success: 'dashboard.invoice_status.success',
  cancel: 'dashboard.invoice_status.cancel',
  overdue: 'dashboard.invoice_status.overdue',
  dispute: 'dashboard.invoice_status.dispute',
} as const;

const TYPE_TEXT = {
  in: 'dashboard.invoice_type.in',
  out: 'dashboard.invoice_type.out',
  deposit: 'dashboard.invoice_type.deposit',
  withdrawal: 'dashboard.invoice_type.withdrawal',
} as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const look = invoiceStatusBadge(status);
  return (
    <Badge tone={look.tone} variant={look.variant}>
      {t(STATUS_TEXT[status])}
    </Badge>
  );
}

export function InvoiceTypeBadge({ type }: { type: InvoiceType }) {
  const { t } = useTranslation();
  const look = invoiceTypeBadge(type);
  return (
    <Badge tone={look.tone} variant={look.variant}>
      {t(TYPE_TEXT[type])}
    </Badge>
  );
}
