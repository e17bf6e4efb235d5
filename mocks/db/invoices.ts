import type * as v from 'valibot';
import { matchesInvoiceFilters } from '@/api/invoices/invoices-filter';
import type { InvoiceDetailWire, InvoiceMethodOption } from '@/api/invoices/schemas/invoice-detail.schemas';
import type {
  InvoiceFilters,
  InvoiceRowWire,
  InvoiceTotals,
} from '@/api/invoices/schemas/invoice-list.schemas';
import {
  type InvoiceStatus,
  type InvoiceType,
  OPEN_INVOICE_STATUSES,
} from '@/api/invoices/schemas/values.schemas';
import { MockError } from '../lib/define';
import { authDb } from './auth';
import { DEMO_MERCHANT_ID } from './constants';
import { createRandom, DAY, nowSeconds, type Random } from './random';
import { storesDb } from './stores';
import type { StoreRecord } from './stores-seed';

/** Currencies the demo knows: reference rate (USDT per unit), decimals, what stays on a wallet. */
export interface CurrencyInfo {
  code: string;
  rate: number;
  precision: number;
  ratePrecision: number;
  volatile: boolean;
  minBalance: number;
  network: string;
}

const CURRENCY_SEED: Array<[string, number, number, number, number, string, number]> = [
  // code, reference rate (USDT per unit), precision, rate precision, min balance, network, invoice weight
  ['USDT', 1, 2, 4, 10, 'tron', 40],
  ['BTC', 64250, 8, 2, 0.0005, 'bitcoin', 14],
  ['ETH', 3180, 6, 2, 0.005, 'ethereum', 12],
  ['TRX', 0.124, 6, 5, 50, 'tron', 10],
  ['LTC', 82.4, 8, 2, 0.05, 'litecoin', 6],
  ['USDC', 1, 2, 4, 10, 'ethereum', 11],
  ['TON', 5.42, 6, 4, 2, 'ton', 7],
  // Known but without invoices: a wallet can be opened for them.
  ['BNB', 585, 6, 2, 0.01, 'bsc', 0],
  ['DOGE', 0.16, 4, 5, 20, 'dogecoin', 0],
  ['SOL', 148, 6, 2, 0.05, 'solana', 0],
];

export const DEMO_CURRENCIES: readonly CurrencyInfo[] = CURRENCY_SEED.map(
  ([code, rate, precision, ratePrecision, minBalance, network]) => ({
    code,
    rate,
    precision,
    ratePrecision,
    volatile: code !== 'USDT' && code !== 'USDC',
    minBalance,
    network,
  }),
);
/** How often each currency is paid with (the store's currencies permitting); 0 = never. */
const INVOICE_CURRENCY_WEIGHTS: Record<string, number> = Object.fromEntries(
  CURRENCY_SEED.filter((row) => row[6] > 0).map((row) => [row[0], row[6]]),
);

export const currencyInfo = (code: string) => DEMO_CURRENCIES.find((c) => c.code === code);

export interface DemoMethod {
  id: number;
  title: string;
  external_title: string;
  currency: string;
  network: string;
  type: 'payment' | 'payout';
  min_amount: number;
  max_amount: number;
  fee: number;
}

const METHOD_SEED: Array<[string, string, string, string, number, number, number]> = [
  // title, external title, currency, network, payment min, payout min, max
  ['USDT TRC-20', 'Tether USD (TRON)', 'USDT', 'tron', 1, 10, 100_000],
  ['USDT ERC-20', 'Tether USD (Ethereum)', 'USDT', 'ethereum', 5, 20, 100_000],
  ['USDT TON', 'Tether USD (TON)', 'USDT', 'ton', 1, 10, 100_000],
  ['Bitcoin', 'Bitcoin (BTC)', 'BTC', 'bitcoin', 0.0001, 0.0005, 5],
  ['Ethereum', 'Ether (ERC-20)', 'ETH', 'ethereum', 0.001, 0.005, 100],
  ['Tron', 'TRON (TRX)', 'TRX', 'tron', 10, 50, 1_000_000],
  ['Litecoin', 'Litecoin (LTC)', 'LTC', 'litecoin', 0.01, 0.05, 1000],
  ['USDC ERC-20', 'USD Coin (Ethereum)', 'USDC', 'ethereum', 5, 20, 100_000],
  ['USDC Polygon', 'USD Coin (Polygon)', 'USDC', 'polygon', 1, 10, 100_000],
  ['Toncoin', 'Toncoin (TON)', 'TON', 'ton', 0.5, 2, 50_000],
];

