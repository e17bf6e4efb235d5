import { describe, expect, it } from 'vitest';
import { landingChunks } from './vite-plugin';

const part = (file: string) => `/app/src/routes/${file}.tsx?tsr-split=component---loader`;

/** A small app: the entry, the two ways in, the dashboard and one other screen. */
const graph = {
  entries: ['/app/src/main.tsx'],
  lazy: new Set([
    part('_guest'),
    part('_guest/login'),
    part('_app'),
    part('_app/index'),
    part('_app/finance/invoice/index'),
    '/app/src/features/dashboard/transaction-table.tsx',
  ]),
  statics: new Map<string, string[]>([
    ['/app/src/main.tsx', ['/app/src/router.tsx', '/app/src/lib/storage.ts']],
    ['/app/src/router.tsx', []],
    [part('_guest'), ['/app/src/features/auth/guest-frame.tsx']],
    [part('_guest/login'), ['/app/src/features/auth/login-page.tsx']],
    [
      '/app/src/features/auth/login-page.tsx',
      ['/app/src/components/ui/text-field.tsx', '/app/src/lib/storage.ts'],
    ],
    ['/app/src/features/auth/guest-frame.tsx', ['/app/src/components/ui/button.tsx']],
    [part('_app'), ['/app/src/components/layout/header.tsx']],
    ['/app/src/components/layout/header.tsx', ['/app/src/components/ui/button.tsx']],
    [part('_app/index'), ['/app/src/features/dashboard/dashboard-page.tsx']],
    [
      '/app/src/features/dashboard/dashboard-page.tsx',
      ['/app/src/features/dashboard/stores-carousel.tsx', '/app/src/api/invoices/invoices.queries.ts'],
    ],
    [part('_app/finance/invoice/index'), ['/app/src/api/invoices/invoices.queries.ts']],
    ['/app/src/features/dashboard/transaction-table.tsx', ['/app/src/components/ui/data-table.tsx']],
  ]),
};

describe('the first screens come in a few chunks, each only where it is needed', () => {
  const chunks = landingChunks(graph);

  it('what both ways in need is one landing chunk', () => {
    expect(chunks.get('/app/src/components/ui/button.tsx')).toBe('landing');
  });

  it('what only the guest screens need stays off a signed-in load', () => {
    expect(chunks.get('/app/src/features/auth/login-page.tsx')).toBe('guest');
    expect(chunks.get('/app/src/components/ui/text-field.tsx')).toBe('guest');
  });

  it('the signed-in layout, and what the dashboard shares with another screen, are the app chunk', () => {
    expect(chunks.get('/app/src/components/layout/header.tsx')).toBe('app');
    expect(chunks.get('/app/src/api/invoices/invoices.queries.ts')).toBe('app');
  });

  it('what only the dashboard needs stays off a deep link to another screen', () => {
    expect(chunks.get('/app/src/features/dashboard/stores-carousel.tsx')).toBe('dashboard');
    expect(chunks.get('/app/src/features/dashboard/dashboard-page.tsx')).toBe('dashboard');
  });

  it('leaves alone what index.html loads, the route parts and the lazily loaded pieces', () => {
    for (const id of [
      '/app/src/lib/storage.ts',
      part('_app/index'),
      '/app/src/features/dashboard/transaction-table.tsx',
      '/app/src/components/ui/data-table.tsx',
    ])
      expect(chunks.has(id), id).toBe(false);
  });
});
