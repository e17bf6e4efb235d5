import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/components/layout/route-error';
import { landingPath } from '@/session/safe-path';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
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
}

/**
 * Starts downloading the code of the screen the page will land on while the messages and
 * the session load, instead of after them: one round trip less before the first screen.
 * The route guards decide where a load ends (`landingPath`), so that is what loads.
 */
export function preloadLandingRoute(
  router: ReturnType<typeof createAppRouter>,
  signedIn: boolean,
  path: string,
) {
  const [routes] = router.getMatchedRoutes(landingPath(signedIn, path));
  for (const route of routes) {
    // A failed download is retried and reported by the navigation itself.
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
