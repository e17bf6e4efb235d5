import { describe, expect, it } from 'vitest';
import { feeExample, feePayerOf, feePercent, splitFees } from './fees';

describe('Fees shown as value x 100 with at most 1 decimal (SPEC 9)', () => {
  it('a fee that did not arrive stays missing (never 0)', () => {
    expect(feePercent(null)).toBeNull();
    expect(feePercent(Number.NaN)).toBeNull();
  });

  it.each([
    [0.015, 1.5],
    [0.01, 1],
    [0, 0],
    [0.0125, 1.3],
    [0.001, 0.1],
    [0.1234, 12.3],
    [0.07, 7],
  ])('%s -> %s', (fraction, percent) => {
    expect(feePercent(fraction)).toBe(percent);
  });
});

describe('Fee payer and the split rule', () => {
  it('derives the payer from the fees when the backend leaves it out', () => {
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0.015, client_fee: 0 })).toBe('merchant');
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0, client_fee: 0.015 })).toBe('client');
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0.01, client_fee: 0.005 })).toBe('split');
    expect(feePayerOf({ fee_payer: 'client', merchant_fee: 0.01, client_fee: 0.005 })).toBe('client');
  });

  it('split gives the client half rounded down to 0.0001 and the merchant the rest', () => {
    expect(splitFees(0.015, 'split')).toEqual({ merchant_fee: 0.0075, client_fee: 0.0075 });
    expect(splitFees(0.0125, 'split')).toEqual({ merchant_fee: 0.0063, client_fee: 0.0062 });
    expect(splitFees(0.02, 'client')).toEqual({ merchant_fee: 0, client_fee: 0.02 });
  });

  it('works the 100 USDT example for each payer', () => {
    expect(feeExample(0.015, 'merchant')).toMatchObject({ customerPays: 100, merchantReceives: 98.5 });
    expect(feeExample(0.015, 'client')).toMatchObject({ customerPays: 101.5, merchantReceives: 100 });
    expect(feeExample(0.015, 'split')).toMatchObject({ customerPays: 100.75, merchantReceives: 99.25 });
    expect(feeExample(0.03, 'split', 100, { merchant_fee: 0.025, client_fee: 0.005 })).toMatchObject({
      customerPays: 100.5,
      merchantReceives: 97.5,
    });
  });
});
