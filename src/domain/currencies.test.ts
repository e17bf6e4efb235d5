import { describe, expect, it } from 'vitest';
import { isCryptoCurrency } from './currencies';

describe('SPEC section 3: currency type 0 marks a fiat-like kind', () => {
  it('type 0 is fiat-like', () => {
    expect(isCryptoCurrency({ type: 0 })).toBe(false);
    expect(isCryptoCurrency({ type: '0' })).toBe(false);
  });

  it('every other kind code, known or not, is crypto', () => {
    for (const type of [1, 2, 7, '5']) expect(isCryptoCurrency({ type })).toBe(true);
  });

  it('a currency whose kind did not arrive is not hidden', () => {
    expect(isCryptoCurrency({ type: null })).toBe(true);
  });
});
