import type { Favorite, Wallet } from '@/api/finance/schemas/wallets.schemas';
import type { SystemMethod } from '@/api/finance/schemas/withdrawal.schemas';
import { normalizeNumberInput, parseNumberInput } from '@/lib/format';

/**
 * What a wallet can give away now: balance - hold - min balance, never negative. Null when
 * any of the three did not arrive (the cabinet never works out a figure from a guess).
 */
export function availableBalance(
  wallet: Pick<Wallet, 'balance' | 'hold'>,
  minBalance: number | null | undefined,
): number | null {
  if (wallet.balance === null || wallet.hold === null || minBalance === null || minBalance === undefined)
    return null;
  return Math.max(0, wallet.balance - wallet.hold - minBalance);
}

const floorTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // The small epsilon keeps 0.3 / 0.1-style float noise from losing a unit.
  return Math.floor(value * factor + 1e-9) / factor;
};

/** The largest amount whose amount plus the method fee fits into what is available. */
export function maxWithdrawal(available: number, fee: number, precision: number): number {
  if (available <= 0) return 0;
  return floorTo(available / (1 + Math.max(0, fee)), precision);
}

export interface WithdrawalLimits {
  /** balance - hold - min balance; null when not known (the backend still checks it). */
  available: number | null;
  /** The payout method's minimum; null when not known (the backend still checks it). */
  min: number | null;
  /** The method's fee as a fraction of the amount; null when not known. */
  fee: number | null;
  precision: number;
}

function decimalsOf(text: string): number {
  return normalizeNumberInput(text).split('.')[1]?.length ?? 0;
}

/**
 * Withdrawal amount rules (translation key of the first broken one): a number (spaces and
 * commas typed are converted), > 0, not more decimals than the currency has, at least the
 * method minimum, and amount plus fee at most what is available. A limit that is not known
 * is not checked here: the backend answers amount_below_minimum or insufficient_funds.
 */
export function withdrawalAmountError(text: string, limits: WithdrawalLimits): string | undefined {
  if (text.trim() === '') return 'finance.withdraw.amount_required';
  const value = parseNumberInput(text);
  if (value === null) return 'finance.withdraw.amount_invalid';
  if (value <= 0) return 'finance.withdraw.amount_positive';
  if (decimalsOf(text) > limits.precision) return 'finance.withdraw.amount_precision';
  if (limits.min !== null && value < limits.min) return 'finance.withdraw.amount_min';
  if (limits.available !== null && value * (1 + (limits.fee ?? 0)) > limits.available + 1e-12)
    return 'finance.withdraw.amount_available';
  return undefined;
}

/**
 * Payout methods of a currency. A method that does not name its currency is taken as one of
 * the currency asked for (the list is asked for per currency).
 */
export function payoutMethods(methods: readonly SystemMethod[], currency: string): SystemMethod[] {
  return methods.filter(
    (method) => method.type === 'payout' && (method.currency === null || method.currency === currency),
  );
}

/**
 * Favourites for a currency first (those that name no currency next), then the others;
 * newest first within each when dated, otherwise in the order they came.
 */
export function favoritesFor<F extends Pick<Favorite, 'currency' | 'created'>>(
  list: readonly F[],
  currency: string,
): F[] {
  const rank = (favorite: F) => (favorite.currency === currency ? 0 : favorite.currency === null ? 1 : 2);
  return list
    .map((favorite, index) => ({ favorite, index }))
    .sort(
      (a, b) =>
        rank(a.favorite) - rank(b.favorite) ||
        (b.favorite.created ?? Number.NEGATIVE_INFINITY) - (a.favorite.created ?? Number.NEGATIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ favorite }) => favorite);
}

/** The figures of a withdrawal that a total in the system currency is compared with. */
export interface WithdrawalTotals {
  /** Wallet currency and the amount sent in it. */
  currency: string | null;
  amount: number | null;
  /** What leaves the wallet: amount plus fee, in the wallet currency. */
  total: number | null;
  /** The same in the system currency (USDT): the amount converted, its fee, their total. */
  systemCurrency: string;
  systemPrecision: number;
  systemFee: number | null;
  systemTotal: number | null;
  /** System currency per unit of the wallet currency. */
  rate: number | null;
}

/**
 * Why the total in the system currency is not the debited total (SPEC section 9: amounts are
 * rounded to their currency's precision, rates come with their own):
 * - `conversion`: the amount converted at the rate (rounded to the system precision) plus the
 *   fee in the system currency make the system total; `difference` is how far that is from
 *   the debited total when both are in the same currency (null when they are not);
 * - `rounding`: no rate to show the conversion; the same currency, the totals differ by
 *   `difference` because each is rounded from unrounded figures.
 * Null when there is nothing to explain (equal totals, or a total missing).
 */
export type TotalsNote =
  | {
      kind: 'conversion';
      converted: number;
      rate: number;
      systemFee: number;
      systemTotal: number;
      difference: number | null;
    }
  | { kind: 'rounding'; difference: number };

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

export function totalsNote(figures: WithdrawalTotals): TotalsNote | null {
  const { total, systemTotal, amount, rate, systemPrecision } = figures;
  if (systemTotal === null) return null;
  const sameCurrency = figures.currency === figures.systemCurrency;
  const difference = sameCurrency && total !== null ? roundTo(systemTotal - total, systemPrecision) : null;
  if (sameCurrency && difference === 0) return null;
  if (amount !== null && rate !== null) {
    const converted = roundTo(amount * rate, systemPrecision);
    const systemFee = figures.systemFee ?? roundTo(systemTotal - converted, systemPrecision);
    // Only a breakdown that adds up is shown.
    if (roundTo(converted + systemFee, systemPrecision) === roundTo(systemTotal, systemPrecision))
      return { kind: 'conversion', converted, rate, systemFee, systemTotal, difference };
  }
  if (difference !== null && difference !== 0) return { kind: 'rounding', difference };
  return null;
}
