import { describe, expect, it } from 'vitest';
import { unknownText } from '@/lib/format';
import { feePayerOf, feePercent, feeSplit, formatFee, splitFees } from './fees';

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

describe('One format for every fee shown', () => {
  it('has at most one decimal and no trailing ".0"', () => {
    expect(formatFee(0.015, 'en')).toBe('1.5%');
    expect(formatFee(0, 'en')).toBe('0%');
    expect(formatFee(0.01, 'en')).toBe('1%');
    expect(formatFee(0.0125, 'en')).toBe('1.3%');
    // A fee that did not arrive is said to be unknown, never 0 or a dash.
    expect(formatFee(null, 'en')).toBe(unknownText('en'));
  });
});

describe('Fee payer and the split rule', () => {
  it('derives the payer from the fees in force', () => {
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0.015, client_fee: 0 })).toBe('merchant');
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0, client_fee: 0.015 })).toBe('client');
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0.01, client_fee: 0.005 })).toBe('split');
  });

  it('believes the fees over a stored payer that contradicts them; the payer only when fees are missing', () => {
    expect(feePayerOf({ fee_payer: 'client', merchant_fee: 0.01, client_fee: 0.005 })).toBe('split');
    expect(feePayerOf({ fee_payer: 'split', merchant_fee: 0.015, client_fee: 0 })).toBe('merchant');
    expect(feePayerOf({ fee_payer: 'client', merchant_fee: null, client_fee: null })).toBe('client');
    expect(feePayerOf({ fee_payer: null, merchant_fee: null, client_fee: 0.01 })).toBeNull();
  });

  it('tells an even split (the rule: halves differ by at most 0.0001) from an uneven one', () => {
    expect(feeSplit({ merchant_fee: 0.015, client_fee: 0 })?.kind).toBe('merchant');
    expect(feeSplit({ merchant_fee: 0, client_fee: 0.02 })?.kind).toBe('client');
    expect(feeSplit({ merchant_fee: 0.0075, client_fee: 0.0075 })?.kind).toBe('even');
    expect(feeSplit({ merchant_fee: 0.0063, client_fee: 0.0062 })?.kind).toBe('even');
    expect(feeSplit({ merchant_fee: 0.015, client_fee: 0.005 })).toEqual({
      kind: 'uneven',
      merchant_fee: 0.015,
      client_fee: 0.005,
    });
    expect(feeSplit({ merchant_fee: 0.012, client_fee: 0.005 })?.kind).toBe('uneven');
    expect(feeSplit({ merchant_fee: null, client_fee: 0.005 })).toBeNull();
  });

  it('split gives the client half rounded down to 0.0001 and the merchant the rest', () => {
    expect(splitFees(0.015, 'split')).toEqual({ merchant_fee: 0.0075, client_fee: 0.0075 });
    expect(splitFees(0.0125, 'split')).toEqual({ merchant_fee: 0.0063, client_fee: 0.0062 });
    expect(splitFees(0.02, 'client')).toEqual({ merchant_fee: 0, client_fee: 0.02 });
  });
});
