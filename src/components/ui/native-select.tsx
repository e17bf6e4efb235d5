import { type ComponentPropsWithRef, useId } from 'react';
import { ChevronDownIcon } from './icons';
import styles from './native-select.module.css';
import fieldStyles from './text-field.module.css';

export interface NativeSelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  size?: 'sm' | 'md';
}

/**
 * The platform's own select, for choices where a native list is the best control (the
 * language switcher on every screen: light, and the phone's picker on touch devices).
 */
export function NativeSelect({
  label,
  hideLabel = false,
  options,
  size = 'md',
  id,
  className,
  ...rest
}: NativeSelectProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
        {label}
      </label>
      <div className={styles.frame} data-size={size}>
        <select id={selectId} className={styles.select} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </div>
  );
}
