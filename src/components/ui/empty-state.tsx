import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** An icon from ./icons (decorative). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A Button or ButtonLink. */
  action?: ReactNode;
  /** `sm` for inside tables and cards, `md` (default) for whole sections. */
  size?: 'sm' | 'md';
  /** Heading level of the title; default a paragraph (no heading). */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  size = 'md',
  titleAs: Title = 'p',
  className,
}: EmptyStateProps) {
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')} data-size={size}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
