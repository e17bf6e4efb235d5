import { normalizeNumberInput } from './format';

/**
 * An exact decimal number: `units / 10^scale`. Money figures are worked out in these (whole
 * numbers of the smallest unit kept), never by adding binary floats: 0.1 + 0.2 stays 0.3.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/** Reads `-12.345`, `1e-7` or `2.5E+3` (plain decimal text, as `String(number)` writes it). */
function fromText(text: string): Decimal | null {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  let units = BigInt(`${whole || '0'}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/**
 * The exact decimal a number stands for: the shortest text that reads back as the same
 * number (0.015 is 15 thousandths, not the binary float's 0.01499999…). Null when not finite.
 */
export function decimal(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  return fromText(String(value));
}

/**
 * A typed amount as an exact decimal (number input rule: spaces dropped, commas become the
 * point). Null for anything that is not a plain decimal number.
 */
export function parseDecimal(text: string): Decimal | null {
  const cleaned = normalizeNumberInput(text);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return fromText(cleaned);
}

/** The number of decimals written in a typed amount (`1.50` has 2). */
export function decimalsTyped(text: string): number {
  return normalizeNumberInput(text).split('.')[1]?.length ?? 0;
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const diff = sub(a, b).units;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export function isZero(value: Decimal): boolean {
  return value.units === 0n;
}

/**
 * Rounded to `decimals`: `half-up` takes a half away from zero (2.345 -> 2.35, -2.345 ->
 * -2.35), `down` drops the rest (towards zero).
 */
export function round(value: Decimal, decimals: number, mode: 'half-up' | 'down' = 'half-up'): Decimal {
  if (value.scale <= decimals) return value;
  const divisor = pow10(value.scale - decimals);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let units = magnitude / divisor;
  if (mode === 'half-up' && (magnitude % divisor) * 2n >= divisor) units += 1n;
  return { units: negative ? -units : units, scale: decimals };
}

/** The exact decimal as text (`-0.004`, `12`), no exponent. */
export function decimalText(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The nearest number (for display and for the rules that take numbers). */
export function toNumber(value: Decimal): number {
  const number = Number(decimalText(value));
  return Object.is(number, -0) ? 0 : number;
}
