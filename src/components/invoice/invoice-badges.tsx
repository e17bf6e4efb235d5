import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, InvoiceType } from '@/api/invoices/invoices.schemas';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE, STATUS_LABEL, TYPE_BADGE, TYPE_LABEL } from './invoice-status';

/** An invoice's status as a badge (SPEC.md section 4), the same on every screen. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const look = STATUS_BADGE[status];
  return (
    <Badge tone={look.tone} variant={look.variant} dot>
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}

/** An invoice's direction as a badge (SPEC.md section 4). */
export function InvoiceTypeBadge({ type }: { type: InvoiceType }) {
  const { t } = useTranslation();
  const look = TYPE_BADGE[type];
  return (
    <Badge tone={look.tone} variant={look.variant}>
      {t(TYPE_LABEL[type])}
    </Badge>
  );
}
