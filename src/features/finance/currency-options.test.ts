import { describe, expect, it } from 'vitest';
import { offeredCurrencies } from './currency-options';

describe('the currencies a finance picker offers', () => {
  it('every active crypto currency, whatever its kind code; never an inactive or fiat-like one', () => {
    expect(
      offeredCurrencies([
        { code: 'USDT', active: true, type: 1 },
        { code: 'SOL', active: true, type: 2 },
        { code: 'NEW', active: true, type: null },
        { code: 'DOGE', active: false, type: 1 },
        { code: 'EUR', active: true, type: 0 },
        { code: 'XRP', active: null, type: 1 },
      ]),
    ).toEqual(['USDT', 'SOL', 'NEW']);
  });
});
