import * as v from 'valibot';
import { AssetUrl } from '../http/asset-url';
import {
  aliases,
  DOC_SCHEMA,
  entity,
  ext,
  extParam,
  LIST_KEYS,
  listOf,
  named,
  opt,
  rows,
} from '../http/wire';
import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  MethodType,
  SortDirection,
} from '../invoices/invoices.schemas';

/**
 * Finance answers, read against SPEC.md section 7 "Finance" and section 3 "Wallet" (see
 * docs/api-assumptions.md). SPEC names little here: the balance answer is "balance", the
 * wallet operation lists carry data, in_total and out_total, a system method has a type and
 * a logo, a wallet a currency, the crypto address an address; the histories and the wallet
 * list are "a list"; min-balance, spo and favourites have no shape at all. Everything else
 * is ours, optional with a written fallback, and where SPEC leaves a shape open each
 * reasonable form is accepted.
 */

/** Epoch seconds. */
const Seconds = v.number();

/** `schema` reads the answer; `doc` is what the contract document and the spec-minimal demo see. */
function documented<S extends object>(schema: S, doc: v.GenericSchema): S {
  Object.defineProperty(schema, DOC_SCHEMA, { value: doc, enumerable: false });
  return schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list kept under `key`: a bare list becomes `{ [key]: list }`, and an object holding the
 * list under another of `others` is read as if it held it under `key`.
 */
function holdListAs(key: string, others: readonly string[]) {
  return v.transform((value: unknown): unknown => {
    if (Array.isArray(value)) return { [key]: value };
    if (isRecord(value) && !Array.isArray(value[key])) {
      const found = others.find((other) => Array.isArray(value[other]));
      if (found) return { ...value, [key]: value[found] };
    }
    return value;
  });
}

export const GROUP_BY = ['day', 'week', 'month'] as const;
export const GroupBy = v.picklist(GROUP_BY);
export type GroupBy = v.InferOutput<typeof GroupBy>;

export const OperationKind = v.picklist([1, 2]);

/** The invoice statuses the cabinet knows (API-NOTES "Value sets"); other values are shown raw. */
export function isKnownStatus(status: string | null | undefined): status is InvoiceStatus {
  return (INVOICE_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

// ------------------------------------------------------------------ keyset parameters

/** Keyset parameters of our lists: SPEC names none for the finance lists. */
const keysetParams = {
  sortDirection: extParam(
    v.optional(SortDirection),
    'the cabinet sorts the rows it holds newest first itself',
  ),
  prevId: extParam(
    v.optional(v.number()),
    'a backend that ignores it answers the first rows again: the cabinet keeps each row once and stops asking',
  ),
  prevValue: extParam(
    v.optional(v.number()),
    'a backend that ignores it answers the first rows again: the cabinet keeps each row once and stops asking',
  ),
  pageSize: extParam(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))),
    'a backend that ignores it answers every row at once: a page longer than asked is taken as the whole list',
  ),
};

const merchantParam = extParam(
  v.optional(v.number()),
  "the signed-in merchant's rows; a backend that ignores it answers the session's merchant, the same one",
);

// ------------------------------------------------------------------ balance chart

/** Buckets start at the start of the day, ISO week (Monday) or month in `tzName`. */
export const BalanceChartInput = v.object({
  merchantId: v.number(),
  groupBy: GroupBy,
  startDate: Seconds,
  endDate: Seconds,
  tzName: v.string(),
  currency: extParam(
    v.optional(v.string()),
    'one wallet in its own units; a backend that ignores it draws the whole balance, and the chart then says it shows every wallet in USDT',
  ),
});
export type BalanceChartInput = v.InferInput<typeof BalanceChartInput>;

/** `[bucket start (epoch s), balance at the bucket's end (or now)]`. */
export type BalancePoint = [number, number];

const BalancePointObject = aliases(
  entity('BalancePoint', { date: Seconds, balance: v.number() }),
  'BalancePoint',
  { date: ['time', 'timestamp'], balance: ['value', 'amount'] },
);

