import { DEMO_MERCHANT_ID, DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { server } from '@mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import {
  addFavorite,
  balance,
  balanceChart,
  createCryptoAddress,
  delFavorite,
  favorites,
  minBalance,
  newWallet,
  spo,
  spoHistory,
  systemMethods,
  walletOperations,
  wallets,
  walletUpdates,
  withdrawal,
  withdrawalHistory,
} from '@/api/finance/finance.endpoints';
import { createCryptoAddressMutation } from '@/api/finance/finance.mutations';
import { cryptoAddress, financeKeys, replenishmentHistoryInfinite } from '@/api/finance/finance.queries';
import type { WithdrawalInput } from '@/api/finance/schemas/withdrawal.schemas';
import { ApiError } from '@/api/http/errors';
import { request } from '@/api/http/request';
import { registerSecondFactorHandler } from '@/api/http/second-factor';
import { tokens } from '@/api/http/tokens';
import { invoiceList } from '@/api/invoices/invoices.endpoints';

const merchantId = DEMO_MERCHANT_ID;

async function signIn() {
  const answer = await request(login, {
    login: 'demo@example.com',
    password: 'Demo1234',
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: 'demo@example.com', rememberMe: true });
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const USDT_PAYOUT = 101;
const cashOut = (amount: number): WithdrawalInput => ({
  merchant_id: merchantId,
  currency: 'USDT',
  amount,
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  method_id: USDT_PAYOUT,
});

beforeEach(signIn);

describe('crypto addresses', () => {
  it('a missing address is null for the query; creating one fills it', async () => {
    const client = newClient();
    await expect(client.fetchQuery(cryptoAddress(merchantId, 'LTC'))).resolves.toBeNull();
    await expect(
      request(createCryptoAddress, { merchant_id: merchantId, currency: 'LTC' }),
    ).resolves.toMatchObject({
      currency: 'LTC',
      address: expect.stringMatching(/^ltc1q/),
    });
    await expect(newClient().fetchQuery(cryptoAddress(merchantId, 'LTC'))).resolves.toMatchObject({
      currency: 'LTC',
    });
    await expect(client.fetchQuery(cryptoAddress(merchantId, 'USDT'))).resolves.toMatchObject({
      currency: 'USDT',
    });
  });

  it('the create mutation writes the address into the query cache', async () => {
    const client = newClient();
    const options = createCryptoAddressMutation();
    const created = await client
      .getMutationCache()
      .build(client, options)
      .execute({ merchant_id: merchantId, currency: 'TON' });
    expect(client.getQueryData(financeKeys.cryptoAddress(merchantId, 'TON'))).toEqual(created);
  });

  it('other errors are not swallowed', async () => {
    await expect(newClient().fetchQuery(cryptoAddress(9999, 'LTC'))).rejects.toMatchObject({ status: 403 });
  });
});

describe('withdrawal', () => {
  it('asks for the PIN when the merchant protected withdrawals', async () => {
    const security = identityDb.security(DEMO_USER_ID);
    security.pin = '1234';
    security.pin_operations = ['withdrawal'];
    const attempt = request(withdrawal, cashOut(20));
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 403, key: 'need_2fa', data: { methods: ['pin'] } });

    const stop = registerSecondFactorHandler(async (_challenge, verify) =>
      verify({ method: 'pin', code: '1234' }),
    );
    try {
      const { id } = await request(withdrawal, cashOut(20));
      if (id === null) throw new Error('the demo answers the id of the withdrawal');
      await expect(request(spo, { id })).resolves.toMatchObject({
        id,
        amount: 20,
        status: 'awaiting_payment',
      });
    } finally {
      stop();
    }
  });

  it('checks the method minimum and the available balance', async () => {
    await expect(request(withdrawal, cashOut(5))).rejects.toMatchObject({ key: 'amount_below_minimum' });
    const usdt = (await request(wallets)).find((w) => w.currency === 'USDT');
    if (!usdt || usdt.balance === null) throw new Error('no USDT wallet balance');
    await expect(request(withdrawal, cashOut(usdt.balance))).rejects.toMatchObject({
      key: 'insufficient_funds',
    });
    await expect(request(withdrawal, { ...cashOut(20), method_id: 104 })).rejects.toMatchObject({
      key: 'method_not_found',
    });
  });

  it('books the withdrawal: history, hold on the wallet, spo and its status history', async () => {
    const before = (await request(wallets)).find((w) => w.currency === 'USDT');
    const { id } = await request(withdrawal, cashOut(100));
    if (id === null) throw new Error('the demo answers the id of the withdrawal');
    const after = (await request(wallets)).find((w) => w.currency === 'USDT');
    expect(after?.hold).toBeCloseTo((before?.hold ?? 0) + 101, 2);
    const history = await request(withdrawalHistory, { merchantId, pageSize: 5 });
    expect(history.history[0]).toMatchObject({
      id,
      amount: 100,
      currency: 'USDT',
      status: 'awaiting_payment',
    });
    expect(history.count).toBeGreaterThan(100);
    await expect(request(spoHistory, { id })).resolves.toEqual([
      expect.objectContaining({ status: 'created' }),
      expect.objectContaining({ status: 'awaiting_payment' }),
    ]);
    const { invoices } = await request(invoiceList, { merchantId, type: ['withdrawal'], pageSize: 1 });
    expect(invoices?.[0]?.id).toBe(id);
  });
});

