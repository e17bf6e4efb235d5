import { describe, expect, it } from 'vitest';
import { notificationLanguageOptions } from './notification-languages';

describe('Notification language: the base list plus the server list', () => {
  it('offers RU, EN, DE, FR and UA even when the server lists fewer', () =>
    expect(notificationLanguageOptions([{ code: 'en', title: 'English' }], 'en').map((o) => o.value)).toEqual(
      ['ru', 'en', 'de', 'fr', 'ua'],
    ));
  it('adds the languages only the server offers, once', () => {
    const options = notificationLanguageOptions(
      [
        { code: 'ES', title: 'Español' },
        { code: 'ru', title: 'Русский' },
      ],
      'ru',
    );
    expect(options.map((o) => o.value)).toEqual(['ru', 'en', 'de', 'fr', 'ua', 'es']);
  });
  it('keeps a saved language nobody lists', () =>
    expect(notificationLanguageOptions([], 'kk').map((o) => o.value)).toContain('kk'));
});
