import type * as v from 'valibot';
import type { InOutChartInput, InOutPoint, StatisticsAnswer } from '@/api/dashboard/dashboard.schemas';
import type { BalanceChartInput, GroupBy } from '@/api/finance/schemas/balance.schemas';
import type { InvoiceStatus, MethodType } from '@/api/invoices/schemas/values.schemas';
import { MockError } from '../lib/define';
import { DEMO_MERCHANT_ID } from './constants';
import {
  type CurrencyInfo,
  currencyInfo,
  currencyLogo,
  DEMO_CURRENCIES,
  DEMO_METHODS,
  demoAddress,
  type InvoiceRecord,
  inUnits,
  invoicesDb,
  isIncoming,
  money,
  txHash,
  walletEffect,
} from './invoices';
import { createRandom, DAY, nowSeconds } from './random';

// ---------------------------------------------------------------- time zones

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** 400 invalid_time_zone unless `tz` is an IANA zone the runtime knows. */
export function assertTimeZone(tz: string): void {
  try {
    formatter(tz);
  } catch {
    throw new MockError(400, ['validation_error', 'invalid_time_zone']);
  }
}

/** Wall-clock time minus UTC at instant t, in seconds. */
function offsetAt(t: number, tz: string): number {
  const parts = formatter(tz).formatToParts(new Date(t * 1000));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second')) /
      1000 -
    t
  );
}

/** The instant of a local midnight (day may overflow: Date.UTC normalises it). */
function fromWall(year: number, month: number, day: number, tz: string): number {
  const guess = Date.UTC(year, month, day) / 1000;
  const first = guess - offsetAt(guess, tz);
  return guess - offsetAt(first, tz);
}

function wall(t: number, tz: string) {
  const d = new Date((t + offsetAt(t, tz)) * 1000);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), dow: d.getUTCDay() };
}

/** Start of the day, ISO week (Monday) or month containing t, in tz. */
export function startOf(t: number, unit: GroupBy, tz: string): number {
  const w = wall(t, tz);
  if (unit === 'day') return fromWall(w.y, w.m, w.d, tz);
  if (unit === 'week') return fromWall(w.y, w.m, w.d - ((w.dow + 6) % 7), tz);
  return fromWall(w.y, w.m, 1, tz);
}

function nextStart(start: number, unit: GroupBy, tz: string): number {
  const w = wall(start, tz);
  if (unit === 'day') return fromWall(w.y, w.m, w.d + 1, tz);
  if (unit === 'week') return fromWall(w.y, w.m, w.d + 7, tz);
  return fromWall(w.y, w.m + 1, 1, tz);
}

const MAX_BUCKETS = 2000;

/** Starts of every bucket touching [from, to]. */
export function buckets(from: number, to: number, unit: GroupBy, tz: string): number[] {
  assertTimeZone(tz);
  if (to < from) throw new MockError(400, ['validation_error', 'invalid_date_range']);
  const out: number[] = [];
  for (let s = startOf(from, unit, tz); s <= to; s = nextStart(s, unit, tz)) {
    out.push(s);
    if (out.length > MAX_BUCKETS) throw new MockError(400, ['validation_error', 'range_too_large']);
  }
  return out;
}