describe('wallets and balances', () => {
  it('wallet balances equal the bookings of the operations list', async () => {
    const list = await request(wallets);
    expect(list.map((w) => w.currency)).toEqual(['USDT', 'BTC', 'ETH', 'TRX', 'LTC', 'USDC', 'TON']);
    for (const wallet of list) {
      const { data } = await request(walletOperations, {
        merchantId,
        currency: wallet.currency,
        pageSize: 1,
      });
      expect(wallet.balance).toBeGreaterThan(0);
      expect(data?.[0]?.balance).toBeCloseTo(wallet.balance ?? Number.NaN, 4);
    }
    const { in_total, out_total } = await request(walletOperations, { merchantId, pageSize: 1 });
    if (in_total === null || out_total === null) throw new Error('the demo answers both totals');
    expect(in_total).toBeGreaterThan(out_total);
    const total = await request(balance, { merchantId, currency: 'USDT', tzName: 'Europe/Berlin' });
    expect(total.balance).toBeCloseTo(in_total - out_total, 0);
    expect(total).toMatchObject({ currency: 'USDT', day_change: expect.any(Number) });
  });

  it('wallet-updates answers only bookings after the marker', async () => {
    const first = await request(walletOperations, { merchantId, pageSize: 3 });
    const marker = (first.update_end_id ?? 0) - 2;
    const updates = await request(walletUpdates, { merchantId, update_end_id: marker });
    expect(updates.data?.map((op) => op.id)).toEqual([marker + 1, marker + 2]);
  });

  it('opens a wallet once; lists min balances and system methods', async () => {
    await expect(request(newWallet, { currency: 'SOL' })).resolves.toMatchObject({
      currency: 'SOL',
      balance: 0,
    });
    await expect(request(newWallet, { currency: 'SOL' })).rejects.toMatchObject({ key: 'wallet_exists' });
    const mins = await request(minBalance);
    expect(mins?.find((m) => m.currency === 'BTC')?.min_balance).toBeGreaterThan(0);
    const methods = await request(systemMethods, { currency: 'USDT' });
    expect(methods.some((m) => m.type === 'payout' && /\/currencies\/usdt\.svg$/.test(m.logo ?? ''))).toBe(
      true,
    );
    expect(methods.every((m) => m.currency === 'USDT')).toBe(true);
  });

  it('the balance chart ends at the current balance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { points, currency } = await request(balanceChart, {
      merchantId,
      groupBy: 'month',
      startDate: now - 365 * 86_400,
      endDate: now,
      tzName: 'UTC',
    });
    expect(currency).toBeNull();
    expect(points.length).toBeGreaterThanOrEqual(12);
    const total = await request(balance, { merchantId, currency: 'USDT' });
    expect(points.at(-1)?.[1]).toBeCloseTo(total.balance ?? Number.NaN, 0);
  });
});