/** Payment methods have ids 1.., payout methods 101..; payouts carry a fee (fraction). */
export const DEMO_METHODS: readonly DemoMethod[] = METHOD_SEED.flatMap(
  ([title, ext, currency, network, min, payoutMin, max], i) => [
    {
      id: i + 1,
      title,
      external_title: ext,
      currency,
      network,
      type: 'payment' as const,
      min_amount: min,
      max_amount: max,
      fee: 0,
    },
    {
      id: i + 101,
      title,
      external_title: ext,
      currency,
      network,
      type: 'payout' as const,
      min_amount: payoutMin,
      max_amount: max,
      fee: currency === 'BTC' || currency === 'LTC' ? 0.005 : 0.01,
    },
  ],
);

export const currencyLogo = (code: string) => `/media/currencies/${code.toLowerCase()}.svg`;

/** A method as the demo answers it (its wire form, before the client's reading). */
export type MethodWire = v.InferInput<typeof InvoiceMethodOption>;

export function methodOption(m: DemoMethod): MethodWire {
  const { id, title, external_title, currency, type, min_amount, max_amount } = m;
  return { id, title, external_title, logo: currencyLogo(currency), currency, type, min_amount, max_amount };
}

/** One entry of an invoice's log, as the demo keeps it. */
export interface LogRecord {
  id: number;
  created: number;
  event: string;
  status: InvoiceStatus | null;
  message: string;
  /** Callback deliveries: the HTTP status the callback URL answered with. */
  status_code?: number;
}

export interface InvoiceRecord {
  id: number;
  merchant_id: number;
  store_id: number;
  store_title: string;
  external_id: string | null;
  create_timestamp: number;
  type: InvoiceType;
  currency: string;
  /** Requested amount in the payment currency (= tro_amount). */
  amount: number;
  sum_to_pay: number;
  method_id: number | null;
  details: string | null;
  rate: number;
  sum: number;
  fee_sum: number;
  total_sum: number;
  /** Fee fraction applied (the store's merchant fee, or the payout method's fee). */
  fee_rate: number;
  client_fee: number;
  status: InvoiceStatus;
  /** Last change (epoch s). */
  updated: number;
  source: 0 | 1 | 2 | 3;
  expires: number | null;
  payer_email: string | null;
  address: string | null;
  description: string | null;
  /** Status changes, oldest first. */
  trail: Array<[InvoiceStatus, number]>;
  /** Wallet booking id once successful (ordered by completion). */
  op_id: number | null;
  completed: number | null;
  /** Methods whose rate was already quoted (select-method answers 202 once per method). */
  quoted: number[];
}

interface InvoicesState {
  now: number;
  invoices: InvoiceRecord[];
  byId: Map<number, InvoiceRecord>;
  nextId: number;
  nextOpId: number;
  live: Random;
  /** Events recorded at runtime (callbacks, data changes), by invoice id. */
  events: Map<number, LogRecord[]>;
  /** Prepared files: invoice id -> filename; storage: filename -> content. */
  prepared: Map<number, string>;
  storage: Map<string, { invoiceId: number; content: string }>;
}

export const SEED_INVOICE_COUNT = 5000;
/** The seed of the random source of runtime changes (new invoices, status moves). */
const LIVE_SEED = 4242;
const FIRST_ID = 100_001;
const YEARS_2 = 730 * DAY;

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
export const money = (value: number) => round(value, 2);
export const inUnits = (value: number, code: string) => round(value, currencyInfo(code)?.precision ?? 8);

function weighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = random.next() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return (items[items.length - 1] as readonly [T, number])[0];
}

