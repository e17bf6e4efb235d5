import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { storeDetail } from '@/api/stores/stores.queries';
import { StoreSettingsPage } from '@/features/stores/store-settings-page';

export const Route = createFileRoute('/_app/store/$storeId/settings')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(storeDetail(params.storeId)),
      queryClient.ensureQueryData(currenciesQuery()),
    ]),
  component: StoreSettingsPage,
});
