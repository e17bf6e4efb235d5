import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { DEFAULT_DECIMALS, formatNumber, formatRate } from '@/lib/format';

/**
 * Amounts with the currency's precision and rates with its rates_precision (SPEC section 9),
 * in the interface language. Unknown currencies (or before the list arrives, or a precision that
 * did not arrive) use 2 decimals; a value that could not be read renders as "Unknown".
 */
export function useCurrencyFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { data: currencies } = useQuery(currenciesQuery());
  const byCode = useMemo(() => new Map((currencies ?? []).map((c) => [c.code, c])), [currencies]);
  const precision = useCallback((code: string) => byCode.get(code)?.precision ?? DEFAULT_DECIMALS, [byCode]);
  const amount = useCallback(
    (value: number | null | undefined, code: string) => formatNumber(value, lang, precision(code)),
    [lang, precision],
  );
  const rate = useCallback(
    (value: number | null | undefined, code: string) =>
      formatRate(value, lang, byCode.get(code)?.rates_precision),
    [lang, byCode],
  );
  return { lang, amount, rate, precision, currencies: currencies ?? [] };
}