const ALPHABETS: Record<string, [string, string, number]> = {
  bitcoin: ['bc1q', 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38],
  litecoin: ['ltc1q', 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38],
  tron: ['T', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33],
  ton: ['UQ', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 46],
  dogecoin: ['D', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33],
  solana: ['', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44],
};

/** A plausible address for a network (EVM networks: 0x + 40 hex). */
export function demoAddress(random: Random, network: string): string {
  const [prefix, alphabet, length] = ALPHABETS[network] ?? ['0x', '0123456789abcdef', 40];
  let out = prefix;
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random.next() * alphabet.length)];
  return out;
}

export function txHash(id: number): string {
  const random = createRandom(id * 7919);
  let out = '';
  for (let i = 0; i < 64; i++) out += '0123456789abcdef'[Math.floor(random.next() * 16)];
  return out;
}

/** USDT per unit at time t: volatile coins drifted up over the two years, plus noise. */
function rateAt(info: CurrencyInfo, t: number, now: number, random: Random): number {
  if (!info.volatile) return round(info.rate * (1 + (random.next() - 0.5) * 0.002), info.ratePrecision);
  const age = Math.min(1, Math.max(0, (now - t) / YEARS_2));
  return round(info.rate * (1 - 0.3 * age) * (1 + (random.next() - 0.5) * 0.04), info.ratePrecision);
}

/** Fills sum, fee_sum, total_sum and sum_to_pay from amount, rate and the fees. */
function price(inv: InvoiceRecord): void {
  inv.sum = money(inv.amount * inv.rate);
  inv.fee_sum = money(inv.sum * inv.fee_rate);
  const incoming = inv.type === 'in' || inv.type === 'deposit';
  inv.total_sum = money(incoming ? inv.sum - inv.fee_sum : inv.sum + inv.fee_sum);
  inv.sum_to_pay = inUnits(inv.type === 'in' ? inv.amount * (1 + inv.client_fee) : inv.amount, inv.currency);
}

/** Signed effect on the wallet of its currency, in currency units. */
export function walletEffect(inv: InvoiceRecord): number {
  const incoming = inv.type === 'in' || inv.type === 'deposit';
  return incoming ? inv.amount * (1 - inv.fee_rate) : -inv.amount * (1 + inv.fee_rate);
}

const TRAILS: Record<InvoiceStatus, InvoiceStatus[]> = {
  created: ['created'],
  awaiting_payment: ['created', 'awaiting_payment'],
  paid: ['created', 'awaiting_payment', 'paid'],
  success: ['created', 'awaiting_payment', 'paid', 'success'],
  cancel: ['created', 'cancel'],
  overdue: ['created', 'awaiting_payment', 'overdue'],
  dispute: ['created', 'awaiting_payment', 'paid', 'dispute'],
};

function trailFor(status: InvoiceStatus, from: number, to: number): Array<[InvoiceStatus, number]> {
  const steps = TRAILS[status];
  return steps.map((s, i) => [
    s,
    steps.length === 1 ? from : Math.round(from + ((to - from) * i) / (steps.length - 1)),
  ]);
}

function pickStatus(random: Random, type: InvoiceType, age: number): InvoiceStatus {
  const payment = type === 'in';
  if (age < 3 * DAY && random.chance(0.3)) {
    return weighted<InvoiceStatus>(random, [
      ['created', type === 'deposit' || type === 'withdrawal' ? 0 : 3],
      ['awaiting_payment', 4],
      ['paid', 2],
      ['dispute', payment ? 1 : 0],
    ]);
  }
  return weighted<InvoiceStatus>(random, [
    ['success', 84],
    ['cancel', 8],
    ['overdue', payment ? 6 : 0],
    ['dispute', payment && age < 30 * DAY ? 2 : 0],
  ]);
}

function eligibleStores(merchantId: number): StoreRecord[] {
  return storesDb.all(merchantId).filter((s) => s.status === 'approved' || s.status === 'returned');
}

interface Draft {
  store: StoreRecord;
  type: InvoiceType;
  currency: string;
  amount: number;
  t: number;
  status: InvoiceStatus;
  updated: number;
  source: InvoiceRecord['source'];
  method_id: number | null;
  fee_rate?: number;
  address?: string | null;
  external_id?: string | null;
  payer_email?: string | null;
  description?: string | null;
}

