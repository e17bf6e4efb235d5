import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { UnknownIn } from '@/components/ui/unknown';
import { isInvoiceStatus, isInvoiceType } from '@/constants/invoices';
import { invoiceStatusBadge, invoiceTypeBadge, STATUS_LABEL, TYPE_LABEL } from '@/domain/invoice-status';

/** A status or direction as read: a known code, one the cabinet does not know (its own text), or null. */
type Code = string | null | undefined;

/**
 * An invoice's status as a badge (SPEC.md section 4), the same on every screen. A status the
 * cabinet does not know shows its own text on a neutral badge; one that was not read says
 * "Unknown".
 */
export function InvoiceStatusBadge({ status }: { status: Code }) {
  const { t } = useTranslation();
  return <InvoiceStatusBadgeIn status={status} t={t} />;
}

/**
 * The same badge translated with a `t` handed in: a long list translates once for all its rows
 * instead of subscribing every badge to the language.
 */
export function InvoiceStatusBadgeIn({ status, t }: { status: Code; t: TFunction }) {
  if (status === null || status === undefined || status === '') return <UnknownIn t={t} />;
  const look = invoiceStatusBadge(status);
  return (
    <Badge tone={look.tone} variant={look.variant} dot>
      {isInvoiceStatus(status) ? t(STATUS_LABEL[status]) : status}
    </Badge>
  );
}

/** An invoice's direction as a badge (SPEC.md section 4); unknown code: its own text, neutral. */
export function InvoiceTypeBadge({ type }: { type: Code }) {
  const { t } = useTranslation();
  return <InvoiceTypeBadgeIn type={type} t={t} />;
}

/** The type badge translated with a `t` handed in (see InvoiceStatusBadgeIn). */
export function InvoiceTypeBadgeIn({ type, t }: { type: Code; t: TFunction }) {
  if (type === null || type === undefined || type === '') return <UnknownIn t={t} />;
  const look = invoiceTypeBadge(type);
  return (
    <Badge tone={look.tone} variant={look.variant}>
      {isInvoiceType(type) ? t(TYPE_LABEL[type]) : type}
    </Badge>
  );
}
