import { createLink, useRouterState } from '@tanstack/react-router';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './app-icons';
import styles from './tabs.module.css';

/* ------------------------------------------------------------------------------------------
 * RouteTabs: a bar of router links (not an ARIA tablist: each tab is a page).
 * The active link gets aria-current="page" from the router.
 * ---------------------------------------------------------------------------------------- */

/** The width of a faded edge (tabs.module.css) and its scroll control. */
const EDGE = 40;

export interface RouteTabsProps {
  /** Accessible name of the navigation, e.g. "Profile sections". */
  label: string;
  /** RouteTab elements. */
  children: ReactNode;
  className?: string;
}

export function RouteTabs({ label, children, className }: RouteTabsProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // On narrow screens the bar scrolls sideways: keep the active tab in view.
  useEffect(() => {
    const box = scroller.current;
    if (!pathname || !box) return;
    const active = box.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    // Clear of the faded edge and its scroll control, not only inside the box.
    const start = active.offsetLeft - EDGE;
    const end = active.offsetLeft + active.offsetWidth + EDGE;
    if (start < box.scrollLeft) box.scrollLeft = Math.max(0, start);
    else if (end > box.scrollLeft + box.clientWidth) box.scrollLeft = end - box.clientWidth;
  }, [pathname]);

  const overflow = useOverflow(scroller);
  /** Scrolls the bar by most of its width, keeping a tab's worth of what was in view. */
  const page = (direction: -1 | 1) => {
    const box = scroller.current;
    if (!box) return;
    const left = box.scrollLeft + direction * Math.max(box.clientWidth * 0.7, 80);
    if (typeof box.scrollTo === 'function') box.scrollTo({ left, behavior: 'smooth' });
    else box.scrollLeft = left;
  };

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
      {/* For a pointer: keyboard users move along the links, and the focused one scrolls into view. */}
      {overflow.before ? (
        <button
          type="button"
          tabIndex={-1}
          className={[styles.scrollButton, styles.scrollBack].join(' ')}
          aria-label={t('ui.tabs.scroll_back')}
          onClick={() => page(-1)}
        >
          <ChevronLeftIcon size={16} />
        </button>
      ) : null}
      {overflow.after ? (
        <button
          type="button"
          tabIndex={-1}
          className={[styles.scrollButton, styles.scrollForward].join(' ')}
          aria-label={t('ui.tabs.scroll_forward')}
          onClick={() => page(1)}
        >
          <ChevronRightIcon size={16} />
        </button>
      ) : null}
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
