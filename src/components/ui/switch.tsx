import { Switch as BaseSwitch } from '@base-ui/react/switch';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './switch.module.css';

export interface SwitchProps {
  /** Visible label; it is the switch's accessible name. */
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  /**
   * `null`: the setting could not be read. The control then says so (a mixed checkbox and the
   * word "Unknown"), never OFF; switching it turns it on.
   */
  checked?: boolean | null;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  id?: string;
  /** `end` (default): switch then label. `start`: label on the left, switch pushed to the right (settings rows). */
  labelPlacement?: 'start' | 'end';
  className?: string;
}

export function Switch({
  label,
  hideLabel = false,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  readOnly,
  name,
  id,
  labelPlacement = 'end',
  className,
}: SwitchProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const unknownId = `${baseId}-unknown`;
  if (checked === null) {
    return (
      <label
        className={[styles.field, className].filter(Boolean).join(' ')}
        data-placement={labelPlacement}
        data-disabled={disabled ? '' : undefined}
      >
        <input
          type="checkbox"
          className={`${styles.track} ${styles.mixed}`}
          ref={(input) => {
            if (input) input.indeterminate = true;
          }}
          checked={false}
          onChange={() => onCheckedChange?.(true)}
          disabled={disabled || readOnly}
          name={name}
          id={id}
          aria-labelledby={labelId}
          aria-describedby={[unknownId, description ? descriptionId : ''].filter(Boolean).join(' ')}
        />
        <span className={hideLabel ? 'visually-hidden' : styles.text}>
          <span id={labelId}>{label}</span>
          <span id={unknownId} className={styles.unknown}>
            {t('ui.unknown')}: {t('ui.unread_field')}
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
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: Base UI renders the control (role="switch") inside.
    <label
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-placement={labelPlacement}
      data-disabled={disabled ? '' : undefined}
    >
      <BaseSwitch.Root
        className={styles.track}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange ? (next) => onCheckedChange(next) : undefined}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        id={id}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <BaseSwitch.Thumb className={styles.thumb} />
      </BaseSwitch.Root>
      <span className={hideLabel ? 'visually-hidden' : styles.text}>
        <span id={labelId}>{label}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
