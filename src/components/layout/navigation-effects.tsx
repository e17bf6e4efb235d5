import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MOBILE_QUERY } from '@/lib/breakpoints';

/** After navigation the page scrolls to the top, except on wide screens for /finance and /finance/invoice. */
export function shouldScrollToTop(pathname: string, wide: boolean): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !(wide && (path === '/finance' || path === '/finance/invoice'));
}

/**
 * After each navigation: scroll per the rule above and move focus to the page title, so
 * keyboard and screen-reader users start at the new page (not on the first load).
 */
export function NavigationEffects() {
  const router = useRouter();
  useEffect(() => {
    let previous = router.state.location.pathname;
    return router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname === previous) return;
      previous = toLocation.pathname;
      if (shouldScrollToTop(toLocation.pathname, !window.matchMedia(MOBILE_QUERY).matches))
        window.scrollTo(0, 0);
      requestAnimationFrame(() => {
        const title = document.querySelector<HTMLElement>('[data-page-title], #page-title');
        title?.focus({ preventScroll: true });
      });
    });
  }, [router]);
  return null;
}
