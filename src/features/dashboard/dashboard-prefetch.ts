import type { QueryClient } from '@tanstack/react-query';
import { statistics } from '@/api/dashboard/dashboard.queries';
import type { StatisticsPeriod } from '@/api/dashboard/dashboard.schemas';
import { balance } from '@/api/finance/finance.queries';
import { dashboardInvoices } from '@/api/invoices/invoices.queries';
import { storeListAll } from '@/api/stores/stores.queries';
import { readDashboardMode } from '@/lib/dashboard-mode';
import { settleWithin } from '@/lib/wait';
import { type DashboardSearch, DEFAULT_STATISTICS_PERIOD } from './dashboard-search';
import { prefetchSetupChecklist } from './setup-checklist';

/**
 * How long the dashboard waits for its first answers before it shows: quick answers arrive
 * with the page (no skeleton flash, one render), slow ones fill in behind skeletons of the
 * final size. Kept under the router's pending delay, so a pending screen never flashes.
 */
export const DASHBOARD_DATA_WAIT_MS = 140;

/**
 * Starts every request of the first screen at once (no waterfall), the checklist's too. The promise settles
 * when they all have; the chart's requests start when its mode is shown.
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  merchantId: number,
  search: Pick<DashboardSearch, 'income' | 'payout' | 'conversion'>,
): Promise<unknown> {
  const periods = new Set<StatisticsPeriod>(
    [search.income, search.payout, search.conversion].map((period) => period ?? DEFAULT_STATISTICS_PERIOD),
  );
  const queries = [
    queryClient.prefetchQuery(balance(merchantId)),
    ...[...periods].map((period) => queryClient.prefetchQuery(statistics(merchantId, period))),
    queryClient.prefetchQuery(storeListAll(merchantId)),
    // The setup checklist's answers, so that it shows with the page, not after it.
    prefetchSetupChecklist(queryClient, merchantId),
  ];
  if (readDashboardMode() === 'TransactionTable')
    queries.push(queryClient.prefetchQuery(dashboardInvoices(merchantId)));
  return Promise.all(queries);
}

/** Waits for the first answers, at most DASHBOARD_DATA_WAIT_MS (prefetches never reject). */
export function awaitDashboardBriefly(prefetched: Promise<unknown>): Promise<void> {
  return settleWithin(prefetched, DASHBOARD_DATA_WAIT_MS);
}
