import type { Currency } from '@/api/enums/enums.schemas';
import { isCryptoCurrency } from '@/domain/currencies';

/**
 * The currencies a finance picker offers (a new wallet, a deposit address): every crypto
 * currency (SPEC section 3: type 0 is the fiat-like kind; any other kind code is crypto) that
 * is active (SPEC section 7: only active currencies are kept). A currency whose `active` the
 * answer did not carry readably is not known to be active and is not offered.
 */
export function offeredCurrencies(
  currencies: readonly Pick<Currency, 'code' | 'active' | 'type'>[],
): string[] {
  return currencies.filter((c) => c.active === true && isCryptoCurrency(c)).map((c) => c.code);
}
