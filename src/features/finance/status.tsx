import { Badge } from '@/components/ui/badge';
import { Unknown } from '@/components/ui/unknown';
import { isInvoiceStatus } from '@/constants/invoices';
import type { StatusBadgeComponent } from './status-badge';

/**
 * The status of a replenishment or withdrawal: a known invoice status gets its badge, a code
 * the cabinet does not know a neutral badge with its own text, one that could not be read
 * "Unknown" (never "—").
 */
export function StatusOf({
  status,
  StatusBadge,
}: {
  /** A MovementStatus (an invoice status or an unknown code kept as sent), or null. */
  status: string | null;
  StatusBadge: StatusBadgeComponent;
}) {
  if (status === null || status.trim() === '') return <Unknown />;
  if (isInvoiceStatus(status)) return <StatusBadge status={status} />;
  return <Badge variant="outlined">{status}</Badge>;
}
