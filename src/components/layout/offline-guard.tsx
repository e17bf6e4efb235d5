import { type AnyRoute, type AnyRouter, useBlocker, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/inline-alert';
import styles from './app-shell.module.css';

type LazyComponent = { preload?: unknown } | undefined;

/** Whether a route's screen code is here (a split component keeps `preload` until it loads). */
function screenLoaded(route: AnyRoute): boolean {
  return typeof (route.options.component as LazyComponent)?.preload !== 'function';
}

function routesTo(router: AnyRouter, pathname: string): readonly AnyRoute[] {
  const [matched] = router.getMatchedRoutes(pathname);
  return matched;
}

/** Loads the screens on the way to `pathname`; true when every one of them is here afterwards. */
async function loadScreens(router: AnyRouter, pathname: string): Promise<boolean> {
  const routes = routesTo(router, pathname);
  if (routes.every(screenLoaded)) return true;
  await Promise.all(
    routes.map((route) => Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)),
  );
  return routes.every(screenLoaded);
}

/** Whether the site answers at all: a screen that fails to load from a site that answers is a new deploy. */
async function siteAnswers(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    await fetch(`${window.location.origin}/`, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Offline, opening a screen whose code has not been downloaded yet would make the router
 * reload the document (its answer to a missing chunk), and the browser would show its own
 * offline page: the app and anything typed would be gone. This guard keeps the current
 * screen instead and says there is no connection, with Try again; back online, the wanted
 * screen opens by itself. A screen that fails to load while the site answers (stale asset
 * names after a deploy) is let through, and the router's single reload recovers it.
 */
export function OfflineNavigationGuard() {
  const { t } = useTranslation();
  const router = useRouter();
  const [blocked, setBlocked] = useState<string | null>(null);
  const retrying = useRef(false);
  // Counts navigations: each one this guard holds, and every load the router starts (a click on
  // the page in front, Back, Try again). While a screen's code downloads, the merchant may go
  // elsewhere; as in a browser, the last navigation wins and the one held is dropped.
  const navigations = useRef(0);
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', () => {
        navigations.current += 1;
      }),
    [router],
  );

  useBlocker({
    shouldBlockFn: async ({ next }) => {
      const mine = ++navigations.current;
      const superseded = () => navigations.current !== mine;
      if (await loadScreens(router, next.pathname)) {
        if (superseded()) return true;
        setBlocked(null);
        return false;
      }
      if (await siteAnswers()) return superseded();
      if (superseded()) return true;
      setBlocked(router.buildLocation({ to: next.pathname, search: next.search }).href);
      return true;
    },
    enableBeforeUnload: false,
  });

  const retry = useCallback(async () => {
    if (!blocked || retrying.current) return;
    retrying.current = true;
    try {
      await router.navigate({ href: blocked });
    } finally {
      retrying.current = false;
    }
  }, [blocked, router]);

  useEffect(() => {
    if (!blocked) return;
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [blocked, retry]);

  if (!blocked) return null;
  return (
    <Alert
      tone="warning"
      live
      className={styles.offline}
      title={t('layout.offline.title')}
      onDismiss={() => setBlocked(null)}
      action={
        <Button size="sm" variant="secondary" onClick={() => void retry()}>
          {t('layout.route_error.retry')}
        </Button>
      }
    >
      {t('layout.offline.body')}
    </Alert>
  );
}
