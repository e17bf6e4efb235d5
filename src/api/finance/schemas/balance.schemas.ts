import * as v from 'valibot';
import { aliases, entity, ext, extParam, LIST_KEYS, named, rows } from '../../http/wire';
import {
  documented,
  GroupBy,
  holdListAs,
  listParams,
  merchantParam,
  OperationKind,
  Seconds,
} from './values.schemas';

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
export const WalletOperationsInput = v.object(listParams(WALLET_OPERATION_SORT, 'bookings'));
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
