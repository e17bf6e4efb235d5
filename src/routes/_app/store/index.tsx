import { createFileRoute } from '@tanstack/react-router';
import { personQuery } from '@/api/profile/profile.queries';
import { storeListInfinite } from '@/api/stores/stores.queries';
import { StoreListPage, StoreListSkeleton } from '@/features/stores/pages/store-list-page';
import { StoreListSearch, storeListFilters } from '@/features/stores/store-search';

export const Route = createFileRoute('/_app/store/')({
  validateSearch: StoreListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const person = await queryClient.ensureQueryData(personQuery());
    const list = queryClient.ensureInfiniteQueryData(storeListInfinite(storeListFilters(deps, person.id)));
    // Filters changed on the page: it keeps showing the previous rows while the new ones load.
    if (cause === 'stay') return void list.catch(() => undefined);
    await list;
  },
  pendingComponent: StoreListSkeleton,
  component: StoreListPage,
});
