import { useSyncExternalStore } from 'react';

/** SPEC.md section 9: narrow (mobile) layout up to 993 px, wide from 993 px on. */
export const NARROW_QUERY = '(max-width: 992.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY).matches : false;

/** True on narrow screens; follows resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
