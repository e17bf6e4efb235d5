import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import { AlertIcon, CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon } from './icons';
import styles from './inline-alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const ICONS = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: AlertIcon,
  error: ErrorCircleIcon,
} as const;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  /** Body text. */
  children?: ReactNode;
  /** A Button or link (size sm) under the text. */
  action?: ReactNode;
  /**
   * Announce when it appears (role="alert" for error/warning, "status" otherwise).
   * Leave off for alerts that are part of the page from the start.
   */
  live?: boolean;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
}

export function Alert({
  tone = 'info',
  title,
  children,
  action,
  live = false,
  onDismiss,
  className,
}: AlertProps) {
  const { t } = useTranslation();
  const Icon = ICONS[tone];
  const role = live ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div className={[styles.alert, className].filter(Boolean).join(' ')} data-tone={tone} role={role}>
      <Icon className={styles.icon} size={18} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          className={styles.dismiss}
          size="sm"
          label={t('ui.close')}
          icon={<CloseIcon size={14} />}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
