import { describe, expect, it } from 'vitest';
import { languageToSend, notificationLanguageOptions } from './notification-languages';

describe('Notification language: the base list plus the server list', () => {
  it('offers RU, EN, DE, FR and UA even when the server lists fewer', () =>
    expect(
      notificationLanguageOptions([{ code: 'en', title: 'English', raw: 'en' }], 'en').map((o) => o.value),
    ).toEqual(['ru', 'en', 'de', 'fr', 'ua']));
  it('adds the languages only the server offers, once', () => {
    const options = notificationLanguageOptions(
      [
        { code: 'ES', title: 'Español', raw: 'ES' },
        { code: 'ru', title: 'Русский', raw: 'ru' },
      ],
      'ru',
    );
    expect(options.map((o) => o.value)).toEqual(['ru', 'en', 'de', 'fr', 'ua', 'es']);
  });
  it('a language chosen is saved as the server lists it, else as the cabinet writes it', () => {
    const server = [{ code: 'en', title: 'English', raw: 'EN' }];
    expect(languageToSend('en', server)).toBe('EN');
    expect(languageToSend('de', server)).toBe('de');
  });
  it('keeps a saved language nobody lists', () =>
    expect(notificationLanguageOptions([], 'kk').map((o) => o.value)).toContain('kk'));
});
