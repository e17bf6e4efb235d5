import * as finance from '@/api/finance/finance.endpoints';
import { isRecord } from '@/lib/is-record';
import { financeDb } from '../db/finance';
import {
  assertMerchant,
  currencyInfo,
  DEMO_METHODS,
  inUnits,
  invoicesDb,
  keysetPage,
  merchantOf,
  storeForWithdrawals,
} from '../db/invoices';
import { requireSecondFactor } from '../db/second-factor';
import { handle, MockError } from '../lib/define';

// Spec-minimal variants (mocks/lib/spec-minimal.ts): wherever SPEC leaves a finance answer
// open, a backend written only from SPEC answers in the other plausible form: the lists bare
// or under another key, the bare balance, a bare address, relative logo paths without a
// leading slash, nothing at all for the writes SPEC shows no answer for.

/** The merchant a call is about: the one it names (must be the session's), else the session's. */
function merchantFor(userId: string, merchantId: number | undefined): number {
  if (merchantId === undefined) return merchantOf(userId);
  assertMerchant(userId, merchantId);
  return merchantId;
}

const asList = (data: unknown, key: string): unknown[] => {
  const held = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return Array.isArray(data) ? data : Array.isArray(held) ? held : [];
};

const relativeWithoutSlash = (logo: unknown) => (typeof logo === 'string' ? logo.replace(/^\/+/, '') : logo);

