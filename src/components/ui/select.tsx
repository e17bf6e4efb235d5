import { Select as BaseSelect } from '@base-ui/react/select';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { describedBy, errorMessages, FieldError, type FieldErrorValue } from './field-error';
import { CheckIcon, ChevronDownIcon } from './icons';
import styles from './select.module.css';
import fieldStyles from './text-field.module.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Shown while no value is chosen. */
  placeholder?: string;
  description?: ReactNode;
  error?: FieldErrorValue;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Name of the hidden input, for native form submission. */
  name?: string;
  id?: string;
  size?: 'sm' | 'md';
  /** Class of the outer wrapper. */
  className?: string;
  onOpenChange?: (open: boolean) => void;
  /** Opens the list on mount (a deferred select handing over a press). */
  defaultOpen?: boolean;
  /** Height of one option row in px (default 40; the period selects use 37, SPEC.md section 9). */
  rowHeight?: number;
}

/** A single-choice dropdown (Base UI Select). Rows are 40 px; the list shows up to 5.6 rows. */
export function Select<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  description,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  name,
  id,
  size = 'md',
  className,
  onOpenChange,
  defaultOpen,
  rowHeight,
}: SelectProps<V>) {
  const autoId = useId();
  const baseId = id ?? `select-${autoId}`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const errorId = `${baseId}-error`;
  const invalid = errorMessages(error).length > 0;

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <BaseSelect.Root<V, false>
        items={options}
        value={value}
        onValueChange={(next) => {
          if (next !== null) onChange(next);
        }}
        onOpenChange={onOpenChange ? (open) => onOpenChange(open) : undefined}
        defaultOpen={defaultOpen}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        name={name}
        modal={false}
      >
        <div className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
          <BaseSelect.Label>{label}</BaseSelect.Label>
          {required ? (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </div>
        {description ? (
          <div id={descriptionId} className={fieldStyles.description}>
            {description}
          </div>
        ) : null}
        <BaseSelect.Trigger
          id={baseId}
          className={styles.trigger}
          data-size={size}
          data-invalid-state={invalid ? '' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(descriptionId, invalid && errorId)}
        >
          <BaseSelect.Value className={styles.value} placeholder={placeholder} />
          <BaseSelect.Icon className={styles.chevron}>
            <ChevronDownIcon />
          </BaseSelect.Icon>
        </BaseSelect.Trigger>
        <BaseSelect.Portal>
          <BaseSelect.Positioner className={styles.positioner} sideOffset={4} alignItemWithTrigger={false}>
            <BaseSelect.Popup
              className={styles.popup}
              style={rowHeight ? ({ '--select-row-height': `${rowHeight}px` } as CSSProperties) : undefined}
            >
              <BaseSelect.List className={styles.list}>
                {options.map((option) => (
                  <BaseSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <BaseSelect.ItemText className={styles.itemText}>{option.label}</BaseSelect.ItemText>
                    <BaseSelect.ItemIndicator className={styles.indicator}>
                      <CheckIcon />
                    </BaseSelect.ItemIndicator>
                  </BaseSelect.Item>
                ))}
              </BaseSelect.List>
            </BaseSelect.Popup>
          </BaseSelect.Positioner>
        </BaseSelect.Portal>
      </BaseSelect.Root>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
