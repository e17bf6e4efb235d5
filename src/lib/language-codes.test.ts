import { describe, expect, it } from 'vitest';
import { languageCode } from './language-codes';

describe('language codes in any case', () => {
  it.each([
    ['RU', 'ru'],
    ['en-US', 'en'],
    ['uk', 'ua'],
    ['UA', 'ua'],
  ])('%j is %j', (sent, code) => {
    expect(languageCode(sent)).toBe(code);
  });
});
