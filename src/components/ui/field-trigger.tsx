import type { ComponentProps, ReactNode } from 'react';
import styles from './field-trigger.module.css';
import { ChevronDownIcon } from './icons';
import select from './select.module.css';

/** A label above a popover's field trigger (`FieldTrigger`), named together. */
export function FieldControl({
  label,
  labelId,
  children,
}: {
  label: ReactNode;
  labelId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.control}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {children}
    </div>
  );
}

export interface FieldTriggerProps extends Omit<ComponentProps<'button'>, 'children' | 'value'> {
  /** What is chosen: plain text is cut with an ellipsis; tags are laid out in a row. */
  value: ReactNode;
  /** Before the value (the period pickers' calendar); without it a chevron follows the value. */
  icon?: ReactNode;
  /** Figures in the text line up (dates). */
  numeric?: boolean;
}

/**
 * A box that looks like the kit's select trigger and opens a popover. Its accessible name is
 * the label's and its own text: pass `aria-labelledby={`${labelId} ${id}`}` with an `id`.
 */
export function FieldTrigger({ value, icon, numeric = false, ...props }: FieldTriggerProps) {
  return (
    // The select's own trigger rules; they read its disabled state from data-disabled.
    <button
      type="button"
      className={select.trigger}
      data-disabled={props.disabled ? '' : undefined}
      {...props}
    >
      <span className={styles.value}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        {typeof value === 'string' ? (
          <span className={numeric ? `${styles.text} tabular-nums` : styles.text}>{value}</span>
        ) : (
          value
        )}
      </span>
      {icon ? null : <ChevronDownIcon size={16} className={styles.icon} />}
    </button>
  );
}
