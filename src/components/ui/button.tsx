import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Icon before the label (use an icon from ./icons). */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
}

export function buttonClassName({
  variant = 'secondary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonStyleProps, 'variant' | 'size' | 'fullWidth'> & { className?: string | undefined }): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.full : undefined, className]
    .filter(Boolean)
    .join(' ');
}

function Content({
  iconStart,
  iconEnd,
  children,
  loading,
}: {
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
  loading?: boolean;
}) {
  return (
    <>
      <span className={styles.content} data-hidden={loading ? '' : undefined}>
        {iconStart ? <span className={styles.icon}>{iconStart}</span> : null}
        {children !== undefined && children !== null && children !== false ? (
          <span className={styles.label}>{children}</span>
        ) : null}
        {iconEnd ? <span className={styles.icon}>{iconEnd}</span> : null}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size="sm" label={false} />
        </span>
      ) : null}
    </>
  );
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleProps & {
    /**
     * Shows a spinner in place of the label (the width does not change), sets aria-busy
     * and ignores clicks. The button stays focusable.
     */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  loading = false,
  className,
  children,
  type = 'button',
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...rest}
    >
      <Content iconStart={iconStart} iconEnd={iconEnd} loading={loading}>
        {children}
      </Content>
    </button>
  );
}

export type ButtonAnchorProps = ComponentPropsWithRef<'a'> & ButtonStyleProps;

/** A plain `<a>` that looks like a button (external links, files). For routes use ButtonLink. */
export function ButtonAnchor({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonAnchorProps) {
  return (
    <a className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      <Content iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </a>
  );
}

/**
 * A TanStack Router `Link` with button looks: takes every Link prop (`to`, `params`,
 * `search`, `preload`, ...) plus `variant`, `size`, `fullWidth`, `iconStart`, `iconEnd`.
 */
export const ButtonLink = createLink(ButtonAnchor);
