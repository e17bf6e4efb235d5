import { describe, expect, it } from 'vitest';
import { type LandingManifest, landingFiles } from './landing-files';

const manifest: LandingManifest = {
  guest: ['/assets/guest-layout.js'],
  login: ['/assets/login.js'],
  signedIn: ['/assets/app.js', '/assets/app.css'],
  dashboard: ['/assets/dashboard.js', '/assets/dashboard.css'],
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
      '/assets/app.js',
      '/assets/app.css',
      '/assets/dashboard.js',
      '/assets/dashboard.css',
    ]);
  });

  it('signed in on another screen: the layout but not the dashboard (that screen loads its own part)', () => {
    const files = landingFiles(manifest, { signedIn: true, path: '/finance/invoice', catalogue: 'en' });
    expect(files).toContain('/assets/app.js');
    expect(files).not.toContain('/assets/dashboard.js');
  });

  it('signed in on a guest screen: nothing of the signed-in areas (the guard decides where to go)', () => {
    expect(landingFiles(manifest, { signedIn: true, path: '/login', catalogue: 'en' })).not.toContain(
      '/assets/app.js',
    );
  });

  it('a catalogue the build does not ship is not preloaded', () => {
    expect(landingFiles(manifest, { signedIn: true, path: '/store', catalogue: 'de' })).toEqual([
      '/assets/app.js',
      '/assets/app.css',
    ]);
  });
});
