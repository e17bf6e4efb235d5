import * as v from 'valibot';
import { InvoiceStatus, MethodType, SortDirection } from '../invoices/invoices.schemas';

/** Epoch seconds. */
const Seconds = v.number();
const Text = v.optional(v.nullable(v.string()));

export const GROUP_BY = ['day', 'week', 'month'] as const;
export const GroupBy = v.picklist(GROUP_BY);
export type GroupBy = v.InferOutput<typeof GroupBy>;

/** Operation kinds (SPEC section 3): Replenishment=1, Withdrawal=2. */
export const OPERATION_KIND = { replenishment: 1, withdrawal: 2 } as const;
export const OperationKind = v.picklist([1, 2]);

/**
 * Buckets start at the start of the day, ISO week (Monday) or month in `tzName`; every
 * bucket of the range is present, empty ones with zero.
 */
export const BalanceChartInput = v.object({
  merchantId: v.number(),
  groupBy: GroupBy,
  startDate: Seconds,
  endDate: Seconds,
  tzName: v.string(),
  /** One wallet in its own units; omitted = every wallet valued in USDT at current rates. */
  currency: v.optional(v.string()),
});
export type BalanceChartInput = v.InferInput<typeof BalanceChartInput>;

/** `[bucket start (epoch s), balance at the bucket's end (or now)]`. */
export const BalancePoint = v.tuple([v.number(), v.number()]);
export const BalanceChartAnswer = v.array(BalancePoint);

export const BalanceInput = v.object({
  merchantId: v.number(),
  /** Currency the total is expressed in (every wallet valued at current rates). */
  currency: v.optional(v.string(), 'USDT'),
  /** IANA zone that decides when "today" started (for day_change); default UTC. */
  tzName: v.optional(v.string()),
});
export type BalanceInput = v.InferInput<typeof BalanceInput>;

/** `day_change`: change since the start of today (negative when the balance fell). */
export const BalanceAnswer = v.object({
  currency: v.string(),
  amount: v.number(),
  day_change: v.number(),
});
export type BalanceAnswer = v.InferOutput<typeof BalanceAnswer>;

/** A booking on a wallet: one per invoice that reached success (amounts in `currency`). */
export const WalletOperation = v.object({
  id: v.number(),
  created: Seconds,
  currency: v.string(),
  operation_type: OperationKind,
  /** Net amount booked (positive; the kind gives the direction). */
  amount: v.number(),
  fee: v.optional(v.number(), 0),
  /** Wallet balance after the booking. */
  balance: v.optional(v.nullable(v.number())),
  invoice_id: v.optional(v.nullable(v.number())),
  details: Text,
});
export type WalletOperation = v.InferOutput<typeof WalletOperation>;

export const WALLET_OPERATION_SORT = ['created', 'id', 'amount'] as const;

export const WalletOperationsInput = v.object({
  merchantId: v.number(),
  currency: v.optional(v.string()),
  sortColumn: v.optional(v.picklist(WALLET_OPERATION_SORT), 'created'),
  sortDirection: v.optional(SortDirection, 'desc'),
  prevId: v.optional(v.number()),
  prevValue: v.optional(v.number()),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 50),
});
export type WalletOperationsInput = v.InferInput<typeof WalletOperationsInput>;

/** `in_total` / `out_total`: sums over every operation matching the filter, not the page. */
export const WalletOperationsAnswer = v.object({
  data: v.array(WalletOperation),
  in_total: v.number(),
  out_total: v.number(),
  /** Highest operation id so far: the cursor for wallet-updates. */
  update_end_id: v.optional(v.number()),
});
export type WalletOperationsAnswer = v.InferOutput<typeof WalletOperationsAnswer>;

export const WalletUpdatesInput = v.object({
  merchantId: v.number(),
  currency: v.optional(v.string()),
  /** Operations with a higher id are answered (oldest first); omitted = none, markers only. */
  update_end_id: v.optional(v.number()),
});
export type WalletUpdatesInput = v.InferInput<typeof WalletUpdatesInput>;

/** A system method (payment or payout); `min_amount` in `currency`, `fee` a fraction. */
export const SystemMethod = v.object({
  id: v.number(),
  title: v.string(),
  type: MethodType,
  logo: Text,
  currency: v.string(),
  min_amount: v.optional(v.number(), 0),
  fee: v.optional(v.number(), 0),
});
export type SystemMethod = v.InferOutput<typeof SystemMethod>;

export const SystemMethodsInput = v.object({ currency: v.optional(v.string()) });
export const SystemMethodsAnswer = v.array(SystemMethod);

/**
 * Cash out from a wallet. Amount rules: > 0, at least the method's min_amount
 * (`amount_below_minimum`); amount plus the method fee at most balance - hold - min_balance
 * (`insufficient_funds`).
 * Second factor of kind `withdrawal`.
 */
