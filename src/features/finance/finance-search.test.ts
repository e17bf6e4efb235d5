import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CurrencySearch, OverviewSearch } from './finance-search';

describe('finance URL state', () => {
  it('reads the chart period, step and wallet', () => {
    expect(v.parse(OverviewSearch, { period: '90', step: 'week', currency: 'BTC' })).toEqual({
      period: 90,
      step: 'week',
      currency: 'BTC',
      dialog: undefined,
    });
  });

  it('drops values outside the offered choices instead of failing', () => {
    expect(v.parse(OverviewSearch, { period: 12, step: 'hour', currency: 'btc!' })).toEqual({
      period: undefined,
      step: undefined,
      currency: undefined,
      dialog: undefined,
    });
    expect(v.parse(CurrencySearch, { currency: 'USDT' })).toEqual({ currency: 'USDT' });
  });
});
