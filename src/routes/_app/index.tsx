import { createFileRoute } from '@tanstack/react-router';
import { personQuery } from '@/api/profile/profile.queries';
import { awaitDashboardBriefly, prefetchDashboard } from '@/features/dashboard/dashboard-prefetch';
import { DashboardSearch } from '@/features/dashboard/dashboard-search';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

export const Route = createFileRoute('/_app/')({
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => ({
    income: search.income,
    payout: search.payout,
    conversion: search.conversion,
  }),
  loader: async ({ context: { queryClient }, deps }) => {
    const person = await queryClient.ensureQueryData(personQuery());
    await awaitDashboardBriefly(prefetchDashboard(queryClient, person.id, deps));
  },
  component: DashboardPage,
});
