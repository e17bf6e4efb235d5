import { describe, expect, it } from 'vitest';
import { alpha3Of, countryCode, isCountryCode } from './country-codes';

describe('ISO 3166-1 countries: alpha-2 or alpha-3, any case, read as alpha-2', () => {
  it.each([
    ['DE', 'DE'],
    ['deu', 'DE'],
    ['GBR', 'GB'],
    ['usa', 'US'],
    ['RUS', 'RU'],
    ['UKR', 'UA'],
    ['FRA', 'FR'],
  ])('%j is %j', (sent, code) => {
    expect(countryCode(sent)).toBe(code);
  });

  it('goes both ways for every country, one alpha-3 per alpha-2', () => {
    const codes = ['DE', 'GB', 'US', 'RU', 'UA', 'FR', 'CY', 'AE', 'SG', 'KZ'];
    for (const code of codes) {
      const alpha3 = alpha3Of(code);
      expect(alpha3).toMatch(/^[A-Z]{3}$/);
      expect(countryCode(alpha3 ?? '')).toBe(code);
      expect(isCountryCode(code)).toBe(true);
    }
  });

  it('keeps a code of neither system as sent, in upper case', () => {
    expect(countryCode('xx')).toBe('XX');
    expect(isCountryCode('XX')).toBe(false);
  });
});