function build(id: number, d: Draft, rate: number, random: Random): InvoiceRecord {
  const method = d.method_id === null ? undefined : DEMO_METHODS.find((m) => m.id === d.method_id);
  const inv: InvoiceRecord = {
    id,
    merchant_id: d.store.merchant_id,
    store_id: d.store.id,
    store_title: d.store.title,
    external_id: d.external_id ?? null,
    create_timestamp: d.t,
    type: d.type,
    currency: d.currency,
    amount: inUnits(d.amount, d.currency),
    sum_to_pay: 0,
    method_id: d.method_id,
    details: null,
    rate,
    sum: 0,
    fee_sum: 0,
    total_sum: 0,
    fee_rate: d.fee_rate ?? d.store.merchant_fee,
    client_fee: d.type === 'in' ? d.store.client_fee : 0,
    status: d.status,
    updated: d.updated,
    source: d.source,
    expires: d.type === 'in' ? d.t + d.store.default_invoice_ttl : null,
    payer_email: d.payer_email ?? null,
    address: d.address ?? null,
    description: d.description ?? null,
    trail: trailFor(d.status, d.t, d.updated),
    op_id: null,
    completed: d.status === 'success' ? d.updated : null,
    quoted: [],
  };
  if (inv.address === null && method && (d.type !== 'in' || d.status !== 'created')) {
    inv.address = demoAddress(random, method.network);
  }
  inv.details = inv.address;
  price(inv);
  return inv;
}

function seed(): InvoicesState {
  const random = createRandom(20_240_501);
  const now = Math.floor(nowSeconds() / 60) * 60;
  const stores = eligibleStores(DEMO_MERCHANT_ID);
  const storeWeights = stores.map((s, i) => [s, [24, 18, 8, 14, 12, 4, 6, 5, 9][i] ?? 5] as const);

  // A few pinned today (last half hour) and yesterday (24 h ago); the rest denser towards now.
  const pinned = [3, 9, 17, 26].flatMap((m) => [now - m * 60, now - DAY - m * 600]);
  const times = pinned.concat(
    Array.from(
      { length: SEED_INVOICE_COUNT - pinned.length },
      () => now - 60 - Math.floor(YEARS_2 * random.next() ** 1.7),
    ),
  );
  times.sort((a, b) => a - b);

  const balances = new Map<string, number>();
  const invoices: InvoiceRecord[] = [];
  times.forEach((t, index) => {
    const store = weighted(random, storeWeights);
    const currencies = store.available_payment_currencies.filter((c) => INVOICE_CURRENCY_WEIGHTS[c]);
    const currency = weighted(
      random,
      (currencies.length ? currencies : ['USDT']).map((c) => [c, INVOICE_CURRENCY_WEIGHTS[c] ?? 1] as const),
    );
    const info = currencyInfo(currency) as CurrencyInfo;
    let type = weighted<InvoiceType>(random, [
      ['in', 70],
      ['out', 14],
      ['deposit', 9],
      ['withdrawal', 7],
    ]);
    const big = type === 'deposit' || type === 'withdrawal' ? 3 : 1;
    const value = 10 * 10 ** (random.next() * 2.6) * big;
    const rate = rateAt(info, t, now, random);
    const amount = inUnits(value / rate, currency);
    // Money can only leave a wallet that holds it: otherwise the invoice becomes a payment.
    const outgoing = type === 'out' || type === 'withdrawal';
    if (outgoing && (balances.get(currency) ?? 0) < amount * (1 + store.merchant_fee) * 1.5) type = 'in';
    const age = now - t;
    const status = pickStatus(random, type, age);
    const final = !OPEN_INVOICE_STATUSES.includes(status);
    const updated = Math.min(now, t + (final ? random.int(5, 180) : random.int(0, 20)) * 60);
    const methods = DEMO_METHODS.filter(
      (m) =>
        m.currency === currency && m.type === (type === 'in' || type === 'deposit' ? 'payment' : 'payout'),
    );
    const method = status === 'created' && type === 'in' && random.chance(0.5) ? null : random.pick(methods);
    const external =
      (type === 'in' || type === 'out') && random.chance(0.45) ? `ORD-${random.int(10000, 99999)}` : null;
    const inv = build(
      FIRST_ID + index,
      {
        store,
        type,
        currency,
        amount,
        t,
        status,
        updated,
        source:
          type === 'in'
            ? random.pick([1, 1, 1, 0, 0, 2] as const)
            : type === 'out'
              ? random.pick([1, 2] as const)
              : random.pick([2, 3] as const),
        method_id: method?.id ?? null,
        external_id: external,
        payer_email:
          type === 'in' && random.chance(0.3) ? `client${random.int(100, 9999)}@mail.example` : null,
        description: external ? `Order ${external}` : null,
      },
      rate,
      random,
    );
    if (status === 'success' || (outgoing && !final)) {
      balances.set(currency, (balances.get(currency) ?? 0) + walletEffect(inv));
    }
    invoices.push(inv);
  });

  let opId = 0;
  for (const inv of [...invoices]
    .filter((i) => i.completed !== null)
    .sort((a, b) => (a.completed as number) - (b.completed as number) || a.id - b.id)) {
    inv.op_id = ++opId;
  }
  return {
    now,
    invoices,
    byId: new Map(invoices.map((i) => [i.id, i])),
    nextId: FIRST_ID + invoices.length,
    nextOpId: opId + 1,
    live: createRandom(LIVE_SEED),
    events: new Map(),
    prepared: new Map(),
    storage: new Map(),
  };
}

