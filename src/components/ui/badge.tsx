import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'error' | 'default' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  /** `filled`: tinted background; `outlined`: coloured border on a transparent background. */
  variant?: 'filled' | 'outlined';
  /** A leading status dot, for statuses read at a glance in dense tables. */
  dot?: boolean;
  children: ReactNode;
  className?: string;
}

export function Badge({
  tone = 'default',
  variant = 'filled',
  dot = false,
  children,
  className,
}: BadgeProps) {
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-variant={variant}
    >
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