export const WithdrawalInput = v.object({
  merchant_id: v.number(),
  currency: v.pipe(v.string(), v.nonEmpty()),
  amount: v.pipe(v.number(), v.gtValue(0, 'amount_below_minimum')),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  method_id: v.number(),
});
export type WithdrawalInput = v.InferInput<typeof WithdrawalInput>;
export const WithdrawalAnswer = v.object({ id: v.number() });

export const HISTORY_SORT = ['created', 'id', 'amount'] as const;

export const HistoryInput = v.object({
  merchantId: v.number(),
  currency: v.optional(v.string()),
  sortColumn: v.optional(v.picklist(HISTORY_SORT), 'created'),
  sortDirection: v.optional(SortDirection, 'desc'),
  prevId: v.optional(v.number()),
  prevValue: v.optional(v.number()),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 50),
});
export type HistoryInput = v.InferInput<typeof HistoryInput>;

/**
 * A replenishment (deposit) or withdrawal. `amount` and `fee` in `currency`, `total_sum` in
 * USDT; the status set is the invoice one (these are invoices of type deposit / withdrawal).
 */
export const HistoryRow = v.object({
  id: v.number(),
  created: Seconds,
  currency: v.string(),
  amount: v.number(),
  fee: v.optional(v.number(), 0),
  total_sum: v.optional(v.nullable(v.number())),
  address: Text,
  tx_hash: Text,
  method_title: Text,
  status: InvoiceStatus,
});
export type HistoryRow = v.InferOutput<typeof HistoryRow>;

/** `count`: every row matching the filter; `history`: one keyset page. */
export const HistoryAnswer = v.object({ count: v.number(), history: v.array(HistoryRow) });
export type HistoryAnswer = v.InferOutput<typeof HistoryAnswer>;

export const SpoInput = v.object({ id: v.number() });

/** Single payout (a withdrawal) detail. `total` = amount + fee, in `currency`. */
export const SpoDetail = v.object({
  ...HistoryRow.entries,
  total: v.number(),
  method_id: v.optional(v.nullable(v.number())),
  updated: v.optional(v.nullable(Seconds)),
});
export type SpoDetail = v.InferOutput<typeof SpoDetail>;

export const SpoHistoryEntry = v.object({ status: InvoiceStatus, created: Seconds, comment: Text });
export const SpoHistoryAnswer = v.array(SpoHistoryEntry);

export const Favorite = v.object({
  address: v.string(),
  currency: v.string(),
  title: v.optional(v.string(), ''),
  created: Seconds,
});
export type Favorite = v.InferOutput<typeof Favorite>;

export const FavoritesInput = v.object({ merchantId: v.number() });
/** Newest first. */
export const FavoritesAnswer = v.array(Favorite);

/** Keyed by address: adding a known address updates its currency and title. */
export const AddFavoriteInput = v.object({
  merchant_id: v.number(),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  currency: v.pipe(v.string(), v.nonEmpty()),
  title: v.optional(v.string(), ''),
});
export type AddFavoriteInput = v.InferInput<typeof AddFavoriteInput>;

export const DelFavoriteInput = v.object({ merchant_id: v.number(), address: v.string() });
export type DelFavoriteInput = v.InferInput<typeof DelFavoriteInput>;

export const CryptoAddressInput = v.object({ merchantId: v.number(), currency: v.string() });
export type CryptoAddressInput = v.InferInput<typeof CryptoAddressInput>;

/** The merchant's deposit address for a currency. */
export const CryptoAddress = v.object({ address: v.string(), currency: v.string(), network: Text });
export type CryptoAddress = v.InferOutput<typeof CryptoAddress>;

/** Creates the address, or answers the existing one. */
export const CreateCryptoAddressInput = v.object({ merchant_id: v.number(), currency: v.string() });
export type CreateCryptoAddressInput = v.InferInput<typeof CreateCryptoAddressInput>;

/** `balance` and `hold` (reserved by open payouts) in `currency`. */
export const Wallet = v.object({
  id: v.number(),
  currency: v.string(),
  balance: v.number(),
  hold: v.optional(v.number(), 0),
  address: Text,
});
export type Wallet = v.InferOutput<typeof Wallet>;
export const WalletsAnswer = v.array(Wallet);

export const NewWalletInput = v.object({ currency: v.pipe(v.string(), v.nonEmpty()) });
export type NewWalletInput = v.InferInput<typeof NewWalletInput>;

/** The part of a wallet that cannot be withdrawn, per currency. */
export const MinBalance = v.object({ currency: v.string(), min_balance: v.number() });
export type MinBalance = v.InferOutput<typeof MinBalance>;
export const MinBalanceAnswer = v.array(MinBalance);

export const Empty = v.nullish(v.unknown());
