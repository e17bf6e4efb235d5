import { dateOrderFor, dayMonth } from './date-order';

/** SPEC.md section 9: rounding default 2 decimals, at most 15. */
export const DEFAULT_DECIMALS = 2;
export const MAX_DECIMALS = 15;
export const DEFAULT_CURRENCY = 'USDT';

/** What an empty optional value (no external id, no method yet) is shown as. */
export const MISSING = '—';

/** BCP 47 locale for Intl formatting (UA is Ukrainian: uk-UA). */
export function intlLocale(lang: string): string {
  switch (lang) {
    case 'ru':
      return 'ru-RU';
    case 'de':
      return 'de-DE';
    case 'fr':
      return 'fr-FR';
    case 'ua':
      return 'uk-UA';
    case 'en':
      return 'en-US';
    default:
      return lang;
  }
}

let unknownWord: (lang: string) => string = () => '?';

/**
 * How the formatters write a value that did not arrive or could not be read ("Unknown" in
 * the language): set by i18n at start, as this floor imports nothing above it.
 */
export function setUnknownWord(word: (lang: string) => string): void {
  unknownWord = word;
}

/** A value that could not be read, in words (never 0, never a dash that reads as "none"). */
export function unknownText(lang: string): string {
  return unknownWord(lang);
}

/** A finite number, or null for anything else (missing, NaN, a string). */
export function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, min: number, max: number, extra: Intl.NumberFormatOptions = {}) {
  const key = `${lang}|${min}|${max}|${JSON.stringify(extra)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      ...extra,
    });
    cache.set(key, format);
  }
  return format;
}

const clampDecimals = (value: number | null | undefined) =>
  Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(value ?? DEFAULT_DECIMALS)));

/** A number with fixed decimals in the merchant's locale (`1 234,50` in RU, `1,234.50` in EN). */
export function formatNumber(
  value: number | null | undefined,
  lang: string,
  decimals: number | null = DEFAULT_DECIMALS,
): string {
  const number = finite(value);
  if (number === null) return unknownText(lang);
  const d = clampDecimals(decimals);
  return numberFormat(lang, d, d).format(number);
}

/**
 * An amount with its currency code: USDT and 2 decimals unless the currency's precision
 * says otherwise (SPEC.md section 9).
 */
export function formatAmount(
  value: number | null | undefined,
  lang: string,
  currency: string | null = DEFAULT_CURRENCY,
  precision?: number | null,
): string {
  if (finite(value) === null) return unknownText(lang);
  return `${formatNumber(value, lang, precision ?? DEFAULT_DECIMALS)} ${currency || DEFAULT_CURRENCY}`;
}

/** A rate with the currency's rates_precision. */
export function formatRate(
  value: number | null | undefined,
  lang: string,
  ratesPrecision?: number | null,
): string {
  const number = finite(value);
  if (number === null) return unknownText(lang);
  const d = clampDecimals(ratesPrecision ?? 4);
  return numberFormat(lang, 0, d).format(number);
}

/**
 * Percentages with at most 1 decimal, the sign placed as the language writes it (`12.5%` in
 * English, `12,5 %` in German, French and Russian, `12,5%` in Ukrainian). The value is already
 * in percent (12.5 for 12.5 %).
 */
export function formatPercent(
  value: number | null | undefined,
  lang: string,
  /** Exactly this many decimals (the carousel's fees: one); otherwise 0 or 1. */
  decimals?: number,
): string {
  const number = finite(value);
  if (number === null) return unknownText(lang);
  return numberFormat(lang, decimals ?? 0, decimals ?? 1, { style: 'unit', unit: 'percent' }).format(number);
}

/** A signed percentage change (`+12.5%`, `−3%`). */
export function formatPercentChange(value: number | null | undefined, lang: string): string {
  const number = finite(value);
  if (number === null) return unknownText(lang);
  const sign = number > 0 ? '+' : number < 0 ? '−' : '';
  return `${sign}${formatPercent(Math.abs(number), lang)}`;
}

/**
 * Number input (SPEC.md section 5): typed spaces are dropped and commas become the
 * decimal point. Returns the cleaned text (the input keeps what the user typed otherwise).
 */
export function normalizeNumberInput(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(/,/g, '.');
}

export function parseNumberInput(text: string): number | null {
  const cleaned = normalizeNumberInput(text);
  if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Chart dates: dd.MM in Russian and Ukrainian, MM/dd otherwise (SPEC.md section 9, `dateOrderFor`). */
export function formatShortDate(epochSeconds: number | null | undefined, lang: string): string {
  const seconds = finite(epochSeconds);
  if (seconds === null) return unknownText(lang);
  const d = new Date(seconds * 1000);
  if (Number.isNaN(d.getTime())) return unknownText(lang);
  return dayMonth(d.getDate(), d.getMonth() + 1, dateOrderFor(lang));
}

const dateTimeCache = new Map<string, Intl.DateTimeFormat>();

/** Full date and time in the merchant's locale. */
export function formatDateTime(
  epochSeconds: number | null | undefined,
  lang: string,
  withTime = true,
): string {
  const seconds = finite(epochSeconds);
  if (seconds === null) return unknownText(lang);
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return unknownText(lang);
  const key = `${lang}|${withTime}`;
  let format = dateTimeCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateTimeCache.set(key, format);
  }
  return format.format(date);
}
