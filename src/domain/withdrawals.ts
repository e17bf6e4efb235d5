import type { Favorite, SystemMethod, Wallet } from '@/api/finance/finance.schemas';
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

/** The fee the method takes on an amount, and what leaves the wallet in total. */
export function withdrawalCost(amount: number, fee: number): { fee: number; total: number } {
  const cost = amount * Math.max(0, fee);
  return { fee: cost, total: amount + cost };
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
export function favoritesFor(list: readonly Favorite[], currency: string): Favorite[] {
  const rank = (favorite: Favorite) =>
    favorite.currency === currency ? 0 : favorite.currency === null ? 1 : 2;
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
