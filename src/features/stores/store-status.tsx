import { useTranslation } from 'react-i18next';
import { isKnown } from '@/api/http/read';
import { STORE_STATUSES, type StoreStatusValue } from '@/api/stores/schemas/store.schemas';
import { Badge } from '@/components/ui/badge';
import { Unknown } from '@/components/ui/unknown';
import { statusBadge } from '@/domain/stores';
import { STATUS_LABEL_KEYS } from './store-labels';
import styles from './store-status.module.css';

/**
 * SPEC.md section 4 "Badges": the store status. A code the cabinet does not know is a neutral
 * badge with its own text; a status that did not arrive says "Unknown".
 */
export function StoreStatusBadge({ status }: { status: StoreStatusValue | null }) {
  const { t } = useTranslation();
  if (status === null) return <Unknown />;
  const { tone, variant } = statusBadge(status);
  return (
    <Badge tone={tone} variant={variant}>
      {isKnown(STORE_STATUSES, status) ? t(STATUS_LABEL_KEYS[status]) : status}
    </Badge>
  );
}

/** Payments on / off at a glance: a coloured dot plus the words (never colour alone); "Unknown" when not read. */
export function PaymentsIndicator({ enabled }: { enabled: boolean | null }) {
  const { t } = useTranslation();
  if (enabled === null) return <Unknown />;
  return (
    <span className={styles.payments} data-on={enabled ? '' : undefined}>
      <span className={styles.dot} aria-hidden="true" />
      {enabled ? t('stores.payments.on') : t('stores.payments.off')}
    </span>
  );
}