/** SPEC says only "chart points": `[time, balance]` pairs or `{ date, balance }` objects. */
export const BalancePointSchema = v.union([
  v.tuple([Seconds, v.number()]),
  v.pipe(
    BalancePointObject,
    v.transform((point): BalancePoint => [point.date, point.balance]),
  ),
]);

const BalanceChartFields = entity('BalanceChart', {
  currency: ext(
    v.string(),
    null,
    'the points are taken as the whole balance in USDT (a chart of one wallet is shown only when the answer names its currency)',
  ),
  points: rows(BalancePointSchema, 'BalancePoint'),
});

/** The chart points (a bare list, or an object holding them), with the unit when the answer names it. */
export const BalanceChartAnswer = documented(
  v.pipe(v.unknown(), holdListAs('points', LIST_KEYS), BalanceChartFields),
  v.union([
    v.array(BalancePointSchema),
    v.object({ currency: BalanceChartFields.entries.currency, points: v.array(BalancePointSchema) }),
  ]),
);
export type BalanceChartAnswer = v.InferOutput<typeof BalanceChartAnswer>;

// ------------------------------------------------------------------ balance

export const BalanceInput = v.object({
  merchantId: v.number(),
  /** Currency the total is expressed in (every wallet valued at current rates). */
  currency: v.optional(v.string(), 'USDT'),
  tzName: extParam(
    v.optional(v.string()),
    'the zone whose midnight starts "today" for day_change; a backend that ignores it counts the day its own way',
  ),
});
export type BalanceInput = v.InferInput<typeof BalanceInput>;

const BalanceFields = entity('Balance', {
  /** SPEC section 7: the answer is "balance". */
  balance: named(v.number()),
  currency: ext(v.string(), null, 'the currency asked for (USDT) is shown'),
  day_change: ext(
    v.number(),
    null,
    'the change for the day is hidden (no figure, no arrow); never shown as 0',
  ),
});

/** `{ balance }` (SPEC's name), `{ amount }`, or the bare number. */
export const BalanceAnswer = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) => (typeof value === 'number' ? { balance: value } : value)),
    aliases(BalanceFields, 'Balance', { balance: ['amount'] }),
  ),
  BalanceFields,
);
export type BalanceAnswer = v.InferOutput<typeof BalanceAnswer>;

// ------------------------------------------------------------------ wallet operations

/** A booking on a wallet: SPEC names no field of it. */
export const WalletOperation = entity('WalletOperation', {
  id: v.number(),
  created: ext(Seconds, null, 'the date is shown as —'),
  currency: ext(v.string(), null, 'the amount is shown without a currency code'),
  operation_type: ext(OperationKind, null, 'the direction is not shown'),
  amount: ext(v.number(), null, 'shown as —'),
  fee: ext(v.number(), null, 'shown as —'),
  balance: ext(v.number(), null, 'the balance after the booking is shown as —'),
  invoice_id: ext(v.number(), null, 'no link to the invoice'),
  details: ext(v.string(), null, 'not shown'),
});
export type WalletOperation = v.InferOutput<typeof WalletOperation>;

export const WALLET_OPERATION_SORT = ['created', 'id', 'amount'] as const;

/** SPEC names no parameter of wallet-operations: every one is ours. */
export const WalletOperationsInput = v.object({
  merchantId: merchantParam,
  currency: extParam(v.optional(v.string()), 'the cabinet keeps the bookings of that currency itself'),
  sortColumn: extParam(
    v.optional(v.picklist(WALLET_OPERATION_SORT)),
    'the cabinet sorts the rows it holds newest first itself',
  ),
  ...keysetParams,
});
export type WalletOperationsInput = v.InferInput<typeof WalletOperationsInput>;

/** SPEC section 3: a wallet operation list is data, in_total and out_total. */
export const WalletOperationsAnswer = entity('WalletOperations', {
  data: named(rows(WalletOperation, 'WalletOperation')),
  in_total: named(v.number()),
  out_total: named(v.number()),
  update_end_id: ext(v.number(), null, 'new bookings are not asked for (no wallet-updates polling)'),
});
export type WalletOperationsAnswer = v.InferOutput<typeof WalletOperationsAnswer>;

