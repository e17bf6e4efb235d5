import { isKnownStatus } from '@/api/finance/finance.schemas';
import { Badge } from '@/components/ui/badge';
import { MISSING } from '@/lib/format';
import type { StatusBadgeComponent } from '../status-badge';

/**
 * The status of a replenishment or withdrawal: a known invoice status gets its badge, a value
 * outside the known set a neutral badge with the raw text, a missing one "—".
 */
export function StatusOf({
  status,
  StatusBadge,
}: {
  status: string | null | undefined;
  StatusBadge: StatusBadgeComponent;
}) {
  if (isKnownStatus(status)) return <StatusBadge status={status} />;
  if (!status) return <span>{MISSING}</span>;
  return <Badge variant="outlined">{status}</Badge>;
}
