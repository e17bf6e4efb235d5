import { useMemo } from 'react';
import { useCurrencyFormat } from '@/api/enums/use-currency-format';
import { DEFAULT_CURRENCY, finite } from '@/lib/format';

/**
 * The system currency an invoice's sum, fee_sum and total_sum are in: the row's
 * system_currency, else USDT (SPEC section 3: total_sum is USDT). A label, never a figure.
 */
export function systemCurrencyOf(row: { system_currency: string | null }): string {
  return row.system_currency || DEFAULT_CURRENCY;
}

/**
 * Invoice amounts with the currency's precision and rates with its rates_precision (SPEC
 * section 9). A figure that did not arrive (or could not be read) is "Unknown", never 0; an
 * unknown currency uses 2 decimals.
 */
export function useInvoiceMoney() {
  const { amount, rate, precision } = useCurrencyFormat();
  return useMemo(
    () => ({
      amount(value: number | null | undefined, code: string | null | undefined): string {
        return amount(finite(value), code ?? '');
      },
      /** The amount and its currency code ("12.50 BTC"); "Unknown" alone when it was not read. */
      withCode(value: number | null | undefined, code: string | null | undefined): string {
        const number = finite(value);
        const shown = amount(number, code ?? '');
        return number !== null && code ? `${shown} ${code}` : shown;
      },
      rate(value: number | null | undefined, code: string | null | undefined): string {
        return rate(finite(value), code ?? '');
      },
      precision: (code: string | null | undefined) => precision(code ?? ''),
    }),
    [amount, rate, precision],
  );
}

/** The currency label beside a figure: none beside a figure that was not read (it has no unit). */
export function unitOf(
  value: number | null | undefined,
  code: string | null | undefined,
): string | undefined {
  return finite(value) === null || !code ? undefined : code;
}
