import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { StoreNewPage } from '@/features/stores/store-new-page';

export const Route = createFileRoute('/_app/store/new')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(currenciesQuery()),
  component: StoreNewPage,
});
