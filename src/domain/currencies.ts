/**
 * SPEC.md section 3 "Currency": type 0 appears to mark a fiat-like kind. Every other kind code,
 * and a currency whose kind did not arrive, is a crypto currency the merchant can hold, pay and
 * be paid in: a kind code the cabinet does not know never hides a currency.
 */
export function isCryptoCurrency(currency: { type: number | string | null }): boolean {
  return currency.type === null || Number(currency.type) !== 0;
}
