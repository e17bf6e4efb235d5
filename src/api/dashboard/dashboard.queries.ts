import { queryOptions } from '@tanstack/react-query';
import { browserTimeZone } from '../finance/finance.queries';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import * as ep from './dashboard.endpoints';
import type { InOutChartInput, StatisticsPeriod } from './dashboard.schemas';

export const dashboardKeys = {
  all: apiKeys.area('dashboard'),
  inOutCharts: () => apiKeys.endpoint(ep.inOutChart),
  inOutChart: (params: InOutChartInput) => apiKeys.query(ep.inOutChart, params),
  allStatistics: () => apiKeys.endpoint(ep.statistics),
  statistics: (merchantId: number, period: StatisticsPeriod, tzName: string) =>
    apiKeys.query(ep.statistics, { merchantId, period, tzName }),
};

/**
 * The in / out chart's points as answered, with the request they answer (`range`): the screen
 * fills the buckets the answer left out (`fillBuckets` in the domain) from that range, so a
 * previous range shown while the next loads keeps its own buckets. Fetched only with at least
 * one store (SPEC section 4): with none the query stays idle and the chart is empty. The
 * signal aborts a superseded request.
 */
export function inOutChart(params: InOutChartInput) {
  return queryOptions({
    queryKey: dashboardKeys.inOutChart(params),
    queryFn: async ({ signal }) => ({
      range: params,
      points: await request(ep.inOutChart, params, { signal }),
    }),
    enabled: (params.storeId?.length ?? 0) > 0,
  });
}

/** One statistics card (income, payout, conversion) for a period, in the browser's zone. */
export function statistics(merchantId: number, period: StatisticsPeriod, tzName = browserTimeZone()) {
  return queryOptions({
    queryKey: dashboardKeys.statistics(merchantId, period, tzName),
    queryFn: ({ signal }) => request(ep.statistics, { merchantId, period, tzName }, { signal }),
  });
}
