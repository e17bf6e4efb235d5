import { waitFor } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as appI18n, translateDynamic } from './i18n';
import type { Catalogue } from './merge';

// Each fresh copy registers its own instance with react-i18next: give the app's back.
afterAll(() => setI18n(appI18n));

/** The module keeps what it loaded: every test starts from a fresh copy. */
let instance = 0;
async function freshI18n() {
  // A query makes a new module id: resetting the whole registry would reach other test files.
  instance += 1;
  return (await import(/* @vite-ignore */ `./i18n?instance=${instance}`)) as typeof import('./i18n');
}

describe('message catalogues', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('a bundled language loads alone: a Russian merchant downloads no English messages', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({ lang: 'ru' });
    expect(i18n.t('layout.skip_link')).toBe('Перейти к содержимому');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('a language only the server knows falls back to English for the keys it lacks', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({
      lang: 'de',
      loadServerCatalogue: async (lang): Promise<Catalogue> =>
        lang === 'de' ? { auth: { login: { title: 'Anmelden' } } } : {},
    });
    expect(i18n.t('auth.login.title')).toBe('Anmelden');
    expect(i18n.t('layout.skip_link')).toBe('Skip to content');
  });

  it('Ukrainian (code ua) uses its three plural forms, not English one/other', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({
      lang: 'ua',
      loadServerCatalogue: async (lang): Promise<Catalogue> =>
        lang === 'ua'
          ? {
              n: {
                shops_one: '{{count}} магазин',
                shops_few: '{{count}} магазини',
                shops_many: '{{count}} магазинів',
              },
            }
          : {},
    });
    expect(translateDynamic(i18n, 'n.shops', { count: 1 })).toBe('1 магазин');
    expect(translateDynamic(i18n, 'n.shops', { count: 3 })).toBe('3 магазини');
    expect(translateDynamic(i18n, 'n.shops', { count: 5 })).toBe('5 магазинів');
    expect(translateDynamic(i18n, 'n.shops', { count: 11 })).toBe('11 магазинів');
  });

  it('numbers in Ukrainian messages are grouped as uk-UA writes them', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({
      lang: 'ua',
      loadServerCatalogue: async (lang): Promise<Catalogue> =>
        lang === 'ua'
          ? {
              n: {
                rows_one: '{{count, number}} рахунок',
                rows_few: '{{count, number}} рахунки',
                rows_many: '{{count, number}} рахунків',
              },
            }
          : {},
    });
    expect(translateDynamic(i18n, 'n.rows', { count: 12345 }).replace(/\s/g, ' ')).toBe('12 345 рахунків');
  });

  it('a stored session has the signed-in messages as soon as start-up ends', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({ lang: 'en', signedIn: true });
    expect(i18n.t('dashboard.title')).toBe('Dashboard');
  });

  it('signed out, only the guest screens’ messages load until a signed-in screen asks', async () => {
    const { i18n, initI18n, ensureFullCatalogue } = await freshI18n();
    await initI18n({ lang: 'en' });
    expect(i18n.exists('dashboard.title')).toBe(false);
    await ensureFullCatalogue();
    expect(i18n.t('dashboard.title')).toBe('Dashboard');
  });

  it('every area’s action names load at start, with the core messages', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({ lang: 'ru' });
    expect(i18n.t('errors.actions.auth.login')).toBe('Вход');
    expect(i18n.t('errors.actions.stores.create')).toBe('Создание магазина');
  });

  it('switching to a language only the server knows brings the English signed-in messages', async () => {
    const { i18n, initI18n, ensureFullCatalogue, changeLanguage } = await freshI18n();
    await initI18n({ lang: 'ru', loadServerCatalogue: async () => ({}) });
    await ensureFullCatalogue();
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await changeLanguage('fr');
    expect(i18n.t('dashboard.title')).toBe('Dashboard');
  });

  it('the finance and profile areas’ messages load with those areas, not with the dashboard', async () => {
    const { i18n, initI18n, ensureAreaCatalogue } = await freshI18n();
    await initI18n({ lang: 'en', signedIn: true });
    expect(i18n.t('dashboard.title')).toBe('Dashboard');
    expect(i18n.exists('finance.withdraw.amount_required')).toBe(false);
    expect(i18n.exists('security.save')).toBe(false);
    await ensureAreaCatalogue();
    expect(i18n.t('finance.withdraw.amount_required')).toBe('Enter an amount.');
    expect(i18n.t('security.save')).toBe('Save');
  });

  it('once an area was opened, a language switch brings its messages in the new language too', async () => {
    const { i18n, initI18n, ensureAreaCatalogue, changeLanguage } = await freshI18n();
    await initI18n({ lang: 'en', signedIn: true, loadServerCatalogue: async () => ({}) });
    await ensureAreaCatalogue();
    await changeLanguage('ru');
    expect(i18n.t('finance.withdraw.amount_required')).toBe('Введите сумму.');
    expect(i18n.t('security.save')).toBe('Сохранить');
    // A language only the server knows: the areas' English messages stand in for what it lacks.
    await changeLanguage('fr');
    expect(i18n.t('finance.withdraw.amount_required')).toBe('Enter an amount.');
  });

  it('a part asked for after a language was loaded comes when the merchant switches back to it', async () => {
    const { i18n, initI18n, ensureAreaCatalogue, ensureFullCatalogue, changeLanguage } = await freshI18n();
    // A guest switches languages on the sign-in screen, signs in, opens an area, switches again.
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
    await changeLanguage('ru');
    await changeLanguage('en');
    await ensureFullCatalogue();
    await ensureAreaCatalogue();
    await changeLanguage('ru');
    expect(i18n.t('dashboard.title')).toBe('Главная');
    expect(i18n.t('finance.withdraw.amount_required')).toBe('Введите сумму.');
  });

  it('start-up does not wait for the server messages of a bundled language', async () => {
    const { i18n, initI18n } = await freshI18n();
    const never = new Promise<Catalogue>(() => {});
    await initI18n({ lang: 'en', loadServerCatalogue: () => never });
    expect(i18n.t('auth.login.title')).toBe('Sign in to your account');
  });

  it('server messages refine a bundled language once they arrive', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n({
      lang: 'en',
      loadServerCatalogue: async (): Promise<Catalogue> => ({ auth: { login: { title: 'Welcome back' } } }),
    });
    await waitFor(() => expect(i18n.t('auth.login.title')).toBe('Welcome back'));
  });

  it('server messages of a bundled language are asked for only after the first screen', async () => {
    const { initI18n } = await freshI18n();
    let shown = () => {};
    const firstScreen = new Promise<void>((resolve) => {
      shown = resolve;
    });
    const loadServerCatalogue = vi.fn(async (): Promise<Catalogue> => ({}));
    await initI18n({ lang: 'en', loadServerCatalogue, refineAfter: firstScreen });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadServerCatalogue).not.toHaveBeenCalled();
    shown();
    await waitFor(() => expect(loadServerCatalogue).toHaveBeenCalledWith('en'));
  });
});
