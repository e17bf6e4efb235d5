import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { pageSize, SortDirection } from '../../http/params.schemas';
import {
  answer,
  id,
  list,
  metaOf,
  money,
  oneOf,
  ours,
  reader,
  record,
  required,
  shaped,
  text,
  time,
  tuple,
} from '../../http/read';

// SPEC names little of finance (section 7 "Finance", section 3 "Wallet"): every field and
// parameter it does not name is ours, and a value that cannot be read is null (unknown).

export const GROUP_BY = ['day', 'week', 'month'] as const;
export const GroupBy = v.picklist(GROUP_BY);
export type GroupBy = v.InferOutput<typeof GroupBy>;

/** Ours: the signed-in merchant's rows; a backend that ignores it answers the session's merchant, the same one. */
const merchantParam = ours(v.optional(v.number()));

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

/** SPEC says only "chart points": `[time, balance]` or `{ date, balance }`; one without both is left out. */
export const BalancePointSchema = reader<
  v.InferInput<typeof PointPair> | v.InferInput<typeof PointObject>,
  BalancePoint
>(metaOf(PointPair), (raw) => {
  const pair = v.parse(PointPair, raw);
  if (pair && pair[0] !== null && pair[1] !== null) return [pair[0], pair[1]];
  const object = v.parse(PointObject, raw);
  return object && object.date !== null && object.balance !== null ? [object.date, object.balance] : null;
});

/** The chart points (a bare list, or an object holding them), with the unit when the answer names it. */
type PointWire = v.InferInput<typeof BalancePointSchema>;
export const BalanceChartAnswer = shaped(
  (value: PointWire[] | { currency?: string | null; points: PointWire[] } | null) => ({
    currency: isRecord(value) ? value.currency : undefined,
    points: value,
  }),
  answer({
    /** Ours: the unit when the points are one wallet's; without it they are the whole balance in USDT. */
    currency: ours(text()),
    points: required(list(BalancePointSchema)),
  }),
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

/** SPEC section 7: the answer is "balance": `{ balance }` or the bare number. */
export const BalanceAnswer = shaped(
  (
    value:
      | number
      | string
      | { balance?: number | string | null; currency?: string; day_change?: number | string }
      | null,
  ) => (isRecord(value) ? value : { balance: value }),
  answer({
    balance: money(),
    /** Ours: the currency of the figures; the one asked for (USDT) when absent. */
    currency: ours(text()),
    /** Ours: the change since the start of today; hidden (never 0) when it does not come. */
    day_change: ours(money()),
  }),
);
export type BalanceAnswer = v.InferOutput<typeof BalanceAnswer>;

// ------------------------------------------------------------------ wallet operations

/** A booking on a wallet: SPEC names no field of it, only the list (data, in_total, out_total). */
export const WalletOperation = record({
  id: required(id()),
  created: ours(time()),
  currency: ours(text()),
  /** SPEC section 3: Replenishment = 1, Withdrawal = 2. */
  operation_type: ours(oneOf([1, 2], '3')),
  amount: ours(money()),
  fee: ours(money()),
  /** The wallet balance after the booking. */
  balance: ours(money()),
  invoice_id: ours(id()),
  details: ours(text({ none: '' })),
});
export type WalletOperation = NonNullable<v.InferOutput<typeof WalletOperation>>;

/** The parameters of a finance list (API-NOTES "Keyset paging"): SPEC names none, all are ours. */
export const WalletOperationsInput = v.object({
  merchantId: merchantParam,
  /** Ours: the cabinet keeps the rows of that currency itself. */
  currency: ours(v.optional(v.string())),
  /** Ours: the cabinet sorts the rows it holds newest first itself. */
  sortColumn: ours(v.optional(v.picklist(['created', 'id', 'amount']))),
  sortDirection: ours(v.optional(SortDirection)),
  /** Ours: a backend that ignores it answers the first rows again; the cabinet keeps each row once and stops asking. */
  prevId: ours(v.optional(v.number())),
  prevValue: ours(v.optional(v.number())),
  /** Ours: a backend that ignores it answers every row at once; a page longer than asked is the whole list. */
  pageSize: ours(v.optional(pageSize(200))),
});
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
