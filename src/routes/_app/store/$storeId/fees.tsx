import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { storeCurrencyFee, storeDetail, storeFeeHistoryInfinite } from '@/api/stores/stores.queries';
import { StoreFeesPage } from '@/features/stores/store-fees-page';
import { StoreFeesSearch } from '@/features/stores/store-search';

export const Route = createFileRoute('/_app/store/$storeId/fees')({
  validateSearch: StoreFeesSearch,
  loaderDeps: ({ search }) => ({ order: search.order ?? 'desc' }),
  loader: ({ context: { queryClient }, params, deps, cause }) => {
    // The history card shows its own failure: it never holds the page.
    const history = queryClient
      .ensureInfiniteQueryData(storeFeeHistoryInfinite(params.storeId, deps.order))
      .catch(() => undefined);
    const page = Promise.all([
      queryClient.ensureQueryData(storeDetail(params.storeId)),
      queryClient.ensureQueryData(storeCurrencyFee(params.storeId)),
      queryClient.ensureQueryData(currenciesQuery()),
    ]);
    // A new order on the page keeps the rows shown while the others load.
    if (cause === 'stay') return void Promise.all([page, history]).catch(() => undefined);
    return Promise.all([page, history]).then(() => undefined);
  },
  component: StoreFeesPage,
});
