import type { FeePayer } from '@/api/stores/schemas/store.schemas';
import {
  add,
  type Decimal,
  decimal,
  decimalsTyped,
  isZero,
  mul,
  parseDecimal,
  round,
  sub,
  toNumber,
} from '@/lib/decimal';
import { feePayerOf, splitFees } from './fees';

/**
 * The live summary of a money form: every figure worked out in exact decimals and rounded
 * once, half away from zero, to its currency's `precision` (SPEC section 9; rates to
 * `rates_precision`). Where a shown figure is not the exact one, a `Rounding` names the gap.
 */

/** A shown figure that is not the exact one: `difference` = shown - exact. */
export interface Rounding {
  figure: RoundedFigure;
  /** Decimals it was rounded to, and the currency they belong to. */
  decimals: number;
  currency: string;
  difference: number;
}

export type RoundedFigure =
  | 'client_fee'
  | 'merchant_fee'
  | 'rate'
  | 'amount_system'
  | 'client_pays_system'
  | 'merchant_receives_system'
  | 'withdrawal_fee'
  | 'balance_left';

const ONE: Decimal = { units: 1n, scale: 0 };
const ZERO: Decimal = { units: 0n, scale: 0 };

interface Rounded {
  value: Decimal;
  rounding: Rounding | null;
}

function rounded(exact: Decimal, decimals: number, currency: string, figure: RoundedFigure): Rounded {
  const value = round(exact, decimals);
  const difference = sub(value, exact);
  return {
    value,
    rounding: isZero(difference) ? null : { figure, decimals, currency, difference: toNumber(difference) },
  };
}

/**
 * A typed amount the summary can work with: a number > 0 with no more decimals than the
 * currency has. Anything else (empty, a typo, 0, too many decimals) gives null: the
 * summary then shows "—" instead of figures from an amount that will not be sent.
 */
export function summaryAmount(text: string, precision: number): Decimal | null {
  const value = parseDecimal(text);
  if (!value || value.units <= 0n || decimalsTyped(text) > precision) return null;
  return value;
}

/** A fee on an amount: amount x fraction, rounded to the currency's precision. */
export function feeOn(
  amount: Decimal,
  fraction: number,
  precision: number,
  currency: string,
  figure: RoundedFigure,
): Rounded {
  const rate = decimal(Math.max(0, fraction)) ?? ZERO;
  return rounded(mul(amount, rate), precision, currency, figure);
}

// ------------------------------------------------------------------ new invoice

/**
 * The worked example of a payer choice (the fee settings): what the customer pays and the
 * merchant receives on `amount`, by the same rule as the invoice summary. `actual` (the fees
 * in force) replaces the computed split for the saved choice.
 */
export function feeExample(
  total: number,
  payer: FeePayer,
  amount = 100,
  actual?: { merchant_fee: number | null; client_fee: number | null },
) {
  const fees =
    actual && actual.merchant_fee !== null && actual.client_fee !== null
      ? { merchant_fee: actual.merchant_fee, client_fee: actual.client_fee }
      : splitFees(total, payer);
  const base = decimal(amount) ?? ZERO;
  const share = (fraction: number) => feeOn(base, fraction, 2, '', 'client_fee').value;
  return {
    ...fees,
    customerPays: toNumber(round(add(base, share(fees.client_fee)), 2)),
    merchantReceives: toNumber(round(sub(base, share(fees.merchant_fee)), 2)),
  };
}

export interface InvoiceSummaryInput {
  /** The amount as typed. */
  amount: string;
  currency: string;
  precision: number;
  /** The store's fees in force and its stored payer (fees.ts reads the payer from both). */
  store: { merchant_fee: number | null; client_fee: number | null; fee_payer: string | null };
  /** The system currency (USDT) and its precision. */
  systemCurrency: string;
  systemPrecision: number;
  /** System currency per unit of `currency`; null when not known. */
  rate: number | null;
  ratesPrecision: number;
}

export interface SystemFigures {
  /** System units per unit of the payment currency (1 for the same currency), as shown. */
  rate: number;
  sameCurrency: boolean;
  amount: number;
  /** Null when the store's fees did not arrive. */
  clientPays: number | null;
  merchantReceives: number | null;
}

export interface InvoiceSummary {
  amount: number;
  payer: FeePayer | null;
  /** In the payment currency, rounded; null when the store's fees did not arrive. */
  clientFee: number | null;
  merchantFee: number | null;
  fee: number | null;
  clientPays: number | null;
  merchantReceives: number | null;
  /** The same in the system currency; null when no rate is known. */
  system: SystemFigures | null;
  roundings: Rounding[];
}

