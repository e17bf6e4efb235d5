import * as finance from '@/api/finance/finance.endpoints';
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

export const financeHandlers = [
  handle(finance.balanceChart, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return financeDb.balanceChart(input);
  }),

  handle(finance.balance, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return financeDb.balance(input.merchantId, input.currency, input.tzName ?? 'UTC');
  }),

  handle(finance.walletOperations, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    const ops = financeDb.operations(input.merchantId, input.currency);
    const column = input.sortColumn;
    const page = keysetPage(ops, (op) => op[column], {
      direction: input.sortDirection,
      prevId: input.prevId,
      prevValue: input.prevValue,
      pageSize: input.pageSize,
    });
    return { data: page, ...financeDb.operationTotals(ops), update_end_id: ops.at(-1)?.id ?? 0 };
  }),

  handle(finance.walletUpdates, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    const ops = financeDb.operations(input.merchantId, input.currency);
    const since = input.update_end_id;
    return {
      data: since === undefined ? [] : ops.filter((op) => op.id > since),
      ...financeDb.operationTotals(ops),
      update_end_id: ops.at(-1)?.id ?? since ?? 0,
    };
  }),

  handle(finance.systemMethods, ({ input }) => financeDb.systemMethods(input.currency)),

  handle(finance.withdrawal, ({ input, userId, request }) => {
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
  }),

  handle(finance.withdrawalHistory, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return historyPage(financeDb.history(input.merchantId, 'withdrawal', input.currency), input);
  }),

  handle(finance.replenishmentHistory, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return historyPage(financeDb.history(input.merchantId, 'deposit', input.currency), input);
  }),

  handle(finance.spo, ({ input, userId }) => financeDb.spo(merchantOf(userId), input.id).detail),

  handle(finance.spoHistory, ({ input, userId }) =>
    financeDb
      .spo(merchantOf(userId), input.id)
      .trail.map(([status, created]) => ({ status, created, comment: null })),
  ),

  handle(finance.favorites, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    return financeDb.favorites(input.merchantId);
  }),

  handle(finance.addFavorite, ({ input, userId }) => {
    assertMerchant(userId, input.merchant_id);
    if (!currencyInfo(input.currency)) throw new MockError(400, ['currency_not_supported']);
    return financeDb.addFavorite(input.merchant_id, {
      address: input.address,
      currency: input.currency,
      title: input.title.trim(),
    });
  }),

  handle(finance.delFavorite, ({ input, userId }) => {
    assertMerchant(userId, input.merchant_id);
    financeDb.delFavorite(input.merchant_id, input.address);
    return null;
  }),

  handle(finance.cryptoAddress, ({ input, userId }) => {
    assertMerchant(userId, input.merchantId);
    const found = financeDb.address(input.merchantId, input.currency);
    if (!found) throw new MockError(404, ['address_not_found']);
    return found;
  }),

  handle(finance.createCryptoAddress, ({ input, userId }) => {
    assertMerchant(userId, input.merchant_id);
    return financeDb.createAddress(input.merchant_id, input.currency);
  }),

  handle(finance.wallets, ({ userId }) => financeDb.wallets(merchantOf(userId))),

  handle(finance.newWallet, ({ input, userId }) => financeDb.openWallet(merchantOf(userId), input.currency)),

  handle(finance.minBalance, () => financeDb.minBalances()),
];

interface PageInput {
  sortColumn: 'created' | 'id' | 'amount';
  sortDirection: 'asc' | 'desc';
  prevId?: number | undefined;
  prevValue?: number | undefined;
  pageSize: number;
}

function historyPage<T extends { id: number; created: number; amount: number }>(rows: T[], input: PageInput) {
  const column = input.sortColumn;
  const history = keysetPage(rows, (row) => row[column], {
    direction: input.sortDirection,
    prevId: input.prevId,
    prevValue: input.prevValue,
    pageSize: input.pageSize,
  });
  return { count: rows.length, history };
}