let state: InvoicesState | null = null;

/**
 * The last seed as generated, and what it was generated from (the minute and the stores):
 * a reset that would generate the same table again copies it instead, several times faster
 * (the unit suite resets the database before every test).
 */
let pristine: { from: string; state: InvoicesState } | null = null;

function seedSource(): string {
  const now = Math.floor(nowSeconds() / 60) * 60;
  return JSON.stringify([now, eligibleStores(DEMO_MERCHANT_ID)]);
}

function copyOf(seeded: InvoicesState): InvoicesState {
  // Every field is a primitive but the two lists; their entries are replaced, never changed.
  const invoices = seeded.invoices.map((i) => ({ ...i, trail: [...i.trail], quoted: [...i.quoted] }));
  return {
    ...seeded,
    invoices,
    byId: new Map(invoices.map((i) => [i.id, i])),
    live: createRandom(LIVE_SEED),
    events: new Map(),
    prepared: new Map(),
    storage: new Map(),
  };
}

/** The table is seeded on first use (tests of other areas never pay for it). */
function db(): InvoicesState {
  if (state) return state;
  const from = seedSource();
  if (pristine?.from !== from) pristine = { from, state: seed() };
  state = copyOf(pristine.state);
  return state;
}

/** Re-seeds the invoices table from the fixed seed. */
export function resetInvoices(): void {
  state = null;
}

/** Withdrawals are booked on the merchant's first approved store (they belong to no store). */
export function storeForWithdrawals(merchantId: number): StoreRecord | undefined {
  const stores = eligibleStores(merchantId);
  return stores.find((s) => s.status === 'approved') ?? stores[0];
}

/** The merchant of the signed-in user. */
export function merchantOf(userId: string): number {
  const merchantId = authDb.user(userId)?.merchantId;
  if (!merchantId) throw new MockError(403, ['access_denied']);
  return merchantId;
}

/** Merchant ids in queries and bodies must be the signed-in user's. */
export function assertMerchant(userId: string, merchantId: number): void {
  if (merchantOf(userId) !== merchantId) throw new MockError(403, ['access_denied']);
}

export type Filters = v.InferOutput<typeof InvoiceFilters>;

/** The merchant's invoices that match the filters: the same rule the cabinet applies again. */
export function matchesFilters(inv: InvoiceRecord, f: Filters): boolean {
  return inv.merchant_id === f.merchantId && matchesInvoiceFilters(inv, f);
}

export const isIncoming = (inv: Pick<InvoiceRecord, 'type'>) => inv.type === 'in' || inv.type === 'deposit';

