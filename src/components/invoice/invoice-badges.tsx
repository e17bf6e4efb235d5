import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isInvoiceStatus, isInvoiceType } from '@/api/invoices/invoices.schemas';
import { Badge } from '@/components/ui/badge';
import { MISSING } from '@/lib/format';
import { invoiceStatusBadge, invoiceTypeBadge, STATUS_LABEL, TYPE_LABEL } from './invoice-status';

/**
 * An invoice's status as a badge (SPEC.md section 4), the same on every screen. A status the
 * cabinet does not know shows its raw text on a neutral badge; a missing one shows "—".
 */
export function InvoiceStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  return <InvoiceStatusBadgeIn status={status} t={t} />;
}

/**
 * The same badge translated with a `t` handed in: a long list translates once for all its rows
 * instead of subscribing every badge to the language.
 */
export function InvoiceStatusBadgeIn({ status, t }: { status: string | null | undefined; t: TFunction }) {
  const look = invoiceStatusBadge(status);
  return (
    <Badge tone={look.tone} variant={look.variant} dot>
      {isInvoiceStatus(status) ? t(STATUS_LABEL[status]) : status || MISSING}
    </Badge>
  );
}

/** An invoice's direction as a badge (SPEC.md section 4); unknown: raw text, neutral. */
export function InvoiceTypeBadge({ type }: { type: string | null | undefined }) {
  const { t } = useTranslation();
  return <InvoiceTypeBadgeIn type={type} t={t} />;
}

/** The type badge translated with a `t` handed in (see InvoiceStatusBadgeIn). */
export function InvoiceTypeBadgeIn({ type, t }: { type: string | null | undefined; t: TFunction }) {
  const look = invoiceTypeBadge(type);
  return (
    <Badge tone={look.tone} variant={look.variant}>
      {isInvoiceType(type) ? t(TYPE_LABEL[type]) : type || MISSING}
    </Badge>
  );
}
