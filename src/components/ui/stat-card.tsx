import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from './app-icons';
import { Skeleton } from './skeleton';
import styles from './stat-card.module.css';

export interface StatDelta {
  /** Preformatted change, e.g. "12.5%" or "+120.00". */
  value: string;
  direction: 'up' | 'down' | 'flat';
  /** Colour; default: up = success, down = error, flat = neutral. */
  tone?: 'success' | 'error' | 'neutral';
  /** Screen-reader text giving the arrow's meaning, e.g. "Up from the previous day". */
  label?: string;
}

export interface StatCardProps {
  /**
   * Card title. If it contains a link, the whole card becomes clickable
   * (the link stretches over the card; `action` and `footer` stay clickable).
   */
  label: ReactNode;
  /** The figure: an <Amount size="2xl" align="start" /> or a preformatted string. */
  value?: ReactNode;
  delta?: StatDelta;
  /** Small text after the delta, e.g. "vs yesterday"; shown while loading too (it wraps, so the skeleton keeps the card's height). */
  caption?: ReactNode;
  /** Control in the header, e.g. a period Select (size sm). */
  action?: ReactNode;
  footer?: ReactNode;
  /** Skeleton in place of value and delta, with the card's exact dimensions. */
  loading?: boolean;
  className?: string;
}

export function StatCard({
  label,
  value,
  delta,
  caption,
  action,
  footer,
  loading = false,
  className,
}: StatCardProps) {
  const tone =
    delta?.tone ??
    (delta?.direction === 'up' ? 'success' : delta?.direction === 'down' ? 'error' : 'neutral');
  const Arrow = delta?.direction === 'up' ? ArrowUpIcon : delta?.direction === 'down' ? ArrowDownIcon : null;
  return (
    <div
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      <div className={styles.header}>
        <div className={styles.label}>{label}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <div className={styles.value}>
        {loading ? <Skeleton width="62%" height="0.8em" radius="sm" /> : value}
      </div>
      <div className={styles.deltaRow}>
        {loading ? (
          <>
            <Skeleton width={64} height={14} radius="sm" />
            {caption ? <span className={styles.caption}>{caption}</span> : null}
          </>
        ) : (
          <>
            {delta ? (
              <span className={styles.delta} data-tone={tone}>
                {Arrow ? <Arrow size={14} strokeWidth={2} /> : null}
                <span className="tabular-nums">{delta.value}</span>
                {delta.label ? <span className="visually-hidden">{delta.label}</span> : null}
              </span>
            ) : null}
            {caption ? <span className={styles.caption}>{caption}</span> : null}
          </>
        )}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
