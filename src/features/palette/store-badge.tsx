import { useTranslation } from 'react-i18next';
import { isKnown } from '@/api/http/read';
import { STORE_STATUSES, type StoreStatus, type StoreStatusValue } from '@/api/stores/schemas/store.schemas';
import { Badge } from '@/components/ui/badge';
import { statusBadge } from '@/domain/stores';
import type { MessageKey } from '@/i18n/keys';

/** The store status labels (SPEC.md section 4 badges) in the catalogue of the stores area. */
const STORE_STATUS_LABEL: Record<StoreStatus, MessageKey> = {
  approval: 'stores.status.approval',
  approved: 'stores.status.approved',
  returned: 'stores.status.returned',
  denied: 'stores.status.denied',
};

/** A store's status badge beside its palette line; nothing while its status is not known. */
export function StoreBadge({ status }: { status: StoreStatusValue | null | undefined }) {
  const { t } = useTranslation();
  if (status === undefined) return null;
  const { tone, variant } = statusBadge(status);
  return (
    <Badge tone={tone} variant={variant}>
      {status === null
        ? t('ui.unknown')
        : isKnown(STORE_STATUSES, status)
          ? t(STORE_STATUS_LABEL[status])
          : status}
    </Badge>
  );
}
