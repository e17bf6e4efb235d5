import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { storeDetail } from '@/api/stores/stores.queries';
import { isReadOnly } from '@/domain/stores';
import { CurrencyFeesCard } from './currency-fees-card';
import { FeeHistoryCard } from './fee-history-card';
import { FeePayerCard } from './fee-payer-card';
import styles from './fees.module.css';

const routeApi = getRouteApi('/_app/store/$storeId/fees');

/** /store/{id}/fees: who pays the commission, its history and the fees per currency. */
export function StoreFeesPage() {
  const { storeId } = routeApi.useParams();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { data: store } = useSuspenseQuery(storeDetail(storeId));
  return (
    <div className={styles.page}>
      <FeePayerCard store={store} readOnly={isReadOnly(store.status)} />
      <CurrencyFeesCard storeId={storeId} />
      <FeeHistoryCard
        storeId={storeId}
        order={search.order ?? 'desc'}
        onOrderChange={(order) =>
          void navigate({
            search: (prev) => ({ ...prev, order: order === 'desc' ? undefined : order }),
            replace: true,
          })
        }
      />
    </div>
  );
}
