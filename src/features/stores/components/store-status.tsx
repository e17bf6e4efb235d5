import { useTranslation } from 'react-i18next';
import type { StoreStatus } from '@/api/stores/stores.schemas';
import { Badge } from '@/components/ui/badge';
import { statusBadge } from '@/domain/stores';
import { MISSING } from '@/lib/format';
import { STATUS_LABEL_KEYS } from '../store-labels';
import styles from './store-status.module.css';

/** SPEC.md section 4 "Badges": the store status; one the cabinet does not know is a neutral "—". */
export function StoreStatusBadge({ status }: { status: StoreStatus | null }) {
  const { t } = useTranslation();
  const { tone, variant } = statusBadge(status);
  return (
    <Badge tone={tone} variant={variant}>
      {status ? t(STATUS_LABEL_KEYS[status]) : MISSING}
    </Badge>
  );
}

/** Payments on / off at a glance: a coloured dot plus the words (never colour alone); "—" when unknown. */
export function PaymentsIndicator({ enabled }: { enabled: boolean | null }) {
  const { t } = useTranslation();
  if (enabled === null) return <span>{MISSING}</span>;
  return (
    <span className={styles.payments} data-on={enabled ? '' : undefined}>
      <span className={styles.dot} aria-hidden="true" />
      {enabled ? t('stores.payments.on') : t('stores.payments.off')}
    </span>
  );
}
