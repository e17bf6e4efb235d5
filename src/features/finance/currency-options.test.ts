import { describe, expect, it } from 'vitest';
import { offeredCurrencies } from './currency-options';

describe('the currencies a finance picker offers', () => {
  it('every crypto currency of the (active-only) list, whatever its kind code; never a fiat-like one', () => {
    expect(
      offeredCurrencies([
        { code: 'USDT', type: 1 },
        { code: 'SOL', type: 2 },
        { code: 'NEW', type: null },
        { code: 'EUR', type: 0 },
      ]),
    ).toEqual(['USDT', 'SOL', 'NEW']);
  });
});
