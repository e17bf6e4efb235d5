import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  /** Visible label; it is the checkbox's accessible name. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Secondary text under the label, linked with aria-describedby. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Mixed state, e.g. a "select all" box with some items chosen. */
  indeterminate?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/**
 * A native checkbox (keyboard, forms and assistive technology behave as the platform
 * does) drawn with the design tokens.
 */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  indeterminate = false,
  disabled = false,
  readOnly,
  required,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const descriptionId = `${baseId}-description`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label
      htmlFor={inputId}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-disabled={disabled ? '' : undefined}
    >
      <span className={styles.control}>
        <input
          ref={input}
          id={inputId}
          type="checkbox"
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={(event) => {
            if (readOnly) {
              event.preventDefault();
              return;
            }
            onCheckedChange?.(event.target.checked);
          }}
          aria-readonly={readOnly || undefined}
          aria-checked={indeterminate ? 'mixed' : undefined}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-describedby={description ? descriptionId : undefined}
        />
        <svg className={styles.indicator} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          {indeterminate ? <path d="M2.5 6h7" /> : <path d="m2.5 6.2 2.3 2.3 4.7-5" />}
        </svg>
      </span>
      <span className={hideLabel ? 'visually-hidden' : styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
