import { describe, expect, it } from 'vitest';
import { bundledCatalogueFor } from '@/i18n/languages';
import { type LandingManifest, landingFiles } from './landing-files';

const manifest: LandingManifest = {
  guest: ['/assets/guest-layout.js'],
  login: ['/assets/login.js'],
  signedIn: ['/assets/app.js', '/assets/app.css'],
  transport: ['/assets/transport.js'],
  dashboard: ['/assets/dashboard.js', '/assets/dashboard.css'],
  wideTable: ['/assets/table.js'],
  catalogues: {
    en: { core: ['/assets/en-core.js'], rest: ['/assets/en.js'] },
    ru: { core: ['/assets/ru-core.js'], rest: ['/assets/ru.js'] },
  },
};

describe('the boot script starts the landing screen downloads', () => {
  it('signed out: the core messages and the sign-in screen (every signed-in path ends on /login)', () => {
    const login = ['/assets/en-core.js', '/assets/guest-layout.js', '/assets/login.js'];
    expect(landingFiles(manifest, { signedIn: false, path: '/', catalogue: 'en' })).toEqual(login);
    expect(landingFiles(manifest, { signedIn: false, path: '/finance', catalogue: 'en' })).toEqual(login);
    expect(landingFiles(manifest, { signedIn: false, path: '/login', catalogue: 'en' })).toEqual(login);
  });

  it('another guest screen: its layout, not the sign-in screen', () => {
    expect(landingFiles(manifest, { signedIn: false, path: '/forgot-password', catalogue: 'en' })).toEqual([
      '/assets/en-core.js',
      '/assets/guest-layout.js',
    ]);
  });

  it('signed in on /: the messages, the signed-in layout and the dashboard', () => {
    expect(landingFiles(manifest, { signedIn: true, path: '/', catalogue: 'ru' })).toEqual([
      '/assets/ru-core.js',
      '/assets/ru.js',
      '/assets/transport.js',
      '/assets/app.js',
      '/assets/app.css',
      '/assets/dashboard.js',
      '/assets/dashboard.css',
    ]);
  });

  it('signed in on / on a wide screen: the lazily loaded transaction table too (phones show cards)', () => {
    expect(landingFiles(manifest, { signedIn: true, path: '/', catalogue: 'en', wide: true })).toContain(
      '/assets/table.js',
    );
    expect(landingFiles(manifest, { signedIn: true, path: '/', catalogue: 'en', wide: false })).not.toContain(
      '/assets/table.js',
    );
    expect(
      landingFiles(manifest, { signedIn: true, path: '/finance', catalogue: 'en', wide: true }),
    ).not.toContain('/assets/table.js');
  });

  it('signed in on another screen: the layout but not the dashboard (that screen loads its own part)', () => {
    const files = landingFiles(manifest, { signedIn: true, path: '/finance/invoice', catalogue: 'en' });
    expect(files).toContain('/assets/app.js');
    // Every signed-in load refreshes its token at once: the sending code comes with the framework.
    expect(files).toContain('/assets/transport.js');
    expect(files).not.toContain('/assets/dashboard.js');
  });

  it('signed in on a guest screen: the dashboard, where the guard sends the merchant', () => {
    const files = landingFiles(manifest, { signedIn: true, path: '/login', catalogue: 'en' });
    expect(files).toContain('/assets/dashboard.js');
    expect(files).toContain('/assets/en.js');
    expect(files).not.toContain('/assets/login.js');
  });

  it('a language the server alone provides starts from the English catalogue', () => {
    const files = landingFiles(manifest, {
      signedIn: false,
      path: '/login',
      catalogue: bundledCatalogueFor('de'),
    });
    expect(files).toContain('/assets/en-core.js');
    expect(landingFiles(manifest, { signedIn: false, path: '/login', catalogue: 'ru' })).not.toContain(
      '/assets/en-core.js',
    );
  });
});
