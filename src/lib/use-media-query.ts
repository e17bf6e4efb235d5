import { useSyncExternalStore } from 'react';

import { MOBILE_QUERY } from './breakpoints';

/** Whether a media query matches now; follows changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The mobile layout (MOBILE_QUERY, SPEC.md section 9: up to 992.98 px); follows resizes and rotations. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
