import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { storeDetail } from '@/api/stores/stores.queries';
import { isReadOnly } from '@/domain/stores';
import { ApiKeyCard } from '../components/api-key-card';
import { CallbackCard } from '../components/callback-card';
import { DeveloperCorner } from '../components/developer-corner/developer-corner';
import styles from '../components/integration.module.css';

const routeApi = getRouteApi('/_app/store/$storeId/integration');

/**
 * /store/{id}/integration: API keys, callback URL and callback source addresses, and the
 * developer corner (code examples, a test callback, a signature check).
 */
export function StoreIntegrationPage() {
  const { storeId } = routeApi.useParams();
  const { data: store } = useSuspenseQuery(storeDetail(storeId));
  const readOnly = isReadOnly(store.status);
  return (
    <div className={styles.page}>
      <ApiKeyCard store={store} readOnly={readOnly} />
      <CallbackCard store={store} readOnly={readOnly} />
      <DeveloperCorner store={store} />
    </div>
  );
}