export const WalletUpdatesInput = v.object({
  merchantId: merchantParam,
  currency: extParam(v.optional(v.string()), 'the cabinet keeps the bookings of that currency itself'),
  update_end_id: extParam(
    v.optional(v.number()),
    'a backend that ignores it answers bookings the cabinet already holds: it keeps each booking once',
  ),
});
export type WalletUpdatesInput = v.InferInput<typeof WalletUpdatesInput>;

// ------------------------------------------------------------------ system methods

/** SPEC section 3: a system method has a type (payment or payout) and a logo. */
export const SystemMethod = aliases(
  entity('SystemMethod', {
    id: v.number(),
    type: named(MethodType),
    logo: opt(AssetUrl),
    title: ext(v.string(), null, 'the method is offered as "Method <id>"'),
    currency: ext(v.string(), null, 'taken as the currency asked for'),
    min_amount: ext(
      v.number(),
      null,
      'no minimum is checked before sending (the backend still answers amount_below_minimum); the hint is hidden',
    ),
    fee: ext(v.number(), null, 'the fee and the total are shown as —, and Max is disabled'),
  }),
  'SystemMethod',
  { title: ['name'] },
);
export type SystemMethod = v.InferOutput<typeof SystemMethod>;

export const SystemMethodsInput = v.object({ currency: v.optional(v.string()) });
/** SPEC: the answer is "methods": a bare list or `{ methods }`. */
export const SystemMethodsAnswer = listOf(SystemMethod, 'SystemMethod', ['methods', ...LIST_KEYS]);

// ------------------------------------------------------------------ withdrawal

/**
 * Cash out from a wallet (SPEC shows no payload: these are the demo's names). Amount
 * rules: > 0, at least the method's min_amount (`amount_below_minimum`); amount plus the
 * method fee at most balance - hold - min_balance (`insufficient_funds`). Second factor of
 * kind `withdrawal`.
 */
export const WithdrawalInput = v.object({
  merchant_id: v.number(),
  currency: v.pipe(v.string(), v.nonEmpty()),
  amount: v.pipe(v.number(), v.gtValue(0, 'amount_below_minimum')),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  method_id: v.number(),
});
export type WithdrawalInput = v.InferInput<typeof WithdrawalInput>;

const WithdrawalFields = entity('Withdrawal', {
  id: ext(
    v.number(),
    null,
    'the cabinet stays on the withdrawal page and refreshes the history instead of opening the new withdrawal',
  ),
});

/** SPEC shows no answer: `{ id }`, a bare id, or nothing. */
export const WithdrawalAnswer = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) =>
      typeof value === 'number' ? { id: value } : isRecord(value) ? value : {},
    ),
    WithdrawalFields,
  ),
  v.nullish(WithdrawalFields),
);
export type WithdrawalAnswer = v.InferOutput<typeof WithdrawalAnswer>;

// ------------------------------------------------------------------ histories

export const HISTORY_SORT = ['created', 'id', 'amount'] as const;

/** SPEC names no parameter of the histories: every one is ours, and may be ignored. */
export const HistoryInput = v.object({
  merchantId: merchantParam,
  currency: extParam(v.optional(v.string()), 'the cabinet keeps the rows of that currency itself'),
  sortColumn: extParam(
    v.optional(v.picklist(HISTORY_SORT)),
    'the cabinet sorts the rows it holds newest first itself',
  ),
  ...keysetParams,
});
export type HistoryInput = v.InferInput<typeof HistoryInput>;

const Method = entity('Method', { title: opt(v.string()) });

/**
 * A replenishment or withdrawal: an invoice of type deposit / withdrawal (SPEC section 3).
 * SPEC gives the history rows no fields, so ours are optional; the fields SPEC names for an
 * invoice row (currency, total_sum, status, fee_sum, method) are read where present, and
 * the invoice-row names of ours are accepted (created = create_timestamp, amount =
 * sum_to_pay, address = details).
 */
