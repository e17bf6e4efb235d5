import { type RefObject, useEffect, useRef } from 'react';

/** SPEC.md section 9: infinite lists load more when the end is within about two screens. */
export const LOAD_MORE_MARGIN = '0px 0px 200% 0px';

/**
 * Calls `onReach` when the sentinel comes within about two screens of the viewport. The
 * list also shows a visible "Load more" button, so nothing depends on the observer alone.
 */
export function useLoadMore(sentinel: RefObject<HTMLElement | null>, enabled: boolean, onReach: () => void) {
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: LOAD_MORE_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}
