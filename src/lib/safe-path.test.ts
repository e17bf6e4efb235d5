import { describe, expect, it } from 'vitest';
import { landingPath, safeRedirectPath, unknownPathTarget } from './safe-path';

describe('The remembered path is accepted only as a same-origin path', () => {
  it('keeps an ordinary path with its search', () =>
    expect(safeRedirectPath('/store/301/settings?x=1')).toBe('/store/301/settings?x=1'));
  const hostile = [
    '//evil.example.com',
    '//evil.example.com/path',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'https://evil.example.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.example.com',
    '/%5Cevil.example.com',
    'evil.example.com',
    '/\tevil',
    '/javascript:alert(1)',
    '',
  ];
  for (const path of hostile) {
    it(`rejects ${JSON.stringify(path)}`, () => expect(safeRedirectPath(path)).toBe('/'));
  }
  it('never returns to a guest screen', () => expect(safeRedirectPath('/login?redirect=/x')).toBe('/'));
  it('rejects non-strings', () => expect(safeRedirectPath(42)).toBe('/'));
});

describe('landingPath: where a page load ends (the route guards)', () => {
  it('signed out, every signed-in screen ends on /login; guest screens stay', () => {
    expect(landingPath(false, '/')).toBe('/login');
    expect(landingPath(false, '/finance/invoice')).toBe('/login');
    expect(landingPath(false, '/forgot-password')).toBe('/forgot-password');
  });

  it('signed in, a guest screen sends to the dashboard; other screens stay', () => {
    expect(landingPath(true, '/login')).toBe('/');
    expect(landingPath(true, '/store/12')).toBe('/store/12');
  });
});

describe('SPEC section 2: a signed-out visit to an unknown path goes to /login', () => {
  const origin = 'https://cabinet.example.com';

  it('signed out, an unknown path goes to /login and is remembered when it is a safe path', () => {
    expect(unknownPathTarget(false, '/no-such-page?x=1', origin)).toEqual({
      to: '/login',
      redirect: '/no-such-page?x=1',
    });
  });

  it('signed out, a hostile path goes to /login and is not remembered', () => {
    for (const path of ['//evil.com', '/%2F%2Fevil.com', '/\\evil.com', '/javascript:alert(1)']) {
      expect(unknownPathTarget(false, path, origin)).toEqual({ to: '/login' });
    }
  });

  it('signed in, an unknown path shows the 404 page', () => {
    expect(unknownPathTarget(true, '/no-such-page', origin)).toBeNull();
  });
});