/**
 * What the client pays and the merchant receives for an invoice amount: the client's share
 * of the fee is added to the amount, the merchant's share taken from it (the worked example
 * of the fee settings, `feeExample`, on the typed amount). Each share is rounded to the
 * payment currency; the system-currency figures convert the rounded ones at the rate rounded
 * to `rates_precision` (the rate shown), so every figure follows from the ones beside it.
 * Null when the amount cannot be used.
 */
export function invoiceSummary(input: InvoiceSummaryInput): InvoiceSummary | null {
  const amount = summaryAmount(input.amount, input.precision);
  if (!amount) return null;
  const { store, currency, precision } = input;
  const roundings: Rounding[] = [];
  const note = (item: Rounded) => {
    if (item.rounding) roundings.push(item.rounding);
    return item.value;
  };

  const known = store.merchant_fee !== null && store.client_fee !== null;
  const clientFee = known
    ? note(feeOn(amount, store.client_fee ?? 0, precision, currency, 'client_fee'))
    : null;
  const merchantFee = known
    ? note(feeOn(amount, store.merchant_fee ?? 0, precision, currency, 'merchant_fee'))
    : null;
  const clientPays = clientFee ? add(amount, clientFee) : null;
  const merchantReceives = merchantFee ? sub(amount, merchantFee) : null;

  let system: SystemFigures | null = null;
  const sameCurrency = currency === input.systemCurrency;
  const given = sameCurrency ? ONE : input.rate === null ? null : decimal(input.rate);
  if (given && given.units > 0n) {
    const rate = sameCurrency
      ? ONE
      : note(rounded(given, input.ratesPrecision, input.systemCurrency, 'rate'));
    const convert = (value: Decimal | null, figure: RoundedFigure) =>
      value === null
        ? null
        : sameCurrency
          ? toNumber(value)
          : toNumber(note(rounded(mul(value, rate), input.systemPrecision, input.systemCurrency, figure)));
    system = {
      rate: toNumber(rate),
      sameCurrency,
      amount: convert(amount, 'amount_system') ?? 0,
      clientPays: convert(clientPays, 'client_pays_system'),
      merchantReceives: convert(merchantReceives, 'merchant_receives_system'),
    };
  }

  const number = (value: Decimal | null) => (value === null ? null : toNumber(value));
  return {
    amount: toNumber(amount),
    payer: feePayerOf(store),
    clientFee: number(clientFee),
    merchantFee: number(merchantFee),
    fee: clientFee && merchantFee ? toNumber(add(clientFee, merchantFee)) : null,
    clientPays: number(clientPays),
    merchantReceives: number(merchantReceives),
    system,
    roundings,
  };
}

// ------------------------------------------------------------------ withdrawal

export interface WithdrawalSummaryInput {
  amount: string;
  currency: string;
  precision: number;
  /** The payout method's fee as a fraction of the amount; null when not known. */
  fee: number | null;
  /** The wallet balance; null when not known. */
  balance: number | null;
}

export interface WithdrawalSummary {
  amount: number;
  /** The method's fee on the amount, rounded; null when the fee is not known. */
  fee: number | null;
  /** What leaves the wallet: amount + fee. */
  total: number | null;
  /** The wallet balance after the withdrawal; null when the balance or the fee is not known. */
  balanceLeft: number | null;
  roundings: Rounding[];
}

/**
 * Amount, fee, total debited and the balance left for a withdrawal amount as typed. Null
 * when the amount cannot be used.
 */
export function withdrawalSummary(input: WithdrawalSummaryInput): WithdrawalSummary | null {
  const amount = summaryAmount(input.amount, input.precision);
  if (!amount) return null;
  const roundings: Rounding[] = [];
  if (input.fee === null)
    return {
      amount: toNumber(amount),
      fee: null,
      total: null,
      balanceLeft: null,
      roundings,
    };
  const fee = feeOn(amount, input.fee, input.precision, input.currency, 'withdrawal_fee');
  if (fee.rounding) roundings.push(fee.rounding);
  const total = add(amount, fee.value);
  const balance = input.balance === null ? null : decimal(input.balance);
  let balanceLeft: number | null = null;
  if (balance) {
    const left = rounded(sub(balance, total), input.precision, input.currency, 'balance_left');
    if (left.rounding) roundings.push(left.rounding);
    balanceLeft = toNumber(left.value);
  }
  return {
    amount: toNumber(amount),
    fee: toNumber(fee.value),
    total: toNumber(total),
    balanceLeft,
    roundings,
  };
}
