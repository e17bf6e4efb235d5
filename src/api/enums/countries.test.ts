import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { country } from './countries';

describe('a country field: alpha-2 or alpha-3 in any case, read as alpha-2', () => {
  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    ['DEU', 'DE'],
    ['deu', 'DE'],
    ['UKR', 'UA'],
    ['XYZ', 'XYZ'],
  ])('country %j reads as %j', (sent, expected) => {
    expect(v.parse(country(), sent)).toBe(expected);
  });
});
