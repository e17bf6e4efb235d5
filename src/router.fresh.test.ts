import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter, withSignedInRoutes } from './router';

const newRouter = (path = '/login') =>
  createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [path] }));

/** Route ids and full paths, for comparing two trees. */
const routes = (router: ReturnType<typeof newRouter>) =>
  Object.values(router.routesById)
    .map((route) => `${route.id} ${route.fullPath}`)
    .sort();

describe('the router starts with the guest screens and adds the signed-in routes for a session', () => {
  it('starts with the guest screens only: the sign-in screen carries no signed-in route', () => {
    const router = newRouter();
    expect(Object.keys(router.routesById).sort()).toEqual([
      '/_guest',
      '/_guest/first-login',
      '/_guest/forgot-password',
      '/_guest/login',
      '/_guest/reset-password',
      '__root__',
    ]);
    expect(router.options.context.hasSignedInRoutes()).toBe(false);
  });

  it('adds every signed-in route once, and the guest routes keep the ids and paths of the whole tree', async () => {
    const router = newRouter();
    const guest = routes(router);
    expect(await withSignedInRoutes(router)).toBe(true);
    expect(router.options.context.hasSignedInRoutes()).toBe(true);
    expect(router.getMatchedRoutes('/finance/invoice/12')[2]?.id).toBe('/_app/finance/invoice/$invoiceId');
    expect(router.getMatchedRoutes('/store/7/fees')[2]?.id).toBe('/_app/store/$storeId/fees');
    for (const route of guest) expect(routes(router)).toContain(route);
    // Once there, asking again changes nothing (so a navigation made again cannot loop).
    expect(await withSignedInRoutes(router)).toBe(false);
  });

  it('a router made after the signed-in routes arrived has them from the start', async () => {
    await withSignedInRoutes(newRouter());
    const later = newRouter('/');
    expect(later.options.context.hasSignedInRoutes()).toBe(true);
    expect(await later.options.context.addSignedInRoutes()).toBe(false);
  });
});
