import { createLink, useRouterState } from '@tanstack/react-router';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef } from 'react';
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

  return (
    <nav aria-label={label} className={[styles.routeTabs, className].filter(Boolean).join(' ')}>
      <div ref={scroller} className={styles.scroller}>
        {children}
      </div>
    </nav>
  );
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
