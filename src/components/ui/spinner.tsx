import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * Text announced to screen readers (role="status"). Defaults to "Loading".
   * Pass `false` when the spinner sits inside a control that already reports
   * its busy state (e.g. a button with aria-busy).
   */
  label?: string | false;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = (
    <svg className={styles.ring} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <circle className={styles.arc} cx="12" cy="12" r="9.5" />
    </svg>
  );
  const classes = [styles.spinner, className].filter(Boolean).join(' ');
  if (label === false) {
    return (
      <span className={classes} data-size={size} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span className={classes} data-size={size} role="status">
      {ring}
      <span className="visually-hidden">{label ?? t('ui.loading')}</span>
    </span>
  );
}
