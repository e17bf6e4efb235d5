import { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';
import * as ep from '@/api/finance/finance.endpoints';
import { replenishmentHistoryInfinite, withdrawalHistoryInfinite } from '@/api/finance/finance.queries';
import { request } from '@/api/http/request';
import type { MinimalCase } from './case';

// The spec-minimal demo answers the finance calls with SPEC's fields only, in the other
// plausible shape (mocks/handlers/finance.ts): these cases show the client reads each one.

const now = () => Math.floor(Date.now() / 1000);
const USDT_PAYOUT = 101;
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

async function firstWithdrawal(merchantId: number): Promise<number> {
  const { history } = await request(ep.withdrawalHistory, { merchantId });
  const id = history[0]?.id;
  if (id === undefined) throw new Error('the demo has withdrawals');
  return id;
}

export const cases: MinimalCase[] = [
  {
    endpoint: ep.balanceChart,
    name: 'points as { date, balance } objects; a chart of one wallet not confirmed is the whole balance',
    run: async ({ merchantId }) => {
      const { currency, points } = await request(ep.balanceChart, {
        merchantId,
        groupBy: 'week',
        startDate: now() - 60 * 86_400,
        endDate: now(),
        tzName: 'UTC',
        currency: 'BTC',
      });
      expect(currency).toBeNull();
      expect(points.length).toBeGreaterThanOrEqual(8);
      for (const point of points) expect(point).toEqual([expect.any(Number), expect.any(Number)]);
    },
  },
  {
    endpoint: ep.balance,
    name: 'the balance is read from SPEC’s `balance`; the day change did not come and is null, not 0',
    run: async ({ merchantId }) => {
      const answer = await request(ep.balance, { merchantId, currency: 'USDT', tzName: 'UTC' });
      expect(answer.balance).toBeGreaterThan(0);
      expect(answer.day_change).toBeNull();
      expect(answer.currency).toBeNull();
    },
  },
  {
    endpoint: ep.walletOperations,
    name: 'data, in_total and out_total; the booking fields SPEC does not name are null',
    run: async ({ merchantId }) => {
      const answer = await request(ep.walletOperations, { merchantId, pageSize: 5 });
      expect(answer.in_total).toBeGreaterThan(0);
      expect(answer.data?.length).toBeGreaterThan(5);
      expect(answer.data?.[0]).toMatchObject({ id: expect.any(Number), amount: null, created: null });
      expect(answer.update_end_id).toBeNull();
    },
  },
  {
    endpoint: ep.walletUpdates,
    name: 'the totals come; bookings after a marker SPEC does not name are not asked for',
    run: async ({ merchantId }) => {
      const answer = await request(ep.walletUpdates, { merchantId, update_end_id: 1 });
      expect(answer.data).toEqual([]);
      expect(answer.out_total).toEqual(expect.any(Number));
    },
  },
  {
    endpoint: ep.systemMethods,
    name: 'the methods under `methods`; a relative logo without a leading slash is made absolute',
    run: async () => {
      const methods = await request(ep.systemMethods, { currency: 'USDT' });
      const payout = methods.find((method) => method.id === USDT_PAYOUT);
      expect(payout).toMatchObject({ type: 'payout', title: null, fee: null, min_amount: null });
      expect(payout?.logo).toBe(`${window.location.origin}/media/currencies/usdt.svg`);
    },
  },
  {
    endpoint: ep.withdrawal,
    name: 'an empty answer is a success without an id',
    run: async ({ merchantId }) => {
      const answer = await request(ep.withdrawal, {
        merchant_id: merchantId,
        currency: 'USDT',
        amount: 20,
        address: ADDRESS,
        method_id: USDT_PAYOUT,
      });
      expect(answer.id).toBeNull();
    },
  },
  {
    endpoint: ep.withdrawalHistory,
    name: 'a bare list of invoice rows (create_timestamp, sum_to_pay), every row at once, read once and newest first',
    run: async ({ merchantId }) => {
      const answer = await request(ep.withdrawalHistory, { merchantId, pageSize: 5 });
      expect(answer.count).toBeNull();
      expect(answer.history.length).toBeGreaterThan(5);
      expect(answer.history[0]).toMatchObject({
        created: expect.any(Number),
        amount: expect.any(Number),
        currency: expect.any(String),
        fee: null,
        fee_sum: expect.any(Number),
      });
      // Paging through the client: the page longer than asked is the whole list, no loop.
      const data = await new QueryClient().fetchInfiniteQuery({
        ...withdrawalHistoryInfinite({ merchantId }),
        pages: 5,
      });
      expect(data.pages).toHaveLength(1);
      expect(data.pages[0]?.history).toHaveLength(answer.history.length);
    },
  },
  {
    endpoint: ep.replenishmentHistory,
    name: 'a bare list; a currency filter the backend ignores is applied by the client',
    run: async ({ merchantId }) => {
      const data = await new QueryClient().fetchInfiniteQuery({
        ...replenishmentHistoryInfinite({ merchantId, currency: 'BTC' }),
        pages: 5,
      });
      const all = await request(ep.replenishmentHistory, { merchantId, currency: 'BTC' });
      expect(all.history.some((row) => row.currency !== 'BTC')).toBe(true);
      expect(data.pages.flatMap((page) => page.history).every((row) => row.currency === 'BTC')).toBe(true);
    },
  },
  {
    endpoint: ep.spo,
    name: 'one withdrawal read from the invoice-row names',
    run: async ({ merchantId }) => {
      const id = await firstWithdrawal(merchantId);
      const payout = await request(ep.spo, { id });
      expect(payout).toMatchObject({
        id,
        created: expect.any(Number),
        amount: expect.any(Number),
        total: null,
      });
      expect(payout.status).toEqual(expect.any(String));
    },
  },
  {
    endpoint: ep.spoHistory,
    name: 'the status history held under `history`',
    run: async ({ merchantId }) => {
      const entries = await request(ep.spoHistory, { id: await firstWithdrawal(merchantId) });
      expect(entries[0]).toEqual({ status: 'created', created: expect.any(Number), comment: null });
    },
  },
  {
    endpoint: ep.favorites,
    name: 'favourites held under `list`, keyed by address; title and currency not sent',
    run: async ({ merchantId }) => {
      const list = await request(ep.favorites, { merchantId });
      expect(list).toHaveLength(3);
      // Title and currency are ours: not sent, they are unknown (never an empty name).
      expect(list[0]).toMatchObject({
        address: expect.any(String),
        currency: null,
        title: null,
        created: null,
      });
    },
  },
  {
    endpoint: ep.addFavorite,
    name: 'an empty answer; the favourite is there when asked again',
    run: async ({ merchantId }) => {
      const answer = await request(ep.addFavorite, {
        merchant_id: merchantId,
        address: ADDRESS,
        currency: 'USDT',
        title: 'Payroll',
      });
      expect(answer).toBeNull();
      const list = await request(ep.favorites, { merchantId });
      expect(list.map((favorite) => favorite.address)).toContain(ADDRESS);
    },
  },
  {
    endpoint: ep.delFavorite,
    name: 'an empty answer; the favourite is gone',
    run: async ({ merchantId }) => {
      const [first] = await request(ep.favorites, { merchantId });
      if (!first) throw new Error('the demo has favourites');
      await expect(
        request(ep.delFavorite, { merchant_id: merchantId, address: first.address }),
      ).resolves.toBeNull();
      const list = await request(ep.favorites, { merchantId });
      expect(list.map((favorite) => favorite.address)).not.toContain(first.address);
    },
  },
  {
    endpoint: ep.cryptoAddress,
    name: 'the bare address',
    run: async ({ merchantId }) => {
      const answer = await request(ep.cryptoAddress, { merchantId, currency: 'USDT' });
      expect(answer).toEqual({ address: expect.stringMatching(/^T/), currency: null, network: null });
    },
  },
  {
    endpoint: ep.createCryptoAddress,
    name: 'an empty answer; the new address comes when asked again',
    run: async ({ merchantId }) => {
      const created = await request(ep.createCryptoAddress, { merchant_id: merchantId, currency: 'LTC' });
      // Nothing in the answer: the address is unknown until asked again.
      expect(created?.address ?? null).toBeNull();
      const answer = await request(ep.cryptoAddress, { merchantId, currency: 'LTC' });
      expect(answer.address).toMatch(/^ltc1q/);
    },
  },
  {
    endpoint: ep.wallets,
    name: 'wallets held under `list` with their currency only: balances are null, not 0',
    run: async () => {
      const list = await request(ep.wallets);
      expect(list.map((wallet) => wallet.currency)).toContain('USDT');
      expect(list[0]).toEqual({ currency: 'USDT', id: null, balance: null, hold: null, address: null });
    },
  },
  {
    endpoint: ep.newWallet,
    name: 'an empty answer; the wallet is listed when asked again',
    run: async () => {
      await expect(request(ep.newWallet, { currency: 'SOL' })).resolves.toBeNull();
      expect((await request(ep.wallets)).map((wallet) => wallet.currency)).toContain('SOL');
    },
  },
  {
    endpoint: ep.minBalance,
    name: 'a map from currency to its minimum',
    run: async () => {
      const list = await request(ep.minBalance);
      expect(list).not.toBeNull();
      expect(list?.find((entry) => entry.currency === 'BTC')?.min_balance).toBeGreaterThan(0);
      expect(list?.every((entry) => typeof entry.min_balance === 'number')).toBe(true);
    },
  },
];
