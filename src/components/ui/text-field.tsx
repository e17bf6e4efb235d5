import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { describedBy, errorMessages, FieldError, type FieldErrorValue } from './field-error';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  /** Visible label; it is the input's accessible name. */
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Help text under the label, announced as the input's description. */
  description?: ReactNode;
  /** One message or several; rendered under the input, linked with aria-describedby. */
  error?: FieldErrorValue;
  /**
   * Marks the field required (asterisk + aria-required). The native `required` attribute
   * is not set, so the form's own validation speaks instead of the browser's bubble.
   */
  required?: boolean;
  /** Content inside the input frame, before the text (icon, currency sign). */
  prefix?: ReactNode;
  /** Content inside the input frame, after the text (unit, visibility toggle IconButton). */
  suffix?: ReactNode;
  /** Tabular figures for amounts and codes. */
  numeric?: boolean;
  size?: 'sm' | 'md';
  /** Class of the outer wrapper (the input itself takes `className`). */
  containerClassName?: string;
}

export function TextField({
  label,
  hideLabel = false,
  description,
  error,
  required = false,
  prefix,
  suffix,
  numeric = false,
  size = 'md',
  id,
  className,
  containerClassName,
  disabled,
  readOnly,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = `${inputId}-error`;
  const invalid = errorMessages(error).length > 0;

  return (
    <div className={[styles.field, containerClassName].filter(Boolean).join(' ')}>
      {/* The required mark stays outside <label>: the label's text is the field's whole name. */}
      <div className={hideLabel ? 'visually-hidden' : styles.label}>
        <label htmlFor={inputId}>{label}</label>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      <div
        className={styles.frame}
        data-size={size}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-readonly={readOnly ? '' : undefined}
      >
        {prefix ? <span className={styles.affix}>{prefix}</span> : null}
        <input
          id={inputId}
          className={[styles.input, numeric ? 'tabular-nums' : undefined, className]
            .filter(Boolean)
            .join(' ')}
          disabled={disabled}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(descriptionId, invalid && errorId, ariaDescribedBy)}
          {...inputProps}
        />
        {suffix ? <span className={styles.affix}>{suffix}</span> : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
