import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatPercentChange,
  formatShortDate,
  unknownText,
} from './format';

// Spaces Intl puts between digit groups and before a percent sign differ by language
// (no-break, narrow no-break): compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Numbers, amounts and percentages follow the language’s locale', () => {
  it.each([
    ['en', '1,234.50'],
    ['de', '1.234,50'],
    ['fr', '1 234,50'],
    ['ru', '1 234,50'],
    ['ua', '1 234,50'],
  ])('%s: %s', (lang, text) => {
    expect(plain(formatNumber(1234.5, lang))).toBe(text);
    expect(plain(formatAmount(1234.5, lang))).toBe(`${text} USDT`);
  });

  it.each([
    ['en', '12.5%'],
    ['de', '12,5 %'],
    ['fr', '12,5 %'],
    ['ru', '12,5 %'],
    ['ua', '12,5%'],
  ])('%s percent: %s', (lang, text) => {
    expect(plain(formatPercent(12.5, lang))).toBe(text);
  });

  it('percentages keep at most 1 decimal and changes carry their sign', () => {
    expect(formatPercent(3, 'en')).toBe('3%');
    expect(formatPercent(33.333, 'en')).toBe('33.3%');
    expect(formatPercentChange(50, 'en')).toBe('+50%');
    expect(plain(formatPercentChange(-3.25, 'de'))).toBe('−3,3 %');
    expect(formatPercentChange(0, 'en')).toBe('0%');
    expect(plain(formatPercent(2, 'ru', 1))).toBe('2,0 %');
  });
});

describe('Dates', () => {
  const seconds = new Date(2024, 1, 5, 13, 7).getTime() / 1000;

  it('chart dates: day first in Russian and Ukrainian, month first otherwise', () => {
    expect(formatShortDate(seconds, 'ru')).toBe('05.02');
    expect(formatShortDate(seconds, 'ua')).toBe('05.02');
    expect(formatShortDate(seconds, 'en')).toBe('02/05');
    expect(formatShortDate(seconds, 'de')).toBe('02/05');
    expect(formatShortDate(null, 'ru')).toBe(unknownText('ru'));
  });

  it('full dates in each language’s own order (uk-UA for Ukrainian)', () => {
    expect(formatDateTime(seconds, 'en', false)).toBe('02/05/2024');
    expect(formatDateTime(seconds, 'de', false)).toBe('05.02.2024');
    expect(formatDateTime(seconds, 'fr', false)).toBe('05/02/2024');
    expect(formatDateTime(seconds, 'ru', false)).toBe('05.02.2024');
    expect(formatDateTime(seconds, 'ua', false)).toBe('05.02.2024');
    expect(formatDateTime(seconds, 'ua')).toBe('05.02.2024, 13:07');
  });
});
