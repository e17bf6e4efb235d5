import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { DEFAULT_CURRENCY, DEFAULT_DECIMALS, finite, formatNumber, formatRate } from '@/lib/format';

/**
 * Amounts with the currency's precision and rates with its rates_precision (SPEC section 9),
 * in the interface language. An unknown currency (or one asked before the list arrives, or
 * whose precision did not arrive) uses 2 decimals; a figure that did not arrive or could not
 * be read is "Unknown", never 0.
 */
export function useCurrencyFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { data: currencies } = useQuery(currenciesQuery());
  return useMemo(() => {
    const byCode = new Map((currencies ?? []).map((c) => [c.code, c]));
    const precision = (code: string | null | undefined) =>
      byCode.get(code ?? '')?.precision ?? DEFAULT_DECIMALS;
    const amount = (value: number | null | undefined, code: string | null | undefined): string =>
      formatNumber(finite(value), lang, precision(code));
    return {
      lang,
      currencies: currencies ?? [],
      precision,
      amount,
      /** The amount and its currency code ("12.50 BTC"); "Unknown" alone when it was not read. */
      withCode(value: number | null | undefined, code: string | null | undefined): string {
        const shown = amount(value, code);
        return finite(value) !== null && code ? `${shown} ${code}` : shown;
      },
      rate: (value: number | null | undefined, code: string | null | undefined): string =>
        formatRate(finite(value), lang, byCode.get(code ?? '')?.rates_precision),
    };
  }, [lang, currencies]);
}

/**
 * The system currency an invoice's sum, fee_sum and total_sum are in: the row's
 * system_currency, else USDT (SPEC section 3: total_sum is USDT). A label, never a figure.
 */
export function systemCurrencyOf(row: { system_currency: string | null }): string {
  return row.system_currency || DEFAULT_CURRENCY;
}

/** The currency label beside a figure: none beside a figure that was not read (it has no unit). */
export function unitOf(
  value: number | null | undefined,
  code: string | null | undefined,
): string | undefined {
  return finite(value) === null || !code ? undefined : code;
}