describe('histories and favourites', () => {
  it('replenishments page through every row once', async () => {
    const data = await newClient().fetchInfiniteQuery({
      ...replenishmentHistoryInfinite({ merchantId, currency: 'USDT' }),
      pages: 100,
    });
    const rows = data.pages.flatMap((page) => page.history);
    expect(rows.length).toBe(data.pages[0]?.count);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.every((row) => row.currency === 'USDT')).toBe(true);
  });

  it('adds, updates and deletes favourites', async () => {
    const seeded = await request(favorites, { merchantId });
    expect(seeded).toHaveLength(3);
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    await request(addFavorite, { merchant_id: merchantId, address, currency: 'ETH', title: 'Hot wallet' });
    await request(addFavorite, { merchant_id: merchantId, address, currency: 'USDC', title: 'Renamed' });
    const added = await request(favorites, { merchantId });
    expect(added).toHaveLength(4);
    expect(added[0]).toMatchObject({ address, currency: 'USDC', title: 'Renamed' });
    await request(delFavorite, { merchant_id: merchantId, address });
    expect(await request(favorites, { merchantId })).toHaveLength(3);
    await expect(request(delFavorite, { merchant_id: merchantId, address })).rejects.toMatchObject({
      key: 'favorite_not_found',
    });
  });
});

describe('answers read by kind (the other plausible forms of a backend that follows SPEC)', () => {
  const answer = (path: string, data: unknown) => http.get(`*${path}`, () => HttpResponse.json({ data }));
  const SECONDS = 1_760_000_000;

  it('wallet operations: ids and amounts as strings, times in milliseconds or ISO, an unknown kind kept', async () => {
    server.use(
      answer('/api/finance/wallet-operations', {
        data: [
          { id: '7', created: SECONDS * 1000, amount: '5.5', operation_type: '1', balance: '105.5' },
          { id: 8, created: '2025-10-09T08:53:20Z', operation_type: 9 },
        ],
        in_total: '10.5',
        out_total: null,
      }),
    );
    const read = await request(walletOperations, { merchantId });
    expect(read.data).toEqual([
      expect.objectContaining({ id: 7, created: SECONDS, amount: 5.5, operation_type: 1, balance: 105.5 }),
      expect.objectContaining({ id: 8, created: SECONDS, amount: null, operation_type: '9', balance: null }),
    ]);
    // A total that did not arrive is unknown, never 0.
    expect(read.in_total).toBe(10.5);
    expect(read.out_total).toBeNull();
  });

  it('wallet operations whose list cannot be read fail, never read as no bookings', async () => {
    server.use(answer('/api/finance/wallet-operations', { data: 'none today', in_total: 0, out_total: 0 }));
    await expect(request(walletOperations, { merchantId })).rejects.toMatchObject({ key: 'invalid_answer' });
  });

  it('favourites keyed by address (objects or names) or bare addresses, the balance as a bare number, minimums as a map', async () => {
    server.use(
      answer('/api/finance/favorites', { TXa: { currency: 'USDT', title: 'Office' }, TXb: { title: null } }),
      answer('/api/finance/balance', '34175.06'),
      answer('/api/finance/min-balance', { USDT: '10', BTC: 0.0005 }),
    );
    const list = await request(favorites, { merchantId });
    expect(list.map(({ address, currency, title }) => ({ address, currency, title }))).toEqual([
      { address: 'TXa', currency: 'USDT', title: 'Office' },
      { address: 'TXb', currency: null, title: '' },
    ]);
    server.use(answer('/api/finance/favorites', { TXc: 'Cold storage', TXd: null }));
    expect((await request(favorites, { merchantId })).map(({ address, title }) => [address, title])).toEqual([
      ['TXc', 'Cold storage'],
      ['TXd', ''],
    ]);
    server.use(answer('/api/finance/favorites', ['TXe']));
    expect((await request(favorites, { merchantId })).map(({ address, title }) => [address, title])).toEqual([
      ['TXe', null],
    ]);
    await expect(request(balance, { merchantId, currency: 'USDT' })).resolves.toMatchObject({
      balance: 34175.06,
      day_change: null,
    });
    await expect(request(minBalance)).resolves.toEqual([
      { currency: 'USDT', min_balance: 10 },
      { currency: 'BTC', min_balance: 0.0005 },
    ]);
  });
});