export function totalsOf(rows: InvoiceRecord[]): InvoiceTotals {
  let inSum = 0;
  let outSum = 0;
  let inCount = 0;
  let outCount = 0;
  for (const inv of rows) {
    if (inv.status !== 'success') continue;
    if (isIncoming(inv)) {
      inSum += inv.total_sum;
      inCount++;
    } else {
      outSum += inv.total_sum;
      outCount++;
    }
  }
  return {
    count: rows.length,
    in_sum: money(inSum),
    out_sum: money(outSum),
    avg_receipt_in: inCount ? money(inSum / inCount) : 0,
    avg_receipt_out: outCount ? money(outSum / outCount) : 0,
    success_rate: rows.length ? round(((inCount + outCount) / rows.length) * 100, 1) : 0,
  };
}

export interface KeysetOptions {
  direction: 'asc' | 'desc';
  prevId?: number | undefined;
  prevValue?: number | undefined;
  pageSize: number;
}

/** One keyset page: sorted by the value, id as tie-breaker in the same direction. */
export function keysetPage<T extends { id: number }>(
  rows: T[],
  value: (row: T) => number,
  o: KeysetOptions,
): T[] {
  const sign = o.direction === 'asc' ? 1 : -1;
  let prevValue = o.prevValue;
  if (o.prevId !== undefined && prevValue === undefined) {
    const prev = rows.find((r) => r.id === o.prevId);
    if (prev) prevValue = value(prev);
  }
  const after =
    o.prevId === undefined || prevValue === undefined
      ? rows
      : rows.filter((r) => {
          const d = sign * (value(r) - (prevValue as number));
          return d > 0 || (d === 0 && sign * (r.id - (o.prevId as number)) > 0);
        });
  return [...after].sort((a, b) => sign * (value(a) - value(b) || a.id - b.id)).slice(0, o.pageSize);
}

export function toRow(inv: InvoiceRecord): InvoiceRowWire {
  const method = inv.method_id === null ? undefined : DEMO_METHODS.find((m) => m.id === inv.method_id);
  return {
    id: inv.id,
    external_id: inv.external_id,
    store_id: inv.store_id,
    store_title: inv.store_title,
    create_timestamp: inv.create_timestamp,
    type: inv.type,
    sum_to_pay: inv.sum_to_pay,
    currency: inv.currency,
    tro_amount: inv.amount,
    method: method ? { title: method.title, external_title: method.external_title } : null,
    details: inv.details,
    rate: inv.rate,
    system_currency: 'USDT',
    sum: inv.sum,
    fee_sum: inv.fee_sum,
    total_sum: inv.total_sum,
    status: inv.status,
  };
}

export function methodsFor(store: StoreRecord, type: 'payment' | 'payout', currency?: string): DemoMethod[] {
  return DEMO_METHODS.filter(
    (m) =>
      m.type === type &&
      store.available_payment_currencies.includes(m.currency) &&
      (currency === undefined || m.currency === currency),
  );
}

export function toDetail(inv: InvoiceRecord): InvoiceDetailWire {
  const store = storesDb.get(inv.store_id);
  const kind = inv.type === 'in' ? 'payment' : inv.type === 'out' ? 'payout' : null;
  return {
    ...toRow(inv),
    created: inv.create_timestamp,
    amount: inv.amount,
    source: inv.source,
    expires: inv.expires,
    updated: inv.updated,
    description: inv.description,
    payer_email: inv.payer_email,
    address: inv.address,
    redirect_urls: store ? { ...store.redirect_urls } : null,
    available_methods: store && kind ? methodsFor(store, kind).map(methodOption) : [],
  };
}

/** Moves an invoice to a status now (trail, booking on success). */
function setStatus(inv: InvoiceRecord, status: InvoiceStatus, at: number): void {
  const s = db();
  inv.status = status;
  inv.updated = at;
  inv.trail.push([status, at]);
  if (status === 'success' && inv.op_id === null) {
    inv.op_id = s.nextOpId++;
    inv.completed = at;
  }
}

