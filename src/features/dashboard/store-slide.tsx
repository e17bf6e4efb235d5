import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isKnown } from '@/api/http/read';
import { STORE_STATUSES, type Store } from '@/api/stores/schemas/store.schemas';
import { PlusIcon } from '@/components/ui/app-icons';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Unknown } from '@/components/ui/unknown';
import { formatFee } from '@/domain/fees';
import { isCardClickable, statusBadge, storeActions } from '@/domain/stores';
import { MISSING } from '@/lib/format';
import { StoreAvatar } from './store-avatar';
import styles from './stores-carousel.module.css';

const STATUS_TEXT = {
  approval: 'dashboard.stores.status_approval',
  approved: 'dashboard.stores.status_approved',
  returned: 'dashboard.stores.status_returned',
  denied: 'dashboard.stores.status_denied',
} as const;

function StoreActions({ store }: { store: Store }) {
  const { t } = useTranslation();
  const actions = storeActions(store);
  if (!actions.show) return null;
  // The store's name in the buttons' accessible names: "Unknown" when it was not read.
  const title = store.title || t('ui.unknown');
  const invoiceLabel = t('dashboard.stores.create_invoice');
  const payoutLabel = t('dashboard.stores.create_payout');
  const invoiceName = t('dashboard.stores.create_invoice_for', { store: title });
  const payoutName = t('dashboard.stores.create_payout_for', { store: title });
  if (actions.disabled) {
    return (
      <div className={styles.actions}>
        <Button size="sm" disabled aria-label={invoiceName}>
          {invoiceLabel}
        </Button>
        <Button size="sm" disabled aria-label={payoutName}>
          {payoutLabel}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <ButtonLink
        size="sm"
        variant="primary"
        to="/finance/invoice/new"
        search={{ invoiceType: 'payment', storeId: store.id }}
        aria-label={invoiceName}
      >
        {invoiceLabel}
      </ButtonLink>
      <ButtonLink
        size="sm"
        to="/finance/invoice/new"
        search={{ invoiceType: 'payout', storeId: store.id }}
        aria-label={payoutName}
      >
        {payoutLabel}
      </ButtonLink>
    </div>
  );
}

/** One store of the carousel; approved and returned cards open the store's settings. */
export function StoreCard({ store }: { store: Store }) {
  const { t, i18n } = useTranslation();
  const badge = statusBadge(store.status);
  const clickable = isCardClickable(store.status);
  const paymentsOff = store.status === 'approved' && store.payments_enabled === false;
  const title = store.title === null ? <Unknown /> : store.title || MISSING;
  return (
    <article className={styles.card} data-clickable={clickable ? '' : undefined}>
      <div className={styles.cardHead}>
        <StoreAvatar title={store.title} logo={store.logo} />
        <div className={styles.cardTitleBox}>
          <h3 className={styles.cardTitle}>
            {clickable ? (
              <Link to="/store/$storeId/settings" params={{ storeId: store.id }} className={styles.cardLink}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <span className={styles.badges}>
            <Badge tone={badge.tone} variant={badge.variant}>
              {store.status === null
                ? t('ui.unknown')
                : isKnown(STORE_STATUSES, store.status)
                  ? t(STATUS_TEXT[store.status])
                  : store.status}
            </Badge>
            {paymentsOff ? <span className={styles.note}>{t('dashboard.stores.payments_off')}</span> : null}
          </span>
        </div>
      </div>
      <dl className={styles.fees}>
        <div>
          <dt>{t('dashboard.stores.merchant_fee')}</dt>
          <dd className="tabular-nums">{formatFee(store.merchant_fee, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.stores.client_fee')}</dt>
          <dd className="tabular-nums">{formatFee(store.client_fee, i18n.language)}</dd>
        </div>
      </dl>
      <StoreActions store={store} />
    </article>
  );
}

/** SPEC.md section 2: the last tile is always the add-store tile. */
export function AddStoreCard() {
  const { t } = useTranslation();
  return (
    <Link to="/store/new" className={styles.addCard}>
      <span className={styles.addIcon} aria-hidden="true">
        <PlusIcon size={22} />
      </span>
      <span className={styles.addTitle}>{t('dashboard.stores.add')}</span>
      <span className={styles.addHint}>{t('dashboard.stores.add_hint')}</span>
    </Link>
  );
}
