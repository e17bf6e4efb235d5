import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { server } from '@mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { inOutChart as inOutChartEndpoint } from '@/api/dashboard/dashboard.endpoints';
import { inOutChart, statistics } from '@/api/dashboard/dashboard.queries';
import type { InOutChartInput } from '@/api/dashboard/dashboard.schemas';
import { balance } from '@/api/finance/finance.queries';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import { invoiceTotals } from '@/api/invoices/invoices.endpoints';
import { fillBuckets } from '@/domain/chart';

const merchantId = DEMO_MERCHANT_ID;
const DAY = 86_400;

async function signIn() {
  const answer = await request(login, {
    login: 'demo@example.com',
    password: 'Demo1234',
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: 'demo@example.com', rememberMe: true });
}

/** A value the demo always sends readably. */
function known(value: number | null): number {
  if (value === null) throw new Error('the demo sent a value that could not be read');
  return value;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Records the query of every in-out-chart request, then lets the demo handler answer. */
function spyOnChart() {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/finance/in-out-chart', ({ request: r }) => {
      seen.push(new URL(r.url).searchParams);
      // No answer: the request falls through to the demo handler.
    }),
  );
  return seen;
}

/** Wall-clock parts of an instant in a zone. */
function wallClock(seconds: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(seconds * 1000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: get('weekday'),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
}

beforeEach(signIn);

describe('in / out chart', () => {
  const now = Math.floor(Date.now() / 1000);
  const params: InOutChartInput = {
    merchantId,
    groupBy: 'day',
    tzName: 'Europe/Berlin',
    storeId: [301, 302, 305],
    startDate: now - 30 * DAY,
    endDate: now,
    paymentCurrency: ['USDT', 'BTC'],
  };

  it('sends every parameter and answers [time, in, out] tuples', async () => {
    const seen = spyOnChart();
    const answer = await newClient().fetchQuery(inOutChart(params));
    expect(answer.range).toEqual(params);
    const points = fillBuckets(answer.points, answer.range);

    expect(seen).toHaveLength(1);
    const query = seen[0] as URLSearchParams;
    expect(query.get('merchantId')).toBe(String(merchantId));
    expect(query.get('groupBy')).toBe('day');
    expect(query.get('tzName')).toBe('Europe/Berlin');
    expect(query.getAll('storeId')).toEqual(['301', '302', '305']);
    expect(query.get('startDate')).toBe(String(params.startDate));
    expect(query.get('endDate')).toBe(String(params.endDate));
    expect(query.getAll('paymentCurrency')).toEqual(['USDT', 'BTC']);

    expect(points.length).toBeGreaterThanOrEqual(30);
    for (const point of points) {
      expect(point).toHaveLength(3);
      expect(point.every((value) => typeof value === 'number')).toBe(true);
      // Buckets start at midnight in the given zone.
      expect(wallClock(point[0], 'Europe/Berlin')).toMatchObject({ hour: 0, minute: 0 });
    }
    expect(points.some(([, inflow]) => (inflow ?? 0) > 0)).toBe(true);
  });

  it('the handler applies stores, currencies and dates: sums equal the invoice totals', async () => {
    const points = await request(inOutChartEndpoint, params);
    const { totals } = await request(invoiceTotals, {
      merchantId,
      storeId: params.storeId,
      currency: params.paymentCurrency,
      startDate: params.startDate,
      endDate: params.endDate,
    });
    const inflow = points.reduce((sum, [, value]) => sum + known(value), 0);
    const outflow = points.reduce((sum, [, , value]) => sum + known(value), 0);
    expect(inflow).toBeCloseTo(totals?.in_sum as number, 1);
    expect(outflow).toBeCloseTo(totals?.out_sum as number, 1);

    const fewer = await request(inOutChartEndpoint, { ...params, storeId: [301], paymentCurrency: ['BTC'] });
    expect(fewer.reduce((sum, [, value]) => sum + known(value), 0)).toBeLessThan(inflow);
  });

  it('groups by ISO week and by month in the zone', async () => {
    const weeks = await request(inOutChartEndpoint, {
      ...params,
      groupBy: 'week',
      tzName: 'America/New_York',
    });
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    for (const [time] of weeks) {
      expect(wallClock(time, 'America/New_York')).toMatchObject({ weekday: 'Mon', hour: 0, minute: 0 });
    }
    const months = await request(inOutChartEndpoint, {
      ...params,
      groupBy: 'month',
      tzName: 'Asia/Tokyo',
      startDate: now - 200 * DAY,
    });
    expect(months.length).toBeGreaterThanOrEqual(7);
    for (const [time] of months) expect(wallClock(time, 'Asia/Tokyo')).toMatchObject({ day: 1, hour: 0 });
  });

  it('stays idle without a store', () => {
    expect(inOutChart({ ...params, storeId: [] }).enabled).toBe(false);
  });

  it('rejects an unknown time zone', async () => {
    await expect(request(inOutChartEndpoint, { ...params, tzName: 'Mars/Olympus' })).rejects.toMatchObject({
      status: 400,
      key: 'validation_error',
    });
  });
});

describe('statistics cards', () => {
  it('answers income, payout and conversion for the current and previous period', async () => {
    for (const period of ['day', 'week', 'month'] as const) {
      const answer = await newClient().fetchQuery(statistics(merchantId, period, 'Europe/Berlin'));
      for (const card of [answer.income, answer.payout, answer.conversion]) {
        expect(card).toEqual({ current: expect.any(Number), previous: expect.any(Number) });
      }
      expect(answer.conversion?.previous).toBeGreaterThanOrEqual(0);
      expect(answer.conversion?.previous).toBeLessThanOrEqual(100);
    }
  });

  it('the previous month equals the invoice totals of that month (UTC)', async () => {
    const today = new Date();
    const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1) / 1000;
    const previousStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1) / 1000;
    const answer = await newClient().fetchQuery(statistics(merchantId, 'month', 'UTC'));
    const { totals } = await request(invoiceTotals, {
      merchantId,
      startDate: previousStart,
      endDate: monthStart - 1,
    });
    expect(answer.income?.previous).toBeCloseTo(totals?.in_sum as number, 1);
    expect(answer.payout?.previous).toBeCloseTo(totals?.out_sum as number, 1);
    expect(answer.income?.previous).toBeGreaterThan(0);
  });

  it('the balance card answers the total in USDT and the change of the day', async () => {
    const answer = await newClient().fetchQuery(balance(merchantId, 'Europe/Berlin'));
    // The demo sends `amount`: read as SPEC's `balance`.
    expect(answer).toEqual({ currency: 'USDT', balance: expect.any(Number), day_change: expect.any(Number) });
    expect(answer.balance).toBeGreaterThan(0);
  });
});
