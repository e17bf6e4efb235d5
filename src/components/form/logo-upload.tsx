import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popup } from '@/components/feedback/feedback';
import { ArrowUpIcon } from '@/components/ui/app-icons';
import { buttonClassName } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { logoError } from '@/domain/validation';
import { describeError } from '@/i18n/describe-error';
import styles from './logo-upload.module.css';

export interface LogoUploadProps {
  /** The logo as it stands (image or initial); the busy state is drawn over it. */
  preview: ReactNode;
  /** Name of the upload control ("Upload logo" / "Change logo"). */
  label: string;
  /** Spoken while the file goes out. */
  busyLabel: string;
  /** What is accepted (shown beside the button; not shown when compact). */
  hint?: string;
  /** A round icon button on the logo's corner instead of a labelled button beside it. */
  compact?: boolean;
  /** Sends a file that passed the type and size check; rejects when it was not saved. */
  onUpload: (file: File) => Promise<void>;
  className?: string;
}

/**
 * A logo with its upload (SPEC.md sections 5 and 6): jpeg / png up to 1 MB is checked
 * before sending. A refused file or a failed upload is said under the control in words
 * (nothing else on the page is touched, so what was typed elsewhere stays); a silent
 * failure (a cancelled second factor) says nothing.
 */
export function LogoUpload({
  preview,
  label,
  busyLabel,
  hint,
  compact = false,
  onUpload,
  className,
}: LogoUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(file: File) {
    setError(null);
    if (logoError(file)) {
      setError(t('errors.upload_profile_photo_error'));
      return;
    }
    setBusy(true);
    try {
      await onUpload(file);
    } catch (failure) {
      const message = describeError(failure);
      if (message !== null) {
        setError(message);
        popup.fail();
      }
    } finally {
      setBusy(false);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (file) void send(file);
  }

  const fileInput = (inputClassName: string | undefined) => (
    <input
      ref={input}
      id={inputId}
      type="file"
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      className={inputClassName}
      disabled={busy}
      tabIndex={compact ? -1 : undefined}
      aria-label={compact ? label : undefined}
      aria-describedby={
        error ? (hint && !compact ? `${hintId} ${errorId}` : errorId) : hint && !compact ? hintId : undefined
      }
      aria-invalid={error ? true : undefined}
      onChange={onChange}
    />
  );

  if (compact) {
    return (
      <div className={className}>
        <div className={styles.frame}>
          {preview}
          <IconButton
            className={styles.cornerButton}
            variant="secondary"
            size="sm"
            label={label}
            icon={<ArrowUpIcon size={14} />}
            loading={busy}
            onClick={() => input.current?.click()}
          />
          {fileInput('visually-hidden')}
        </div>
        <FieldError id={errorId} error={error} />
      </div>
    );
  }

  return (
    <div className={[styles.block, className].filter(Boolean).join(' ')}>
      <div className={styles.frame} aria-busy={busy || undefined}>
        {preview}
        {busy ? (
          <span className={styles.busy}>
            <Spinner size="sm" label={busyLabel} />
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        <label
          htmlFor={inputId}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: styles.uploadButton })}
          data-disabled={busy ? '' : undefined}
        >
          {label}
          {fileInput(styles.fileInput)}
        </label>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
