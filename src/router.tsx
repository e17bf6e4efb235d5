import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/components/layout/route-error';
import { landingPath } from '@/lib/safe-path';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The router over the generated route tree. The router plugin (`autoCodeSplitting`,
 * vite.config.ts) leaves in the tree only what matching needs (paths, search schemas,
 * guards); each screen's component and loader download when the screen is first matched
 * or preloaded.
 */
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
    // The signed-in screens' loading shape: the guest screens never show it, so it is
    // downloaded when a signed-in screen first waits.
    defaultPendingComponent: lazyRouteComponent(
      () => import('@/components/layout/route-pending'),
      'RoutePending',
    ),
    defaultErrorComponent: RouteError,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code of the screen the page will land on while the messages and
 * the session load, instead of after them. The route guards decide where a load ends
 * (`landingPath`), so that is what loads.
 */
export function preloadLandingRoute(router: AppRouter, signedIn: boolean, path: string) {
  const [routes] = router.getMatchedRoutes(landingPath(signedIn, path));
  for (const route of routes) {
    // A failed download is retried and reported by the navigation itself.
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
