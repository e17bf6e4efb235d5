import type { Currency } from '@/api/enums/enums.schemas';
import { isCryptoCurrency } from '@/domain/currencies';

/**
 * The currencies a finance picker offers (a new wallet, a deposit address): every crypto
 * currency (SPEC section 3: type 0 is the fiat-like kind; any other kind code is crypto).
 * Inactive currencies never get here: the currency list keeps only active ones (SPEC section 7,
 * `currenciesQuery`).
 */
export function offeredCurrencies(currencies: readonly Pick<Currency, 'code' | 'type'>[]): string[] {
  return currencies.filter(isCryptoCurrency).map((c) => c.code);
}