const historyRowEntries = {
  id: v.number(),
  created: ext(Seconds, null, 'the date is shown as —; the row is sorted after the dated ones'),
  currency: opt(v.string()),
  amount: ext(v.number(), null, 'shown as —'),
  fee: ext(v.number(), null, 'the fee is shown from fee_sum in the system currency (USDT), else as —'),
  fee_sum: opt(v.number()),
  total_sum: opt(v.number()),
  address: ext(v.string(), null, 'shown as —'),
  tx_hash: ext(v.string(), null, 'the address is shown in its place, else —'),
  method_title: ext(v.string(), null, 'the method title of `method` is shown, else —'),
  method: opt(Method),
  status: opt(v.string()),
};

const HISTORY_ALIASES = {
  created: ['create_timestamp'],
  amount: ['sum_to_pay'],
  address: ['details'],
} as const;

export const HistoryRow = aliases(entity('HistoryRow', historyRowEntries), 'HistoryRow', HISTORY_ALIASES);
export type HistoryRow = v.InferOutput<typeof HistoryRow>;

const HistoryFields = entity('History', {
  count: ext(v.number(), null, 'the number of rows is not shown'),
  history: rows(HistoryRow, 'HistoryRow'),
});

/** SPEC: "list": a bare list, or an object holding it (with a count when the backend sends one). */
export const HistoryAnswer = documented(
  v.pipe(v.unknown(), holdListAs('history', LIST_KEYS), HistoryFields),
  v.union([
    v.array(HistoryRow),
    v.object({ count: HistoryFields.entries.count, history: v.array(HistoryRow) }),
  ]),
);
export type HistoryAnswer = v.InferOutput<typeof HistoryAnswer>;

export const SpoInput = v.object({ id: v.number() });

/** Single payout (a withdrawal) detail: SPEC shows no fields; read like a history row. */
export const SpoDetail = aliases(
  entity('Spo', {
    ...historyRowEntries,
    total: ext(v.number(), null, 'the debited total is shown as —'),
    /** System currency (USDT) per unit of `currency`: the invoice row's rate. */
    rate: ext(
      v.number(),
      null,
      'the note under the totals names the rounding and the difference only, without the conversion step',
    ),
    method_id: ext(v.number(), null, 'not shown'),
    updated: ext(Seconds, null, 'the last change is shown as —'),
  }),
  'Spo',
  HISTORY_ALIASES,
);
export type SpoDetail = v.InferOutput<typeof SpoDetail>;

export const SpoHistoryEntry = aliases(
  entity('SpoHistoryEntry', {
    status: opt(v.string()),
    created: opt(Seconds),
    comment: ext(v.string(), null, 'no text under the status'),
  }),
  'SpoHistoryEntry',
  { created: ['create_timestamp'], comment: ['message'] },
);
export type SpoHistoryEntry = v.InferOutput<typeof SpoHistoryEntry>;
/** The status history: a bare list or an object holding it. */
export const SpoHistoryAnswer = listOf(SpoHistoryEntry, 'SpoHistoryEntry', ['history', ...LIST_KEYS]);

// ------------------------------------------------------------------ favourites

/** SPEC section 3: a favourite address is kept per merchant, keyed by address. */
export const Favorite = entity('Favorite', {
  address: v.string(),
  currency: ext(v.string(), null, 'offered for every wallet, without a currency badge'),
  title: ext(v.string(), '', 'the shortened address is shown as its name'),
  created: ext(Seconds, null, 'kept in the order of the answer'),
});
export type Favorite = v.InferOutput<typeof Favorite>;

export const FavoritesInput = v.object({ merchantId: v.number() });
/** A bare list or an object holding it; newest first when dated. */
export const FavoritesAnswer = listOf(Favorite, 'Favorite', ['favorites', ...LIST_KEYS]);

/** Keyed by address: adding a known address updates its currency and title (SPEC shows no payload). */
export const AddFavoriteInput = v.object({
  merchant_id: v.number(),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  currency: v.pipe(v.string(), v.nonEmpty()),
  title: v.optional(v.string(), ''),
});
export type AddFavoriteInput = v.InferInput<typeof AddFavoriteInput>;

