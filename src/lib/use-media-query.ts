import { useSyncExternalStore } from 'react';

/** Mobile layout up to 992.98 px (SPEC.md section 9: the wide layout starts at 993 px). */
export const MOBILE_QUERY = '(max-width: 992.98px)';

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
