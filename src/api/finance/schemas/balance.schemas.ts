import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import {
  answer,
  id,
  list,
  metaOf,
  money,
  oneOf,
  ours,
  record,
  required,
  shaped,
  text,
  time,
  toNumber,
  tuple,
} from '../../http/read';
import { GroupBy, listParams, merchantParam, OPERATION_KINDS } from './values.schemas';

// ------------------------------------------------------------------ balance chart

/** Buckets start at the start of the day, ISO week (Monday) or month in `tzName`. */
export const BalanceChartInput = v.object({
  merchantId: v.number(),
  groupBy: GroupBy,
  /** Epoch seconds. */
  startDate: v.number(),
  endDate: v.number(),
  tzName: v.string(),
  /**
   * Ours: one wallet in its own units; a backend that ignores it draws the whole balance, and
   * the chart then says it shows every wallet in USDT.
   */
  currency: ours(v.optional(v.string())),
});
export type BalanceChartInput = v.InferInput<typeof BalanceChartInput>;

/** `[bucket start (epoch s), balance at the bucket's end (or now)]`. */
export type BalancePoint = [number, number];

const PointPair = tuple([time(), money()]);
/** SPEC section 3 names a chart row's `date`; the value is the balance (ours). */
const PointObject = record({ date: time(), balance: ours(money()) });

/**
 * SPEC says only "chart points": a `[time, balance]` pair (time in seconds, milliseconds or
 * ISO), or a `{ date, balance }` object. A point without both is unreadable (left out).
 */
export const BalancePointSchema = v.pipe(
  v.custom<v.InferInput<typeof PointPair> | v.InferInput<typeof PointObject>>(() => true),
  v.transform((raw): BalancePoint | null => {
    const pair = v.safeParse(PointPair, raw);
    if (pair.success && pair.output && pair.output[0] !== null && pair.output[1] !== null)
      return [pair.output[0], pair.output[1]];
    const object = v.safeParse(PointObject, raw);
    if (object.success && object.output && object.output.date !== null && object.output.balance !== null)
      return [object.output.date, object.output.balance];
    return null;
  }),
  v.metadata(metaOf(PointPair)),
);

const chartEntries = {
  /** Ours: the unit when the points are one wallet's; without it they are the whole balance in USDT. */
  currency: ours(text()),
  /** The points: a bare list, or an object holding them beside `currency`. */
  points: required(list(BalancePointSchema)),
};

/** The chart points (a bare list, or an object holding them), with the unit when the answer names it. */
type PointWire = v.InferInput<typeof BalancePointSchema>;
export const BalanceChartAnswer = shaped(
  (value: PointWire[] | { currency?: string | null; points: PointWire[] } | null) => ({
    currency: isRecord(value) ? value.currency : undefined,
    points: value,
  }),
  answer(chartEntries),
);
export type BalanceChartAnswer = v.InferOutput<typeof BalanceChartAnswer>;

// ------------------------------------------------------------------ balance

export const BalanceInput = v.object({
  merchantId: v.number(),
  /** Currency the total is expressed in (every wallet valued at current rates). */
  currency: v.optional(v.string(), 'USDT'),
  /** Ours: the zone whose midnight starts "today" for day_change; a backend that ignores it counts the day its own way. */
  tzName: ours(v.optional(v.string())),
});
export type BalanceInput = v.InferInput<typeof BalanceInput>;

const balanceEntries = {
  /** SPEC section 7: the answer is "balance". */
  balance: money(),
  /** Ours: the currency of the figures; the one asked for (USDT) when absent. */
  currency: ours(text()),
  /** Ours: the change since the start of today; hidden (never 0) when it does not come. */
  day_change: ours(money()),
};

/** `{ balance }` (SPEC's name) or the bare number. */
export const BalanceAnswer = shaped(
  (
    value:
      | number
      | string
      | { balance?: number | string | null; currency?: string; day_change?: number | string }
      | null,
  ) => (toNumber(value) !== null ? { balance: value } : value),
  answer(balanceEntries),
);
export type BalanceAnswer = v.InferOutput<typeof BalanceAnswer>;

// ------------------------------------------------------------------ wallet operations

/** A booking on a wallet: SPEC names no field of it, only the list (data, in_total, out_total). */
export const WalletOperation = record({
  id: required(id()),
  created: ours(time()),
  currency: ours(text()),
  /** SPEC section 3: Replenishment = 1, Withdrawal = 2. */
  operation_type: ours(oneOf(OPERATION_KINDS, '3')),
  amount: ours(money()),
  fee: ours(money()),
  /** The wallet balance after the booking. */
  balance: ours(money()),
  invoice_id: ours(id()),
  details: ours(text({ none: '' })),
});
export type WalletOperation = NonNullable<v.InferOutput<typeof WalletOperation>>;

export const WALLET_OPERATION_SORT = ['created', 'id', 'amount'] as const;

/** SPEC names no parameter of wallet-operations: every one is ours. */
export const WalletOperationsInput = v.object(listParams(WALLET_OPERATION_SORT));
export type WalletOperationsInput = v.InferInput<typeof WalletOperationsInput>;

/** SPEC section 3: a wallet operation list is data, in_total and out_total. */
export const WalletOperationsAnswer = answer({
  data: required(list(WalletOperation)),
  in_total: money(),
  out_total: money(),
  /** Ours: the last booking's id, for wallet-updates. */
  update_end_id: ours(id()),
});
export type WalletOperationsAnswer = v.InferOutput<typeof WalletOperationsAnswer>;

export const WalletUpdatesInput = v.object({
  merchantId: merchantParam,
  /** Ours: the cabinet keeps the bookings of that currency itself. */
  currency: ours(v.optional(v.string())),
  /** Ours: a backend that ignores it answers bookings the cabinet already holds; it keeps each booking once. */
  update_end_id: ours(v.optional(v.number())),
});
export type WalletUpdatesInput = v.InferInput<typeof WalletUpdatesInput>;
