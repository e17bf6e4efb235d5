import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { applyOtpPaste, type OtpMode, removeOtpChar, typeOtpChar } from '@/domain/otp';
import { describedBy, errorMessages, FieldError, type FieldErrorValue } from './field-error';
import styles from './otp-input.module.css';

export interface OtpInputProps {
  /** Number of boxes. */
  length: number;
  /** Filled characters, from the first box on. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box is filled. */
  onComplete?: (value: string) => void;
  /** Visible label of the group; it names the group for assistive technology. */
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  mode?: OtpMode;
  /** Hides what is typed (PIN). */
  masked?: boolean;
  error?: FieldErrorValue;
  disabled?: boolean;
  /** Focuses the first box when mounted (e.g. a dialog asking for a code). */
  autoFocus?: boolean;
  /** Name of each box (`<name>-1`, ...). */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A one-time code in N boxes: auto-advance while typing, Backspace goes back, arrows move,
 * a paste fills the boxes from the focused one. `autocomplete="one-time-code"` lets phones
 * offer the code from an SMS or e-mail. The group is one stop of the Tab order (a roving
 * tab index on the box being filled): Tab and Shift+Tab leave it in both directions.
 */
export function OtpInput({
  length,
  value,
  onChange,
  onComplete,
  label,
  hideLabel = false,
  description,
  mode = 'numeric',
  masked = false,
  error,
  disabled = false,
  autoFocus = false,
  name,
  id,
  className,
}: OtpInputProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const baseId = id ?? `otp-${autoId}`;
  const labelId = `${baseId}-label`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const errorId = `${baseId}-error`;
  const invalid = errorMessages(error).length > 0;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const current = value.slice(0, length);
  /** The box the Tab order reaches: the first empty one, or the last when all are filled. */
  const active = Math.min(current.length, length - 1);
  // The value as of the last change, for focus handlers that run before the next render.
  const latest = useRef(current);
  latest.current = current;

  // Focus before the surrounding dialog's focus manager looks for something to focus.
  useLayoutEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const target = boxes.current[Math.max(0, Math.min(index, length - 1))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    latest.current = next;
    if (next !== current) {
      onChange(next);
      if (next.length === length && current.length !== length) onComplete?.(next);
    }
    focusBox(focusIndex);
  };

  const paste = (text: string, at: number) => {
    const next = applyOtpPaste(current, text, length, mode, at);
    if (next === null) return;
    commit(next, next.length);
  };

  const onInput = (index: number, raw: string) => {
    const existing = current[index] ?? '';
    let typed = raw;
    // The box already held a character and the caret was beside it: keep the new one.
    if (raw.length === 2 && existing) typed = raw[0] === existing ? raw.slice(1) : raw.slice(0, 1);
    if (typed.length > 1) {
      paste(typed, index);
      return;
    }
    if (typed === '') {
      commit(removeOtpChar(current, index), index);
      return;
    }
    const next = typeOtpChar(current, typed, index, length, mode);
    if (next === current) {
      focusBox(index);
      return;
    }
    commit(next, Math.min(index, current.length) + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (index < current.length) commit(removeOtpChar(current, index), index);
        else if (index > 0) commit(removeOtpChar(current, index - 1), index - 1);
        return;
      }
      case 'Delete': {
        event.preventDefault();
        commit(removeOtpChar(current, index), index);
        return;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, current.length));
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(current.length);
        return;
      default:
        return;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    paste(event.clipboardData.getData('text'), index);
  };

  const boxLabel = (index: number) =>
    mode === 'numeric'
      ? t('second_factor.code.digit', { index: index + 1, total: length })
      : t('second_factor.code.character', { index: index + 1, total: length });

  return (
    <fieldset
      className={[styles.field, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(descriptionId, invalid && errorId)}
    >
      <legend id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </legend>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.boxes} data-length={length}>
        {Array.from({ length }, (_, index) => {
          const char = current[index] ?? '';
          return (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positional.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={index === 0 ? baseId : `${baseId}-${index + 1}`}
              name={name ? `${name}-${index + 1}` : undefined}
              className={styles.box}
              type={masked ? 'password' : 'text'}
              inputMode={mode === 'numeric' ? 'numeric' : 'text'}
              pattern={mode === 'numeric' ? '[0-9]*' : undefined}
              autoComplete="one-time-code"
              autoCapitalize={mode === 'alphanumeric' ? 'characters' : 'off'}
              autoCorrect="off"
              spellCheck={false}
              tabIndex={index === active ? 0 : -1}
              aria-label={boxLabel(index)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(descriptionId, invalid && errorId)}
              data-filled={char ? '' : undefined}
              disabled={disabled}
              value={char}
              onChange={(event) => onInput(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => {
                // Boxes fill from the first: a click past the filled ones lands on the first empty one.
                if (index > latest.current.length) focusBox(latest.current.length);
                else event.target.select();
              }}
            />
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface OtpLengthChoiceProps {
  /** Legend of the choice, e.g. "PIN length". */
  label: ReactNode;
  options: readonly number[];
  value: number;
  onChange: (length: number) => void;
  /** Text of an option, e.g. "4 digits". */
  optionLabel: (length: number) => string;
  disabled?: boolean;
  className?: string;
}

/** A segmented radio group choosing how many boxes a code has (PIN of 4 or 6 digits). */
export function OtpLengthChoice({
  label,
  options,
  value,
  onChange,
  optionLabel,
  disabled = false,
  className,
}: OtpLengthChoiceProps) {
  const name = useId();
  return (
    <fieldset className={[styles.choice, className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={styles.radio}
            />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
