import { createFileRoute } from '@tanstack/react-router';
import { storeDetail } from '@/api/stores/stores.queries';
import { StoreOverviewPage } from '@/features/stores/store-overview-page';

export const Route = createFileRoute('/_app/store/$storeId/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(storeDetail(params.storeId)),
  component: StoreOverviewPage,
});