function addEvent(inv: InvoiceRecord, event: string, message: string, statusCode?: number): void {
  const s = db();
  const list = s.events.get(inv.id) ?? [];
  const record: LogRecord = {
    id: inv.id * 100 + 50 + list.length,
    created: nowSeconds(),
    event,
    status: null,
    message,
  };
  if (statusCode !== undefined) record.status_code = statusCode;
  list.push(record);
  s.events.set(inv.id, list);
}

const STATUS_MESSAGES: Record<InvoiceStatus, string> = {
  created: 'Invoice created',
  awaiting_payment: 'Waiting for the payment',
  paid: 'Payment received, waiting for confirmations',
  success: 'Invoice completed',
  cancel: 'Invoice cancelled',
  overdue: 'Invoice expired without payment',
  dispute: 'Dispute opened',
};

export interface LedgerEntry {
  balance: number;
  hold: number;
}

export const invoicesDb = {
  now: () => db().now,
  all: (merchantId: number) => db().invoices.filter((i) => i.merchant_id === merchantId),
  get(merchantId: number, id: number): InvoiceRecord {
    const inv = db().byId.get(id);
    if (!inv || inv.merchant_id !== merchantId) throw new MockError(404, ['invoice_not_found']);
    return inv;
  },
  filtered: (f: Filters) => db().invoices.filter((i) => matchesFilters(i, f)),

  /** Balance and hold per currency: successful bookings, and open payouts reserved. */
  ledger(merchantId: number): Map<string, LedgerEntry> {
    const out = new Map<string, LedgerEntry>();
    for (const inv of db().invoices) {
      if (inv.merchant_id !== merchantId) continue;
      const entry = out.get(inv.currency) ?? { balance: 0, hold: 0 };
      if (inv.status === 'success') entry.balance += walletEffect(inv);
      else if (!isIncoming(inv) && ['created', 'awaiting_payment', 'paid'].includes(inv.status)) {
        entry.hold -= walletEffect(inv);
      }
      out.set(inv.currency, entry);
    }
    return out;
  },

  /** Successful invoices in booking order. */
  bookings: (merchantId: number) =>
    db()
      .invoices.filter((i) => i.merchant_id === merchantId && i.op_id !== null)
      .sort((a, b) => (a.op_id as number) - (b.op_id as number)),

  maxId: () => db().nextId - 1,

  create(d: Omit<Draft, 't' | 'updated' | 'status'> & { status?: InvoiceStatus }): InvoiceRecord {
    const s = db();
    const now = nowSeconds();
    const info = currencyInfo(d.currency);
    const rate = info ? round(info.rate, info.ratePrecision) : 1;
    const inv = build(s.nextId++, { ...d, t: now, updated: now, status: 'created' }, rate, s.live);
    if (d.status && d.status !== 'created') setStatus(inv, d.status, now);
    s.invoices.push(inv);
    s.byId.set(inv.id, inv);
    return inv;
  },

  setStatus,
  addEvent,

  /** The demo lives: a few new invoices appear and some open ones move on. */
  tick(merchantId: number): void {
    const s = db();
    const now = nowSeconds();
    const open = s.invoices.filter(
      (i) => i.merchant_id === merchantId && ['created', 'awaiting_payment', 'paid'].includes(i.status),
    );
    for (let n = s.live.int(0, 3); n > 0 && open.length; n--) {
      const inv = open.splice(s.live.int(0, open.length - 1), 1)[0] as InvoiceRecord;
      if (inv.status === 'created') {
        if (inv.method_id === null) {
          const method = DEMO_METHODS.find((m) => m.currency === inv.currency && m.type === 'payment');
          if (method) inv.method_id = method.id;
        }
        setStatus(inv, 'awaiting_payment', now);
      } else if (inv.status === 'awaiting_payment') {
        setStatus(inv, inv.expires !== null && inv.expires < now ? 'overdue' : 'paid', now);
      } else {
        setStatus(inv, 'success', now);
      }
    }
    const stores = storesDb.all(merchantId).filter((st) => st.status === 'approved' && st.payments_enabled);
    for (let n = s.live.int(0, 2); n > 0 && stores.length; n--) {
      const store = s.live.pick(stores);
      const currency = s.live.pick(
        store.available_payment_currencies.filter((c) => INVOICE_CURRENCY_WEIGHTS[c]),
      );
      const info = currencyInfo(currency ?? 'USDT') as CurrencyInfo;
      invoicesDb.create({
        store,
        type: 'in',
        currency: info.code,
        amount: (10 + s.live.next() * 500) / info.rate,
        source: 1,
        method_id: null,
        external_id: `ORD-${s.live.int(10000, 99999)}`,
      });
    }
  },

  /** Event log: the status trail, the method choice, and runtime events. */
  logs(inv: InvoiceRecord): LogRecord[] {
    const logs: LogRecord[] = inv.trail.map(([status, at], i) => ({
      id: inv.id * 100 + i * 2,
      created: at,
      event: 'status_changed',
      status,
      message: STATUS_MESSAGES[status],
    }));
    const method = DEMO_METHODS.find((m) => m.id === inv.method_id);
    if (method && inv.trail.length > 1) {
      const at = Math.round(
        ((inv.trail[0] as [InvoiceStatus, number])[1] + (inv.trail[1] as [InvoiceStatus, number])[1]) / 2,
      );
      logs.push({
        id: inv.id * 100 + 1,
        created: at,
        event: 'method_selected',
        status: null,
        message: `Method ${method.title}`,
      });
    }
    logs.push(...(db().events.get(inv.id) ?? []));
    return logs.sort((a, b) => a.created - b.created || a.id - b.id);
  },

  /** Chat of about one payment in nine, generated from the id (unsorted on purpose). */
  chat(inv: InvoiceRecord) {
    if (inv.type !== 'in' || inv.id % 9 !== 0) return [];
    const random = createRandom(inv.id);
    const lines: Array<['merchant' | 'client' | 'support', string]> = [
      ['client', 'Hello, I sent the payment a few minutes ago.'],
      ['merchant', 'Thank you! We are checking it now.'],
      ['support', 'The transaction is waiting for network confirmations.'],
      ['client', 'Great, thanks for the quick answer.'],
      ['merchant', 'Your order is confirmed.'],
    ];
    const count = random.int(2, lines.length);
    let at = inv.create_timestamp + 60;
    const messages = lines.slice(0, count).map(([author, text], i) => {
      // Two messages can share a second: the id breaks the tie.
      if (i > 0 && !random.chance(0.25)) at += random.int(20, 600);
      return { id: inv.id * 10 + i, created: at, author, text };
    });
    return messages.reverse();
  },

  /** Receipts exist for invoices whose money arrived. */
  hasReceipt: (inv: InvoiceRecord) => inv.status === 'paid' || inv.status === 'success',
  preparedFile: (invoiceId: number) => db().prepared.get(invoiceId),
  prepareReceipt(inv: InvoiceRecord): string {
    const s = db();
    const filename = `receipt-${inv.id}-${txHash(inv.id + s.storage.size).slice(0, 8)}.pdf`;
    const content = [
      '%PDF-1.4',
      '% Demo receipt',
      `Invoice: ${inv.id}${inv.external_id ? ` (${inv.external_id})` : ''}`,
      `Store: ${inv.store_title}`,
      `Created: ${new Date(inv.create_timestamp * 1000).toISOString()}`,
      `Amount: ${inv.sum_to_pay} ${inv.currency}`,
      `Total: ${inv.total_sum} USDT`,
      `Status: ${inv.status}`,
      '%%EOF',
      '',
    ].join('\n');
    s.prepared.set(inv.id, filename);
    s.storage.set(filename, { invoiceId: inv.id, content });
    return filename;
  },
  /** Drops a prepared receipt so the next request prepares it again. */
  forgetReceipt(invoiceId: number): boolean {
    const s = db();
    const filename = s.prepared.get(invoiceId);
    if (filename) s.storage.delete(filename);
    return s.prepared.delete(invoiceId) || Boolean(filename);
  },
  stored: (filename: string) => db().storage.get(filename),
  reprice: price,
  currentRate(code: string): number {
    const info = currencyInfo(code);
    return info ? round(info.rate, info.ratePrecision) : 1;
  },
};