/** Index of the bucket holding t (the last start not after t). */
function bucketIndex(starts: number[], t: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// ---------------------------------------------------------------- what the demo sends

// The demo's answers as they travel: every field it sends, beyond what SPEC names (the
// spec-minimal mode drops the fields SPEC does not name, src/api/finance/finance.schemas.ts).

export interface Favorite {
  address: string;
  currency: string;
  title: string;
  created: number;
}

export interface CryptoAddress {
  address: string;
  currency: string;
  network: string | null;
}

export interface Wallet {
  id: number;
  currency: string;
  balance: number;
  hold: number;
  address: string | null;
}

export interface SystemMethod {
  id: number;
  title: string;
  type: MethodType;
  logo: string | null;
  currency: string;
  min_amount: number;
  fee: number;
}

export interface WalletOperation {
  id: number;
  created: number;
  currency: string;
  operation_type: 1 | 2;
  /** Net amount booked (positive; the kind gives the direction). */
  amount: number;
  fee: number;
  /** Wallet balance after the booking. */
  balance: number;
  invoice_id: number | null;
  details: string | null;
}

/**
 * A replenishment or withdrawal: the invoice under the names SPEC gives an invoice row
 * (create_timestamp, sum_to_pay, fee_sum and total_sum in USDT, details, method), which is what
 * a backend written from SPEC sends for these invoices of type deposit / withdrawal, plus the
 * other names SPEC gives an invoice (created, amount) and ours (fee in `currency`, tx_hash).
 * `address` (the same as details) is the demo's own, for its tests; the cabinet reads details.
 */
export interface HistoryRow {
  id: number;
  created: number;
  create_timestamp: number;
  currency: string;
  amount: number;
  sum_to_pay: number;
  fee: number;
  fee_sum: number;
  total_sum: number;
  address: string | null;
  details: string | null;
  tx_hash: string | null;
  method: { title: string; external_title: string } | null;
  status: InvoiceStatus;
}

export interface SpoDetail extends HistoryRow {
  /** amount + fee, in `currency`. */
  total: number;
  /** USDT per unit of `currency` (the invoice's rate). */
  rate: number;
  method_id: number | null;
  updated: number | null;
}

// ---------------------------------------------------------------- state

interface FinanceState {
  favorites: Map<number, Favorite[]>;
  /** `${merchantId}:${currency}` -> address. */
  addresses: Map<string, CryptoAddress>;
  /** Currencies with a wallet opened by new-wallet, per merchant. */
  opened: Map<number, string[]>;
}

const NETWORK_TITLES: Record<string, string> = {
  tron: 'TRON (TRC-20)',
  ethereum: 'Ethereum (ERC-20)',
  bitcoin: 'Bitcoin',
  litecoin: 'Litecoin',
  ton: 'TON',
  bsc: 'BNB Smart Chain (BEP-20)',
  dogecoin: 'Dogecoin',
  solana: 'Solana',
};

function newAddress(merchantId: number, info: CurrencyInfo, salt: number): CryptoAddress {
  const random = createRandom(merchantId * 31 + salt);
  return {
    address: demoAddress(random, info.network),
    currency: info.code,
    network: NETWORK_TITLES[info.network] ?? info.network,
  };
}

const fresh = (): FinanceState => {
  const now = nowSeconds();
  const random = createRandom(8080);
  const info = (code: string) => currencyInfo(code) as CurrencyInfo;
  const favorites: Favorite[] = [
    {
      address: demoAddress(random, 'tron'),
      currency: 'USDT',
      title: 'Cold storage',
      created: now - 200 * DAY,
    },
    {
      address: demoAddress(random, 'bitcoin'),
      currency: 'BTC',
      title: 'Treasury BTC',
      created: now - 90 * DAY,
    },
    {
      address: demoAddress(random, 'ethereum'),
      currency: 'ETH',
      title: 'Exchange deposit',
      created: now - 12 * DAY,
    },
  ];
  // LTC, USDC and TON have no deposit address yet (GET answers address_not_found).
  const addresses = new Map(
    ['USDT', 'BTC', 'ETH', 'TRX'].map((code, i) => [
      `${DEMO_MERCHANT_ID}:${code}`,
      newAddress(DEMO_MERCHANT_ID, info(code), i),
    ]),
  );
  return { favorites: new Map([[DEMO_MERCHANT_ID, favorites]]), addresses, opened: new Map() };
};

let state = fresh();

/** Re-seeds the finance tables (favourites, addresses, opened wallets) from the fixed seed. */
export function resetFinance(): void {
  state = fresh();
}

// ---------------------------------------------------------------- wallets and balances

const walletId = (merchantId: number, code: string) =>
  merchantId * 100 + DEMO_CURRENCIES.findIndex((c) => c.code === code) + 1;

/** Current reference rate, USDT per unit. */
const usdtRate = (code: string) => invoicesDb.currentRate(code);

const historyRow = (inv: InvoiceRecord): HistoryRow => {
  const method = DEMO_METHODS.find((m) => m.id === inv.method_id);
  return {
    id: inv.id,
    created: inv.create_timestamp,
    create_timestamp: inv.create_timestamp,
    currency: inv.currency,
    amount: inv.amount,
    sum_to_pay: inv.sum_to_pay,
    fee: inUnits(inv.amount * inv.fee_rate, inv.currency),
    fee_sum: inv.fee_sum,
    total_sum: inv.total_sum,
    address: inv.address,
    details: inv.details ?? inv.address,
    tx_hash: inv.status === 'success' || inv.status === 'paid' ? txHash(inv.id) : null,
    method: method ? { title: method.title, external_title: method.external_title } : null,
    status: inv.status,
  };
};

export const financeDb = {
  wallets(merchantId: number): Wallet[] {
    const ledger = invoicesDb.ledger(merchantId);
    const codes = new Set([...ledger.keys(), ...(state.opened.get(merchantId) ?? [])]);
    return DEMO_CURRENCIES.filter((c) => codes.has(c.code)).map((c) => ({
      id: walletId(merchantId, c.code),
      currency: c.code,
      balance: inUnits(ledger.get(c.code)?.balance ?? 0, c.code),
      hold: inUnits(ledger.get(c.code)?.hold ?? 0, c.code),
      address: state.addresses.get(`${merchantId}:${c.code}`)?.address ?? null,
    }));
  },

  openWallet(merchantId: number, code: string): Wallet {
    const info = currencyInfo(code);
    if (!info) throw new MockError(400, ['currency_not_supported']);
    if (financeDb.wallets(merchantId).some((w) => w.currency === code))
      throw new MockError(400, ['wallet_exists']);
    state.opened.set(merchantId, [...(state.opened.get(merchantId) ?? []), code]);
    return financeDb.wallets(merchantId).find((w) => w.currency === code) as Wallet;
  },

  minBalances: () => DEMO_CURRENCIES.map((c) => ({ currency: c.code, min_balance: c.minBalance })),

  /** What can be withdrawn: balance - hold - min_balance (never negative). */
  available(merchantId: number, code: string): number | null {
    const wallet = financeDb.wallets(merchantId).find((w) => w.currency === code);
    if (!wallet) return null;
    return Math.max(0, wallet.balance - wallet.hold - (currencyInfo(code)?.minBalance ?? 0));
  },

  /** Every wallet valued in `currency` at current rates. */
  total(merchantId: number, currency: string, at = Number.POSITIVE_INFINITY): number {
    const target = usdtRate(currency);
    let sum = 0;
    for (const inv of invoicesDb.bookings(merchantId)) {
      if ((inv.completed ?? 0) <= at) sum += (walletEffect(inv) * usdtRate(inv.currency)) / target;
    }
    return sum;
  },

  systemMethods(currency?: string): SystemMethod[] {
    return DEMO_METHODS.filter((m) => currency === undefined || m.currency === currency).map((m) => ({
      id: m.id,
      title: m.title,
      type: m.type,
      logo: currencyLogo(m.currency),
      currency: m.currency,
      min_amount: m.min_amount,
      fee: m.fee,
    }));
  },

  // ------------------------------------------------------------ operations and histories

  /** Bookings, each with the wallet balance after it; newest id last. */
  operations(merchantId: number, currency?: string): WalletOperation[] {
    const running = new Map<string, number>();
    const out: WalletOperation[] = [];
    for (const inv of invoicesDb.bookings(merchantId)) {
      const effect = walletEffect(inv);
      const balance = (running.get(inv.currency) ?? 0) + effect;
      running.set(inv.currency, balance);
      if (currency && inv.currency !== currency) continue;
      out.push({
        id: inv.op_id as number,
        created: inv.completed as number,
        currency: inv.currency,
        operation_type: isIncoming(inv) ? 1 : 2,
        amount: inUnits(Math.abs(effect), inv.currency),
        fee: inUnits(inv.amount * inv.fee_rate, inv.currency),
        balance: inUnits(balance, inv.currency),
        invoice_id: inv.id,
        details: inv.address,
      });
    }
    return out;
  },

  operationTotals(ops: WalletOperation[]) {
    let inTotal = 0;
    let outTotal = 0;
    for (const op of ops) {
      const usdt = op.amount * usdtRate(op.currency);
      if (op.operation_type === 1) inTotal += usdt;
      else outTotal += usdt;
    }
    return { in_total: money(inTotal), out_total: money(outTotal) };
  },

  history(merchantId: number, type: 'deposit' | 'withdrawal', currency?: string): HistoryRow[] {
    return invoicesDb
      .all(merchantId)
      .filter((i) => i.type === type && (!currency || i.currency === currency))
      .map(historyRow);
  },

  spo(merchantId: number, id: number): { detail: SpoDetail; trail: InvoiceRecord['trail'] } {
    const inv = invoicesDb.all(merchantId).find((i) => i.id === id && i.type === 'withdrawal');
    if (!inv) throw new MockError(404, ['spo_not_found']);
    const row = historyRow(inv);
    return {
      detail: {
        ...row,
        total: inUnits(row.amount + row.fee, inv.currency),
        rate: inv.rate,
        method_id: inv.method_id,
        updated: inv.updated,
      },
      trail: inv.trail,
    };
  },

  // ------------------------------------------------------------ favourites and addresses

  favorites: (merchantId: number) =>
    [...(state.favorites.get(merchantId) ?? [])].sort((a, b) => b.created - a.created),

  /**
   * Keyed by address: a known address gets the currency and title sent (one left out keeps its
   * value); a new one needs its currency.
   */
  addFavorite(
    merchantId: number,
    fav: { address: string; currency?: string | undefined; title?: string | undefined },
  ): Favorite {
    const list = state.favorites.get(merchantId) ?? [];
    const known = list.find((f) => f.address === fav.address);
    if (known) {
      if (fav.currency !== undefined) known.currency = fav.currency;
      if (fav.title !== undefined) known.title = fav.title.trim();
      return known;
    }
    if (fav.currency === undefined) throw new MockError(400, ['validation_error', 'currency_required']);
    const created = {
      address: fav.address,
      currency: fav.currency,
      title: fav.title?.trim() ?? '',
      created: nowSeconds(),
    };
    state.favorites.set(merchantId, [...list, created]);
    return created;
  },

  delFavorite(merchantId: number, address: string): void {
    const list = state.favorites.get(merchantId) ?? [];
    if (!list.some((f) => f.address === address)) throw new MockError(404, ['favorite_not_found']);
    state.favorites.set(
      merchantId,
      list.filter((f) => f.address !== address),
    );
  },

  address: (merchantId: number, code: string) => state.addresses.get(`${merchantId}:${code}`),

  createAddress(merchantId: number, code: string): CryptoAddress {
    const existing = financeDb.address(merchantId, code);
    if (existing) return existing;
    const info = currencyInfo(code);
    if (!info) throw new MockError(400, ['currency_not_supported']);
    const created = newAddress(merchantId, info, 100 + state.addresses.size);
    state.addresses.set(`${merchantId}:${code}`, created);
    return created;
  },

  // ------------------------------------------------------------ charts and statistics

  inOutChart(input: v.InferOutput<typeof InOutChartInput>): InOutPoint[] {
    const starts = buckets(input.startDate, input.endDate, input.groupBy, input.tzName);
    const points: InOutPoint[] = starts.map((s) => [s, 0, 0]);
    for (const inv of invoicesDb.all(input.merchantId)) {
      const t = inv.create_timestamp;
      if (inv.status !== 'success' || t < input.startDate || t > input.endDate) continue;
      if (input.storeId?.length && !input.storeId.includes(inv.store_id)) continue;
      if (input.paymentCurrency?.length && !input.paymentCurrency.includes(inv.currency)) continue;
      const point = points[bucketIndex(starts, t)] as InOutPoint;
      point[isIncoming(inv) ? 1 : 2] += inv.total_sum;
    }
    return points.map(([t, i, o]) => [t, money(i), money(o)]);
  },

  balanceChart(input: v.InferOutput<typeof BalanceChartInput>): Array<[number, number]> {
    const starts = buckets(input.startDate, input.endDate, input.groupBy, input.tzName);
    const now = nowSeconds();
    const ends = starts.map((s, i) =>
      Math.min(now, (starts[i + 1] ?? nextStart(s, input.groupBy, input.tzName)) - 1),
    );
    const bookings = invoicesDb
      .bookings(input.merchantId)
      .sort((a, b) => (a.completed ?? 0) - (b.completed ?? 0));
    const value = (inv: InvoiceRecord) =>
      input.currency ? walletEffect(inv) : walletEffect(inv) * usdtRate(inv.currency);
    let k = 0;
    let sum = 0;
    return starts.map((s, i) => {
      const end = ends[i] as number;
      while (k < bookings.length && ((bookings[k] as InvoiceRecord).completed ?? 0) <= end) {
        const inv = bookings[k++] as InvoiceRecord;
        if (!input.currency || inv.currency === input.currency) sum += value(inv);
      }
      return [s, input.currency ? inUnits(sum, input.currency) : money(sum)];
    });
  },

  statistics(merchantId: number, period: GroupBy, tz: string): StatisticsAnswer {
    assertTimeZone(tz);
    const now = nowSeconds();
    const current = startOf(now, period, tz);
    const previous = startOf(current - 1, period, tz);
    const acc = () => ({ income: 0, payout: 0, payments: 0, paid: 0 });
    const cur = acc();
    const prev = acc();
    for (const inv of invoicesDb.all(merchantId)) {
      const t = inv.create_timestamp;
      const into = t >= current && t <= now ? cur : t >= previous && t < current ? prev : null;
      if (!into) continue;
      if (inv.type === 'in') {
        into.payments++;
        if (inv.status === 'success') into.paid++;
      }
      if (inv.status !== 'success') continue;
      if (isIncoming(inv)) into.income += inv.total_sum;
      else into.payout += inv.total_sum;
    }
    const rate = (a: ReturnType<typeof acc>) =>
      a.payments ? Math.round((a.paid / a.payments) * 1000) / 10 : 0;
    return {
      income: { current: money(cur.income), previous: money(prev.income) },
      payout: { current: money(cur.payout), previous: money(prev.payout) },
      conversion: { current: rate(cur), previous: rate(prev) },
    };
  },

  /** Balance in `currency` now and its change since the start of today in tz. */
  balance(merchantId: number, currency: string, tz: string) {
    assertTimeZone(tz);
    if (!currencyInfo(currency)) throw new MockError(400, ['currency_not_supported']);
    const info = currencyInfo(currency) as CurrencyInfo;
    const amount = financeDb.total(merchantId, currency);
    const before = financeDb.total(merchantId, currency, startOf(nowSeconds(), 'day', tz) - 1);
    const r = (x: number) => (info.precision <= 2 ? money(x) : inUnits(x, currency));
    return { currency, balance: r(amount), day_change: r(amount - before) };
  },
};
