import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { formatFee } from '@/domain/fees';
import { storeTarget } from '@/domain/stores';
import { MISSING } from '@/lib/format';
import styles from './store-list.module.css';
import { StoreLogo } from './store-logo';
import { PaymentsIndicator, StoreStatusBadge } from './store-status';

/** Phones (up to 992 px): the stores as cards; the whole card opens the store. */
export function StoreCards({ stores, busy }: { stores: readonly Store[]; busy?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.cards} aria-label={t('stores.list.table_label')} aria-busy={busy || undefined}>
      {stores.map((store) => (
        <li key={store.id} className={styles.card}>
          <StoreLogo title={store.title} logo={store.logo} />
          <div className={styles.cardBody}>
            <div className={styles.cardTop}>
              <Link to={storeTarget(store.status)} params={{ storeId: store.id }} className={styles.cardLink}>
                {store.title || MISSING}
              </Link>
              <StoreStatusBadge status={store.status} />
            </div>
            <dl className={styles.cardFacts}>
              <div>
                <dt>{t('stores.fees.merchant_short')}</dt>
                <dd className="tabular-nums">{formatFee(store.merchant_fee, i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('stores.fees.client_short')}</dt>
                <dd className="tabular-nums">{formatFee(store.client_fee, i18n.language)}</dd>
              </div>
              <div>
                <dt className="visually-hidden">{t('stores.list.col_payments')}</dt>
                <dd>
                  <PaymentsIndicator enabled={store.payments_enabled} />
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
