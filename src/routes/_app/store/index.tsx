import { createFileRoute } from '@tanstack/react-router';
import { storeListAll } from '@/api/stores/stores.queries';
import { StoreListPage, StoreListSkeleton } from '@/features/stores/store-list-page';
import { StoreListSearch } from '@/features/stores/store-search';

export const Route = createFileRoute('/_app/store/')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  validateSearch: StoreListSearch,
  // Filters and sort apply on the client: a new search never loads again. A failed list
  // shows its own error with a retry inside the page.
  loader: async ({ context: { queryClient, merchantId } }) => {
    await queryClient.ensureQueryData(storeListAll(merchantId)).catch(() => undefined);
  },
  pendingComponent: StoreListSkeleton,
  component: StoreListPage,
});
