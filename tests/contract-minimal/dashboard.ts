import { expect } from 'vitest';
import * as ep from '@/api/dashboard/dashboard.endpoints';
import { request } from '@/api/http/request';
import type { MinimalCase } from './case';

const now = () => Math.floor(Date.now() / 1000);

export const cases: MinimalCase[] = [
  {
    endpoint: ep.inOutChart,
    name: 'data as a list of [time, in, out] (SPEC section 7)',
    run: async ({ merchantId }) => {
      const points = await request(ep.inOutChart, {
        merchantId,
        groupBy: 'day',
        tzName: 'UTC',
        storeId: [301, 302],
        startDate: now() - 30 * 86_400,
        endDate: now(),
      });
      expect(points.length).toBeGreaterThanOrEqual(30);
      for (const point of points)
        expect(point).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    },
  },
  {
    endpoint: ep.statistics,
    name: 'a helper call SPEC does not show: no figure comes, each card reads null (shown as —), not 0',
    run: async ({ merchantId }) => {
      const answer = await request(ep.statistics, { merchantId, period: 'week', tzName: 'UTC' });
      expect(answer).toEqual({ income: null, payout: null, conversion: null });
    },
  },
];
