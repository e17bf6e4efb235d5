import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/api/http/params.schemas';
import type { Store, StoreSortColumn } from '@/api/stores/schemas/store.schemas';
import { rowClick, Table, TBody, Td, THead, Th, Tr } from '@/components/ui/data-table';
import { formatFee } from '@/domain/fees';
import { storeTarget } from '@/domain/stores';
import { formatDateTime, MISSING } from '@/lib/format';
import styles from './store-list.module.css';
import { StoreLogo } from './store-logo';
import { PaymentsIndicator, StoreStatusBadge } from './store-status';

export interface StoreTableProps {
  stores: readonly Store[];
  sort: StoreSortColumn;
  dir: SortDirection;
  onSort: (column: StoreSortColumn) => void;
  busy?: boolean;
}

/** Wide screens: the stores as a table; the headers of title, status and created sort. */
export function StoreTable({ stores, sort, dir, onSort, busy }: StoreTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const sortOf = (column: StoreSortColumn) => (sort === column ? dir : false);
  return (
    <Table label={t('stores.list.table_label')} busy={busy} className={styles.table}>
      <THead>
        <Tr>
          <Th sort={sortOf('title')} onSort={() => onSort('title')}>
            {t('stores.list.col_store')}
          </Th>
          <Th sort={sortOf('status')} onSort={() => onSort('status')}>
            {t('stores.list.col_status')}
          </Th>
          <Th numeric>{t('stores.fees.merchant_fee')}</Th>
          <Th numeric>{t('stores.fees.client_fee')}</Th>
          <Th>{t('stores.list.col_payments')}</Th>
          <Th sort={sortOf('created')} onSort={() => onSort('created')}>
            {t('stores.list.col_created')}
          </Th>
        </Tr>
      </THead>
      <TBody>
        {stores.map((store) => {
          const target = storeTarget(store.status);
          const params = { storeId: store.id };
          return (
            <Tr key={store.id} interactive onClick={rowClick(() => void navigate({ to: target, params }))}>
              <Td wrap>
                <span className={styles.storeCell}>
                  <StoreLogo title={store.title} logo={store.logo} />
                  <span className={styles.storeName}>
                    <Link to={target} params={params} className={styles.titleLink}>
                      {store.title || MISSING}
                    </Link>
                    {store.main_url ? (
                      <span className={styles.storeUrl}>{store.main_url.replace(/^https?:\/\//, '')}</span>
                    ) : null}
                  </span>
                </span>
              </Td>
              <Td>
                <StoreStatusBadge status={store.status} />
              </Td>
              <Td numeric>{formatFee(store.merchant_fee, i18n.language)}</Td>
              <Td numeric>{formatFee(store.client_fee, i18n.language)}</Td>
              <Td>
                <PaymentsIndicator enabled={store.payments_enabled} />
              </Td>
              <Td muted>{formatDateTime(store.created, i18n.language, false)}</Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
