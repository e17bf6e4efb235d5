import { useSyncExternalStore } from 'react';
import { CAROUSEL_BREAKPOINTS } from '@/domain/dashboard';

function subscribeMedia(queries: readonly string[], onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const matches = (query: string) =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;

const BREAKPOINT_QUERIES = CAROUSEL_BREAKPOINTS.map((width) => `(min-width: ${width}px)`);

/**
 * The viewport width rounded down to the carousel's breakpoints (0, 768, 993, 1200,
 * 1550): media-query listeners fire only when a breakpoint is crossed, so resizing
 * re-renders nothing in between. Media queries and CSS measure the same width.
 */
export function useCarouselWidth(): number {
  return useSyncExternalStore(
    (onChange) => subscribeMedia(BREAKPOINT_QUERIES, onChange),
    () => CAROUSEL_BREAKPOINTS.find((width) => matches(`(min-width: ${width}px)`)) ?? 0,
    () => 0,
  );
}
