import { useSyncExternalStore } from 'react';

// Here too for the hooks' callers; the boot script takes it from breakpoints.ts (no React).
export { MOBILE_QUERY } from './breakpoints';

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
