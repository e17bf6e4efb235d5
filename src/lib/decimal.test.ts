import { describe, expect, it } from 'vitest';
import { add, compare, decimal, decimalText, mul, parseDecimal, round, sub, toNumber } from './decimal';

const d = (text: string) => {
  const value = parseDecimal(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
};

describe('exact decimal arithmetic for money', () => {
  it('adds without binary float noise (0.1 + 0.2 is 0.3)', () => {
    expect(decimalText(add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(toNumber(sub(d('100'), d('0.07')))).toBe(99.93);
  });

  it('reads a number as the decimal it is written as (0.015, 1e-7)', () => {
    expect(decimalText(mul(d('1.1'), decimal(0.015) ?? d('0')))).toBe('0.0165');
    expect(decimalText(decimal(1e-7) ?? d('0'))).toBe('0.0000001');
    expect(decimalText(decimal(2.5e21) ?? d('0'))).toBe('2500000000000000000000');
    expect(decimal(Number.NaN)).toBeNull();
  });

  it('reads typed amounts with the number input rule (spaces, comma) and nothing else', () => {
    expect(decimalText(d('1 250,5'))).toBe('1250.5');
    expect(decimalText(d('.5'))).toBe('0.5');
    expect(decimalText(d('5.'))).toBe('5');
    for (const text of ['', '.', 'abc', '1.2.3', '1e5', '--1']) expect(parseDecimal(text)).toBeNull();
  });

  it('rounds half away from zero, or down when asked', () => {
    expect(decimalText(round(d('2.345'), 2))).toBe('2.35');
    expect(decimalText(round(d('-2.345'), 2))).toBe('-2.35');
    expect(decimalText(round(d('2.3449999'), 2))).toBe('2.34');
    expect(decimalText(round(d('2.349'), 2, 'down'))).toBe('2.34');
    expect(decimalText(round(d('1.5'), 0))).toBe('2');
    expect(decimalText(round(d('1.23'), 8))).toBe('1.23');
  });

  it('compares exactly', () => {
    expect(compare(d('0.30'), add(d('0.1'), d('0.2')))).toBe(0);
    expect(compare(d('100.01'), d('100'))).toBe(1);
    expect(compare(d('-1'), d('0'))).toBe(-1);
  });
});