export const DelFavoriteInput = v.object({ merchant_id: v.number(), address: v.string() });
export type DelFavoriteInput = v.InferInput<typeof DelFavoriteInput>;

// ------------------------------------------------------------------ crypto address

export const CryptoAddressInput = v.object({ merchantId: v.number(), currency: v.string() });
export type CryptoAddressInput = v.InferInput<typeof CryptoAddressInput>;

const CryptoAddressFields = entity('CryptoAddress', {
  /** SPEC section 7: the answer is "address". */
  address: named(v.string()),
  currency: ext(v.string(), null, 'taken as the currency asked for'),
  network: ext(v.string(), null, 'no network line is shown'),
});

/** The merchant's deposit address: `{ address }` or the bare address. */
export const CryptoAddress = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) => (typeof value === 'string' ? { address: value } : value)),
    CryptoAddressFields,
  ),
  CryptoAddressFields,
);
export type CryptoAddress = v.InferOutput<typeof CryptoAddress>;

/** Creates the address, or answers the existing one. */
export const CreateCryptoAddressInput = v.object({ merchant_id: v.number(), currency: v.string() });
export type CreateCryptoAddressInput = v.InferInput<typeof CreateCryptoAddressInput>;

/** SPEC shows no answer: the address when it comes (`{ address }` or bare), otherwise null. */
export const CreatedCryptoAddress = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) =>
      typeof value === 'string' && value
        ? { address: value }
        : isRecord(value) && value.address
          ? value
          : null,
    ),
    v.nullable(CryptoAddressFields),
  ),
  v.nullish(CryptoAddressFields),
);

// ------------------------------------------------------------------ wallets

/** SPEC section 3: a wallet has a currency; its other fields are not shown. */
export const Wallet = entity('Wallet', {
  currency: v.string(),
  id: ext(v.number(), null, 'wallets are told apart by currency'),
  balance: ext(
    v.number(),
    null,
    'shown as —; the available amount is shown as —, and the wallet is still offered for a withdrawal',
  ),
  hold: ext(v.number(), null, 'shown as —; the available amount is shown as —'),
  address: ext(v.string(), null, 'not shown'),
});
export type Wallet = v.InferOutput<typeof Wallet>;
/** SPEC: "list": a bare list or an object holding it. */
export const WalletsAnswer = listOf(Wallet, 'Wallet', ['wallets', ...LIST_KEYS]);

export const NewWalletInput = v.object({ currency: v.pipe(v.string(), v.nonEmpty()) });
export type NewWalletInput = v.InferInput<typeof NewWalletInput>;

// ------------------------------------------------------------------ min balance

/** The part of a wallet that cannot be withdrawn (SPEC: "shape not shown"). */
export const MinBalance = aliases(
  entity('MinBalance', {
    currency: v.string(),
    min_balance: ext(v.number(), null, 'the minimum and the available amount are shown as —'),
  }),
  'MinBalance',
  { min_balance: ['amount', 'min', 'value'] },
);
export type MinBalance = v.InferOutput<typeof MinBalance>;

/** `{ USDT: 10, BTC: 0.0005 }` becomes the list form. */
const fromCurrencyMap = v.transform((value: unknown): unknown => {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([, item]) => typeof item === 'number' || item === null))
    return value;
  return entries.map(([currency, min_balance]) => ({ currency, min_balance }));
});

/** A list of `{ currency, min_balance }` (bare or held), or a map from currency to minimum. */
export const MinBalanceAnswer = documented(
  v.pipe(v.unknown(), fromCurrencyMap, listOf(MinBalance, 'MinBalance', ['min_balances', ...LIST_KEYS])),
  v.union([v.array(MinBalance), v.record(v.string(), v.nullable(v.number()))]),
);

/** Writes SPEC shows no answer for: anything (or nothing) is accepted. */
export const Empty = v.nullish(v.unknown());
