import type { ReactNode } from 'react';
import styles from './form-actions.module.css';

export interface FormActionsProps {
  /** Buttons; put the primary action last. */
  children: ReactNode;
  /** Text at the start of the bar, e.g. "Unsaved changes". */
  status?: ReactNode;
  align?: 'start' | 'end' | 'between';
  /** Below 993 px the bar sticks to the bottom of the screen; default true. */
  sticky?: boolean;
  className?: string;
}

export function FormActions({ children, status, align = 'end', sticky = true, className }: FormActionsProps) {
  return (
    <div
      className={[styles.actions, className].filter(Boolean).join(' ')}
      data-align={align}
      data-sticky={sticky ? '' : undefined}
    >
      {status ? <div className={styles.status}>{status}</div> : null}
      <div className={styles.buttons}>{children}</div>
    </div>
  );
}