export const financeHandlers = [
  handle(
    finance.balanceChart,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchantId);
      const points = financeDb.balanceChart(input);
      // One wallet's chart names its unit; the whole balance is the bare list of points.
      return input.currency ? { currency: input.currency, points } : points;
    },
    {
      // Without our currency parameter: the whole balance, as `{ date, balance }` points.
      minimal: {
        answer: (data) =>
          asList(data, 'points').map((point) => {
            const [date, balance] = point as [number, number];
            return { date, balance };
          }),
      },
    },
  ),

  handle(
    finance.balance,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchantId);
      return financeDb.balance(input.merchantId, input.currency, input.tzName ?? 'UTC');
    },
    {
      // SPEC: the answer is "balance": the bare number.
      minimal: {
        answer: (data) => (isRecord(data) && 'balance' in data ? data.balance : data),
      },
    },
  ),

  handle(finance.walletOperations, ({ input, userId }) => {
    const merchantId = merchantFor(userId, input.merchantId);
    const ops = financeDb.operations(merchantId, input.currency);
    const paged =
      input.sortColumn !== undefined || input.pageSize !== undefined || input.prevId !== undefined;
    const column = input.sortColumn ?? 'created';
    const page = paged
      ? keysetPage(ops, (op) => op[column], {
          direction: input.sortDirection ?? 'desc',
          prevId: input.prevId,
          prevValue: input.prevValue,
          pageSize: input.pageSize ?? 50,
        })
      : ops;
    return { data: page, ...financeDb.operationTotals(ops), update_end_id: ops.at(-1)?.id ?? 0 };
  }),

  handle(finance.walletUpdates, ({ input, userId }) => {
    const ops = financeDb.operations(merchantFor(userId, input.merchantId), input.currency);
    const since = input.update_end_id;
    return {
      data: since === undefined ? [] : ops.filter((op) => op.id > since),
      ...financeDb.operationTotals(ops),
      update_end_id: ops.at(-1)?.id ?? since ?? 0,
    };
  }),

  handle(finance.systemMethods, ({ input }) => financeDb.systemMethods(input.currency), {
    // SPEC: the answer is "methods"; logos as relative paths without a leading slash.
    minimal: {
      answer: (data) => ({
        methods: asList(data, 'list').map((method) => ({
          ...(method as Record<string, unknown>),
          logo: relativeWithoutSlash((method as Record<string, unknown>).logo),
        })),
      }),
    },
  }),

  handle(
    finance.withdrawal,
    ({ input, userId, request }) => {
      assertMerchant(userId, input.merchant_id);
      const merchantId = input.merchant_id;
      const method = DEMO_METHODS.find(
        (m) => m.id === input.method_id && m.type === 'payout' && m.currency === input.currency,
      );
      if (!method) throw new MockError(400, ['method_not_found']);
      const available = financeDb.available(merchantId, input.currency);
      if (available === null) throw new MockError(400, ['wallet_not_found']);
      if (input.amount < method.min_amount) throw new MockError(400, ['amount_below_minimum']);
      if (input.amount * (1 + method.fee) > available) throw new MockError(400, ['insufficient_funds']);
      const store = storeForWithdrawals(merchantId);
      if (!store) throw new MockError(400, ['wallet_not_found']);
      requireSecondFactor(request, userId, 'withdrawal');
      const inv = invoicesDb.create({
        store,
        type: 'withdrawal',
        currency: input.currency,
        amount: inUnits(input.amount, input.currency),
        source: 2,
        method_id: method.id,
        fee_rate: method.fee,
        address: input.address,
        status: 'awaiting_payment',
      });
      return { id: inv.id };
    },
    // SPEC shows no answer.
    { minimal: { answer: () => null } },
  ),

  handle(
    finance.withdrawalHistory,
    ({ input, userId }) =>
      historyPage(
        financeDb.history(merchantFor(userId, input.merchantId), 'withdrawal', input.currency),
        input,
      ),
    // SPEC: "list": the bare list of every row (our paging parameters are not known there).
    { minimal: { answer: (data) => asList(data, 'history') } },
  ),

  handle(
    finance.replenishmentHistory,
    ({ input, userId }) =>
      historyPage(financeDb.history(merchantFor(userId, input.merchantId), 'deposit', input.currency), input),
    { minimal: { answer: (data) => asList(data, 'history') } },
  ),

  handle(finance.spo, ({ input, userId }) => financeDb.spo(merchantOf(userId), input.id).detail),

  handle(
    finance.spoHistory,
    ({ input, userId }) =>
      financeDb
        .spo(merchantOf(userId), input.id)
        .trail.map(([status, created]) => ({ status, created, comment: null })),
    // SPEC: "its history": an object holding the list.
    { minimal: { answer: (data) => ({ history: asList(data, 'history') }) } },
  ),

  handle(
    finance.favorites,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchantId);
      return financeDb.favorites(input.merchantId);
    },
    // SPEC shows no shape: a list held under `list`, keyed by address.
    { minimal: { answer: (data) => ({ list: asList(data, 'list') }) } },
  ),

  handle(
    finance.addFavorite,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchant_id);
      if (input.currency !== undefined && !currencyInfo(input.currency))
        throw new MockError(400, ['currency_not_supported']);
      return financeDb.addFavorite(input.merchant_id, {
        address: input.address,
        currency: input.currency,
        title: input.title,
      });
    },
    // SPEC shows no answer.
    { minimal: { answer: () => null } },
  ),

  handle(finance.delFavorite, ({ input, userId }) => {
    assertMerchant(userId, input.merchant_id);
    financeDb.delFavorite(input.merchant_id, input.address);
    return null;
  }),

  handle(
    finance.cryptoAddress,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchantId);
      const found = financeDb.address(input.merchantId, input.currency);
      if (!found) throw new MockError(404, ['address_not_found']);
      return found;
    },
    // SPEC: the answer is "address": the bare address.
    {
      minimal: {
        answer: (data) =>
          data && typeof data === 'object' ? (data as Record<string, unknown>).address : data,
      },
    },
  ),

  handle(
    finance.createCryptoAddress,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchant_id);
      return financeDb.createAddress(input.merchant_id, input.currency);
    },
    // SPEC shows no answer.
    { minimal: { answer: () => null } },
  ),

  handle(finance.wallets, ({ userId }) => financeDb.wallets(merchantOf(userId)), {
    // SPEC: "list": held under `list`; a wallet carries its currency only.
    minimal: { answer: (data) => ({ list: asList(data, 'list') }) },
  }),

  handle(
    finance.newWallet,
    ({ input, userId }) => financeDb.openWallet(merchantOf(userId), input.currency),
    // SPEC shows no answer.
    { minimal: { answer: () => null } },
  ),

  handle(finance.minBalance, () => financeDb.minBalances(), {
    // SPEC: "shape not shown": a map from currency to its minimum.
    minimal: {
      answer: () =>
        Object.fromEntries(financeDb.minBalances().map((entry) => [entry.currency, entry.min_balance])),
    },
  }),
];

interface PageInput {
  sortColumn?: 'created' | 'id' | 'amount' | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
  prevId?: number | undefined;
  prevValue?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * One keyset page with the count of every row. Without any paging parameter (a backend that
 * knows none, as SPEC names none) every row is answered, oldest first.
 */
function historyPage<T extends { id: number; created: number; amount: number }>(rows: T[], input: PageInput) {
  const paged = input.sortColumn !== undefined || input.pageSize !== undefined || input.prevId !== undefined;
  if (!paged) return { count: rows.length, history: [...rows].sort((a, b) => a.id - b.id) };
  const column = input.sortColumn ?? 'created';
  const history = keysetPage(rows, (row) => row[column], {
    direction: input.sortDirection ?? 'desc',
    prevId: input.prevId,
    prevValue: input.prevValue,
    pageSize: input.pageSize ?? 50,
  });
  return { count: rows.length, history };
}
