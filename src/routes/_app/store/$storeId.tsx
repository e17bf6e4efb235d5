import { createFileRoute, notFound } from '@tanstack/react-router';
import { storeDetail } from '@/api/stores/stores.queries';
import { StoreLayout, StoreLayoutSkeleton } from '@/features/stores/store-layout';

export const Route = createFileRoute('/_app/store/$storeId')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  params: {
    parse: ({ storeId }) => {
      const id = Number(storeId);
      if (!Number.isSafeInteger(id) || id < 1 || String(id) !== storeId) throw notFound();
      return { storeId: id };
    },
    stringify: ({ storeId }) => ({ storeId: String(storeId) }),
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(storeDetail(params.storeId)),
  pendingComponent: StoreLayoutSkeleton,
  component: StoreLayout,
});
