import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { awaitDashboardBriefly, prefetchDashboard } from '@/features/dashboard/dashboard-prefetch';
import { DashboardSearch } from '@/features/dashboard/dashboard-search';

export const Route = createFileRoute('/_app/')({
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => ({
    income: search.income,
    payout: search.payout,
    conversion: search.conversion,
  }),
  loader: async ({ context: { queryClient, merchantId }, deps }) => {
    await awaitDashboardBriefly(prefetchDashboard(queryClient, merchantId, deps));
  },
  component: DashboardPage,
});
