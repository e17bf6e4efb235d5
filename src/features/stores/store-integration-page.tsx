import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { storeDetail } from '@/api/stores/stores.queries';
import { isReadOnly } from '@/domain/stores';
import { ApiKeyCard } from './api-key-card';
import { CallbackCard } from './callback-card';
import styles from './integration.module.css';

const routeApi = getRouteApi('/_app/store/$storeId/integration');

/*
 * Loaded by this page, after its cards: the corner's code (tabs, examples, its messages)
 * downloads when a merchant opens the integration page, not with other screens.
 */
const DeveloperCorner = lazy(() =>
  import('./developer-corner/developer-corner').then((m) => ({ default: m.DeveloperCorner })),
);

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
      <Suspense fallback={null}>
        <DeveloperCorner store={store} />
      </Suspense>
    </div>
  );
}
