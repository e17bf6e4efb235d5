import { beforeEach, describe, expect, it } from 'vitest';
import { type LandingFiles, landingFiles } from './landing';

const files: LandingFiles = {
  'route:_guest': ['assets/guest-layout.js'],
  'route:_guest/login': ['assets/login.js', 'assets/auth-card.css'],
  'route:_app': ['assets/app.js', 'assets/app.css'],
  'route:_app/index': ['assets/dashboard.js', 'assets/app.css'],
  sending: ['assets/exchange.js'],
  'wide-table': ['assets/transaction-table.js'],
  'messages:en-core': ['assets/en-core.js'],
  'messages:en': ['assets/en.js'],
  'messages:ru-core': ['assets/ru-core.js'],
  'messages:ru': ['assets/ru.js'],
};

describe('the boot script preloads the screen the route guards will land on', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'en'));

  it('signed out: the core messages and the sign-in screen, wherever the address points', () => {
    const login = ['assets/en-core.js', 'assets/guest-layout.js', 'assets/login.js', 'assets/auth-card.css'];
    for (const path of ['/', '/finance', '/login'])
      expect(landingFiles(files, false, path, true)).toEqual(login);
  });

  it('another guest screen: its layout, not the sign-in screen', () => {
    expect(landingFiles(files, false, '/forgot-password', true)).toEqual([
      'assets/en-core.js',
      'assets/guest-layout.js',
    ]);
  });

  it('signed in on /: all the messages, the sending code, the layout and the dashboard, each file once', () => {
    expect(landingFiles(files, true, '/', true)).toEqual([
      'assets/en-core.js',
      'assets/en.js',
      'assets/exchange.js',
      'assets/app.js',
      'assets/app.css',
      'assets/dashboard.js',
      'assets/transaction-table.js',
    ]);
  });

  it('the dashboard on a phone: no wide transaction table, which phones never show', () => {
    expect(landingFiles(files, true, '/', false)).not.toContain('assets/transaction-table.js');
    expect(landingFiles(files, true, '/', false)).toContain('assets/dashboard.js');
  });

  it('signed in elsewhere: the layout, not the dashboard; on a guest screen, the dashboard', () => {
    expect(landingFiles(files, true, '/finance/invoice', true)).not.toContain('assets/dashboard.js');
    expect(landingFiles(files, true, '/finance/invoice', true)).not.toContain('assets/transaction-table.js');
    expect(landingFiles(files, true, '/login', true)).toContain('assets/dashboard.js');
  });

  it('the start language’s messages; English for a language only the server knows', () => {
    window.localStorage.setItem('lang', 'ru');
    expect(landingFiles(files, false, '/login', true)).toContain('assets/ru-core.js');
    expect(landingFiles(files, false, '/login', true)).not.toContain('assets/en-core.js');
    window.localStorage.setItem('lang', 'de');
    expect(landingFiles(files, false, '/login', true)).toContain('assets/en-core.js');
  });
});
