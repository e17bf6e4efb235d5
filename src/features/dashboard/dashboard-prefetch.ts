import type { QueryClient } from '@tanstack/react-query';
import { statistics } from '@/api/dashboard/dashboard.queries';
import type { StatisticsPeriod } from '@/api/dashboard/dashboard.schemas';
import { balance } from '@/api/finance/finance.queries';
import { dashboardInvoices } from '@/api/invoices/invoices.queries';
import { storeListAll } from '@/api/stores/stores.queries';
import { readDashboardMode } from './dashboard-mode';
import { type DashboardSearch, DEFAULT_STATISTICS_PERIOD } from './dashboard-search';

/**
 * Starts every request of the first screen at once (no waterfall) without waiting for
 * them: the page renders at once with skeletons of the final size and fills in as the
 * answers arrive. The chart's requests start when its mode is shown.
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  merchantId: number,
  search: Pick<DashboardSearch, 'income' | 'payout' | 'conversion'>,
): void {
  const periods = new Set<StatisticsPeriod>(
    [search.income, search.payout, search.conversion].map((period) => period ?? DEFAULT_STATISTICS_PERIOD),
  );
  const queries = [
    queryClient.prefetchQuery(balance(merchantId)),
    ...[...periods].map((period) => queryClient.prefetchQuery(statistics(merchantId, period))),
    queryClient.prefetchQuery(storeListAll(merchantId)),
  ];
  if (readDashboardMode() === 'TransactionTable')
    queries.push(queryClient.prefetchQuery(dashboardInvoices(merchantId)));
  void Promise.all(queries);
}
