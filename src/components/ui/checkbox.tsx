import { Checkbox as BaseCheckbox } from '@base-ui/react/checkbox';
import { type ReactNode, useId } from 'react';
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
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: Base UI renders the control (role="checkbox") inside.
    <label
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-disabled={disabled ? '' : undefined}
    >
      <BaseCheckbox.Root
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange ? (next) => onCheckedChange(next) : undefined}
        indeterminate={indeterminate}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        name={name}
        value={value}
        id={id}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <BaseCheckbox.Indicator className={styles.indicator}>
          {indeterminate ? (
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M2.5 6h7" />
            </svg>
          ) : (
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="m2.5 6.2 2.3 2.3 4.7-5" />
            </svg>
          )}
        </BaseCheckbox.Indicator>
      </BaseCheckbox.Root>
      <span className={hideLabel ? 'visually-hidden' : styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
