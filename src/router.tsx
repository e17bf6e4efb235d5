import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { onDemand } from '@/api/http/request';
import { RouteError } from '@/components/layout/route-error';
import { landingPath } from '@/session/safe-path';
import { Route as rootRoute } from './routes/__root';
import { Route as GuestRouteImport } from './routes/_guest';
import { Route as GuestFirstLoginRouteImport } from './routes/_guest/first-login';
import { Route as GuestForgotPasswordRouteImport } from './routes/_guest/forgot-password';
import { Route as GuestLoginRouteImport } from './routes/_guest/login';
import { Route as GuestResetPasswordRouteImport } from './routes/_guest/reset-password';
import type { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * Adds the signed-in routes to this router's tree if it does not have them yet: before a
   * session's first navigation (the boot, a sign-in here or in another tab), and from the
   * unknown-path screen as a last resort. True when it just did.
   */
  addSignedInRoutes: () => Promise<boolean>;
  /** Whether this router's tree has the signed-in routes. */
  hasSignedInRoutes: () => boolean;
}

/**
 * The guest screens' part of the route tree: the router starts with it, and the signed-in
 * routes (`routeTree.gen.ts`, with every signed-in screen's search schema and loader) are
 * added when a session, a hand-over or an address outside the guest screens needs them
 * (router.tsx, `withSignedInRoutes`). The ids, paths and parents are the generated tree's,
 * which adds the same route objects again (a test holds the two together).
 */
interface Placement {
  id: string;
  path?: string;
  getParentRoute: () => AnyRoute;
}

/**
 * A file route's place in the tree, as the generated tree gives it (`Route.update`). The
 * update's type leaves out what the generator fills in; the call is the generator's own.
 */
function place<T>(route: { update: unknown } & T, placement: Placement): T {
  return (route.update as (options: Placement) => T).call(route, placement);
}

const GuestRoute = place(GuestRouteImport, { id: '/_guest', getParentRoute: () => rootRoute });
const children = (
  [
    ['/first-login', GuestFirstLoginRouteImport],
    ['/forgot-password', GuestForgotPasswordRouteImport],
    ['/login', GuestLoginRouteImport],
    ['/reset-password', GuestResetPasswordRouteImport],
  ] as const
).map(([path, route]) => place<AnyRoute>(route, { id: path, path, getParentRoute: () => GuestRoute }));

/**
 * The root route with the guest branch only, unless the whole tree is already there (the
 * generated tree was imported first): it is the same root route object as the whole tree's,
 * typed as that tree, whose other branch is added in place (`_addFileChildren`).
 */
const guestRouteTree = (rootRoute.children
  ? rootRoute
  : rootRoute._addFileChildren([GuestRoute._addFileChildren(children)])) as unknown as typeof routeTree;

/**
 * The signed-in routes (`routeTree.gen.ts`: every route, with the signed-in screens' search
 * schemas, guards and loaders), downloaded once, with the signed-in layout's chunk. A
 * download that fails or takes longer than 30 s is a network failure, and the next call
 * asks again (`onDemand`).
 */
const signedInTree = onDemand(() => import('./routeTree.gen'));

/**
 * Adds the signed-in routes to the router's tree, if it does not have them: importing the
 * generated tree adds them to the root route in place; the router then rebuilds its tree
 * from there. True when the tree changed.
 */
export async function withSignedInRoutes(router: AppRouter): Promise<boolean> {
  if (hasSignedInRoutes(router)) return false;
  await signedInTree('signed-in routes');
  if (hasSignedInRoutes(router)) return false;
  router.setRoutes(router.buildRouteTree());
  // True only if the tree changed: the navigation made again cannot come back here.
  return hasSignedInRoutes(router);
}

/** Whether the router's tree has the signed-in routes (their layout route stands for them). */
function hasSignedInRoutes(router: AppRouter): boolean {
  return '/_app' in router.routesById;
}

/**
 * The router starts with the guest screens' routes; the signed-in ones are added when a
 * session needs them (`withSignedInRoutes`), so the sign-in screen's start carries neither
 * their definitions nor their search schemas.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router: AppRouter = createRouter({
    routeTree: guestRouteTree,
    ...(history ? { history } : {}),
    context: {
      queryClient,
      addSignedInRoutes: () => withSignedInRoutes(router),
      hasSignedInRoutes: () => hasSignedInRoutes(router),
    },
    defaultPreload: 'intent',
    // Query owns freshness: the router always asks it (TanStack Router + Query guidance).
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    // Loaded with the signed-in layout (its own pending frame lives in the same module), so
    // the sign-in screen never downloads the signed-in areas' loading shapes.
    defaultPendingComponent: lazyRouteComponent(
      () => import('@/components/layout/route-pending'),
      'RoutePending',
    ),
    defaultErrorComponent: RouteError,
    scrollRestoration: false,
  });
  return router;
}

/**
 * Starts downloading the code of the screen the page will land on while the messages and
 * the session load, instead of after them: one round trip less before the first screen.
 * The route guards decide where a load ends (`landingPath`), so that is what loads.
 */
export function preloadLandingRoute(router: AppRouter, signedIn: boolean, path: string) {
  const [routes] = router.getMatchedRoutes(landingPath(signedIn, path));
  for (const route of routes) {
    // A failed download is retried and reported by the navigation itself.
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

/** The router over the whole tree (its types are the generated tree's, whatever it holds yet). */
export type AppRouter = ReturnType<typeof createRouter<typeof routeTree, 'never', false>>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
