import { describe, expect, it } from 'vitest';
import {
  availableBalance,
  favoritesFor,
  maxWithdrawal,
  payoutMethods,
  totalsNote,
  withdrawalAmountError,
} from './withdrawals';

const limits = { available: 100, min: 10, fee: 0.01, precision: 2 };

describe('withdrawal amount rules', () => {
  it('available = balance - hold - min balance, never negative', () => {
    expect(availableBalance({ balance: 150, hold: 30 }, 10)).toBe(110);
    expect(availableBalance({ balance: 5, hold: 3 }, 10)).toBe(0);
  });

  it('available is not known (null) when the balance, the hold or the minimum did not arrive', () => {
    expect(availableBalance({ balance: null, hold: 30 }, 10)).toBeNull();
    expect(availableBalance({ balance: 150, hold: null }, 10)).toBeNull();
    expect(availableBalance({ balance: 150, hold: 30 }, null)).toBeNull();
  });

  it('a limit that did not arrive is left to the backend, the known ones are still checked', () => {
    const unknown = { available: null, min: null, fee: null, precision: 2 };
    expect(withdrawalAmountError('1000000', unknown)).toBeUndefined();
    expect(withdrawalAmountError('0', unknown)).toBe('finance.withdraw.amount_positive');
    expect(withdrawalAmountError('100', { ...limits, fee: null })).toBeUndefined();
    expect(withdrawalAmountError('100.5', { ...limits, fee: null })).toBe(
      'finance.withdraw.amount_available',
    );
  });

  it('the Max amount leaves room for the method fee, cut to the currency precision', () => {
    expect(maxWithdrawal(100, 0.01, 2)).toBe(99.0);
    expect(maxWithdrawal(1, 0.005, 8)).toBe(0.99502487);
    expect(maxWithdrawal(0, 0.01, 2)).toBe(0);
  });

  it('accepts spaces and commas as typed (number input rule)', () => {
    expect(withdrawalAmountError('1 0,5', { ...limits, available: 1000 })).toBeUndefined();
  });

  it('needs a number greater than zero', () => {
    expect(withdrawalAmountError('', limits)).toBe('finance.withdraw.amount_required');
    expect(withdrawalAmountError('ten', limits)).toBe('finance.withdraw.amount_invalid');
    expect(withdrawalAmountError('0', limits)).toBe('finance.withdraw.amount_positive');
  });

  it('needs at least the method minimum', () => {
    expect(withdrawalAmountError('9.99', limits)).toBe('finance.withdraw.amount_min');
    expect(withdrawalAmountError('10', limits)).toBeUndefined();
  });

  it('amount plus fee may not exceed what is available', () => {
    expect(withdrawalAmountError('99', limits)).toBeUndefined();
    expect(withdrawalAmountError('99.01', limits)).toBe('finance.withdraw.amount_available');
  });

  it('allows no more decimals than the currency has', () => {
    expect(withdrawalAmountError('10.001', limits)).toBe('finance.withdraw.amount_precision');
  });
});

describe('withdrawal choices', () => {
  it('offers the payout methods of the chosen currency only', () => {
    const methods = [
      { id: 1, title: 'A', type: 'payment', currency: 'USDT', min_amount: 1, fee: 0, logo: null },
      { id: 101, title: 'A', type: 'payout', currency: 'USDT', min_amount: 10, fee: 0.01, logo: null },
      { id: 104, title: 'B', type: 'payout', currency: 'BTC', min_amount: 0.0005, fee: 0.005, logo: null },
    ] as const;
    expect(payoutMethods([...methods], 'USDT').map((m) => m.id)).toEqual([101]);
  });

  it('a payout method that names no currency is one of the currency asked for', () => {
    const methods = [
      { id: 7, title: null, type: 'payout', currency: null, min_amount: null, fee: null, logo: null },
    ] as const;
    expect(payoutMethods([...methods], 'USDT').map((m) => m.id)).toEqual([7]);
  });

  it('lists favourites of the chosen currency first, newest first', () => {
    const list = [
      { address: 'a', currency: 'BTC', title: '', created: 3 },
      { address: 'b', currency: 'USDT', title: '', created: 1 },
      { address: 'c', currency: 'USDT', title: '', created: 2 },
    ];
    expect(favoritesFor(list, 'USDT').map((f) => f.address)).toEqual(['c', 'b', 'a']);
  });

  it('favourites without a currency or a date come after those of the currency, in the order they came', () => {
    const list = [
      { address: 'a', currency: null, title: '', created: null },
      { address: 'b', currency: 'BTC', title: '', created: null },
      { address: 'c', currency: 'USDT', title: '', created: null },
      { address: 'd', currency: null, title: '', created: null },
    ];
    expect(favoritesFor(list, 'USDT').map((f) => f.address)).toEqual(['c', 'a', 'd', 'b']);
  });
});

describe('why the total in USDT differs from the debited total (SPEC 9 precision)', () => {
  const usdt = {
    currency: 'USDT',
    amount: 33.17,
    total: 33.34,
    systemCurrency: 'USDT',
    systemPrecision: 2,
    systemFee: 0.17,
    systemTotal: 33.35,
    rate: 1.0003,
  };

  it('shows the conversion step: 33.17 at 1.0003 is 33.18, plus the 0.17 fee is 33.35, 0.01 over 33.34', () => {
    expect(totalsNote(usdt)).toEqual({
      kind: 'conversion',
      converted: 33.18,
      rate: 1.0003,
      systemFee: 0.17,
      systemTotal: 33.35,
      difference: 0.01,
    });
  });

  it('a difference below the debited total is negative', () => {
    const note = totalsNote({
      ...usdt,
      amount: 696.64,
      total: 714.06,
      systemFee: 17.41,
      systemTotal: 713.98,
      rate: 0.9999,
    });
    expect(note).toMatchObject({ kind: 'conversion', converted: 696.57, difference: -0.08 });
  });

  it('without a rate it names the rounding and the difference only', () => {
    expect(totalsNote({ ...usdt, rate: null })).toEqual({ kind: 'rounding', difference: 0.01 });
  });

  it('says nothing when the totals agree or the USDT total is missing', () => {
    expect(totalsNote({ ...usdt, systemTotal: 33.34, rate: 1 })).toBeNull();
    expect(totalsNote({ ...usdt, systemTotal: null })).toBeNull();
  });

  it('for another currency it shows the conversion without a difference (the totals are in different units)', () => {
    const btc = {
      ...usdt,
      currency: 'BTC',
      amount: 0.13924137,
      total: 0.13993758,
      systemFee: 43.96,
      systemTotal: 8835.36,
      rate: 63137.87,
    };
    expect(totalsNote(btc)).toEqual({
      kind: 'conversion',
      converted: 8791.4,
      rate: 63137.87,
      systemFee: 43.96,
      systemTotal: 8835.36,
      difference: null,
    });
    expect(totalsNote({ ...btc, rate: null })).toBeNull();
  });

  it('shows no breakdown that does not add up', () => {
    expect(totalsNote({ ...usdt, systemFee: 0.5 })).toEqual({ kind: 'rounding', difference: 0.01 });
  });
});
