import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './icon-button.module.css';
import { Spinner } from './spinner';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, required: the button shows only an icon. */
  label: string;
  /** An icon from ./icons. */
  icon: ReactNode;
  variant?: 'ghost' | 'secondary';
  size?: 'sm' | 'md';
  loading?: boolean;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      className={[styles.iconButton, styles[variant], styles[size], className].filter(Boolean).join(' ')}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={false} /> : icon}
    </button>
  );
}
