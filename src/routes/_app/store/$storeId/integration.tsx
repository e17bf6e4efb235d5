import { createFileRoute } from '@tanstack/react-router';
import { storeDetail } from '@/api/stores/stores.queries';
import { StoreIntegrationPage } from '@/features/stores/store-integration-page';

export const Route = createFileRoute('/_app/store/$storeId/integration')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(storeDetail(params.storeId)),
  component: StoreIntegrationPage,
});
