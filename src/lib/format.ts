import { intlLocale } from '@/i18n/languages';

/** SPEC.md section 9: rounding default 2 decimals, at most 15. */
export const DEFAULT_DECIMALS = 2;
export const MAX_DECIMALS = 15;
export const DEFAULT_CURRENCY = 'USDT';

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
  value: number,
  lang: string,
  decimals: number | null = DEFAULT_DECIMALS,
): string {
  const d = clampDecimals(decimals);
  return numberFormat(lang, d, d).format(Number.isFinite(value) ? value : 0);
}

/**
 * An amount with its currency code: USDT and 2 decimals unless the currency's precision
 * says otherwise (SPEC.md section 9).
 */
export function formatAmount(
  value: number,
  lang: string,
  currency = DEFAULT_CURRENCY,
  precision?: number | null,
): string {
  return `${formatNumber(value, lang, precision ?? DEFAULT_DECIMALS)} ${currency || DEFAULT_CURRENCY}`;
}

/** A rate with the currency's rates_precision. */
export function formatRate(value: number, lang: string, ratesPrecision?: number | null): string {
  const d = clampDecimals(ratesPrecision ?? 4);
  return numberFormat(lang, 0, d).format(value);
}

/** Percentages with at most 1 decimal (`12.5 %`, `3 %`). */
export function formatPercent(value: number, lang: string): string {
  return `${numberFormat(lang, 0, 1).format(Number.isFinite(value) ? value : 0)}%`;
}

/** A signed percentage change (`+12.5%`, `−3%`). */
export function formatPercentChange(value: number, lang: string): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatPercent(Math.abs(value), lang)}`;
}

/** Fees are fractions shown as value x 100 with at most 1 decimal (0.015 -> 1.5). */
export function feeToPercent(fraction: number): number {
  return Math.round(fraction * 1000) / 10;
}

export function formatFee(fraction: number, lang: string): string {
  return formatPercent(feeToPercent(fraction), lang);
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

/** Chart dates: dd.MM for the Russian locale, MM/dd otherwise (SPEC.md section 9). */
export function formatShortDate(epochSeconds: number, lang: string): string {
  const d = new Date(epochSeconds * 1000);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return lang === 'ru' ? `${dd}.${mm}` : `${mm}/${dd}`;
}

const dateTimeCache = new Map<string, Intl.DateTimeFormat>();

/** Full date and time in the merchant's locale. */
export function formatDateTime(epochSeconds: number, lang: string, withTime = true): string {
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
  return format.format(new Date(epochSeconds * 1000));
}
