import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import { appRedirectPath } from './safe-path';

const origin = 'https://cabinet.example.com';
const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ['/login'] }));
const remembered = (path: string) => appRedirectPath(path, router, origin);

describe('a remembered path is used after sign-in only when the router knows its screen', () => {
  const hostile = [
    '//evil.com',
    '//evil.com/finance',
    '/\\evil.com',
    'https://evil.com/finance',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/evil.com',
    '/nonexistent',
    '/invoices/abc',
    '/finance/invoice/abc',
    '/finance/invoice/0',
    '/finance/invoice/12abc',
    '/finance/invoice/012',
    '/store/301/unknown-tab',
    '/store/x/settings',
    '/finance/invoice/12/extra',
    '/login',
    '/reset-password?token=abc',
  ];
  for (const path of hostile) {
    it(`drops ${JSON.stringify(path)}`, () => expect(remembered(path)).toBe('/'));
  }

  const kept = [
    '/finance',
    '/finance/invoice',
    '/finance/invoice?status=%5B%22paid%22%5D',
    '/finance/invoice/104951',
    '/finance/invoice/104951#chat',
    '/finance/withdrawal/7?tab=history#top',
    '/store/301/settings',
    '/store/301',
    '/store/new',
    '/profile/security',
    '/finance/',
  ];
  for (const path of kept) {
    it(`keeps ${JSON.stringify(path)}`, () => expect(remembered(path)).toBe(path));
  }

  it('a non-string is dropped', () => expect(appRedirectPath(undefined, router, origin)).toBe('/'));
});
