import styles from './field-error.module.css';
import { AlertIcon } from './icons';

export type FieldErrorValue = string | readonly string[] | null | undefined;

/** Normalises an error prop to a list of non-empty messages. */
export function errorMessages(error: FieldErrorValue): string[] {
  if (!error) return [];
  const list = typeof error === 'string' ? [error] : error;
  return list.filter((message) => message.trim() !== '');
}

/** Joins ids for aria-describedby, skipping empty ones; undefined when none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const value = ids.filter(Boolean).join(' ');
  return value === '' ? undefined : value;
}

export interface FieldErrorProps {
  /** Referenced by the control's aria-describedby. */
  id: string;
  error: FieldErrorValue;
  className?: string;
}

/**
 * Error text of a form control. Rendered outside the `<label>` so the control keeps its
 * accessible name; the control points at it with aria-describedby and sets aria-invalid.
 */
export function FieldError({ id, error, className }: FieldErrorProps) {
  const messages = errorMessages(error);
  if (messages.length === 0) return null;
  return (
    <div id={id} className={[styles.error, className].filter(Boolean).join(' ')}>
      <AlertIcon className={styles.icon} size={14} />
      {messages.length === 1 ? (
        <span>{messages[0]}</span>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
