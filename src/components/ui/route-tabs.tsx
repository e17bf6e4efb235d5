import { createLink, useRouterState } from '@tanstack/react-router';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './tabs.module.css';

/* ------------------------------------------------------------------------------------------
 * RouteTabs: a bar of router links (not an ARIA tablist: each tab is a page).
 * The active link gets aria-current="page" from the router.
 * ---------------------------------------------------------------------------------------- */

export interface RouteTabsProps {
  /** Accessible name of the navigation, e.g. "Profile sections". */
  label: string;
  /** RouteTab elements. */
  children: ReactNode;
  className?: string;
}

export function RouteTabs({ label, children, className }: RouteTabsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // On narrow screens the bar scrolls sideways: keep the active tab in view.
  useEffect(() => {
    const box = scroller.current;
    if (!pathname || !box) return;
    const active = box.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < box.scrollLeft) box.scrollLeft = Math.max(0, start - 16);
    else if (end > box.scrollLeft + box.clientWidth) box.scrollLeft = end - box.clientWidth + 16;
  }, [pathname]);

  const overflow = useOverflow(scroller);

  return (
    <nav
      aria-label={label}
      className={[styles.routeTabs, className].filter(Boolean).join(' ')}
      data-more-before={overflow.before ? '' : undefined}
      data-more-after={overflow.after ? '' : undefined}
    >
      <div ref={scroller} className={styles.scroller}>
        {children}
      </div>
    </nav>
  );
}

/**
 * Whether a sideways-scrolling box has more to show before or after what is in view: the bar
 * fades at that edge, so a cut tab reads as "scroll for more", not as a broken label.
 */
function useOverflow(scroller: { current: HTMLElement | null }) {
  const [overflow, setOverflow] = useState({ before: false, after: false });
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const update = () => {
      const before = box.scrollLeft > 1;
      const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setOverflow((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scroller]);
  return overflow;
}

export type RouteTabAnchorProps = ComponentPropsWithRef<'a'> & {
  /** Optional icon before the text. */
  icon?: ReactNode;
};

function RouteTabAnchor({ className, icon, children, ...rest }: RouteTabAnchorProps) {
  return (
    <a className={[styles.routeTab, className].filter(Boolean).join(' ')} {...rest}>
      {icon ? <span className={styles.tabIcon}>{icon}</span> : null}
      <span>{children}</span>
    </a>
  );
}

/**
 * One tab of RouteTabs: takes every router Link prop (`to`, `params`, `search`, ...).
 * Use `activeOptions={{ exact: true }}` on a tab whose route is a parent of the others.
 */
export const RouteTab = createLink(RouteTabAnchor);
