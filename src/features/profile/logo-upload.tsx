import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '@/api/http/errors';
import { uploadLogoMutation } from '@/api/profile/profile.mutations';
import { profileKeys } from '@/api/profile/profile.queries';
import type { Profile } from '@/api/profile/profile.schemas';
import { securityMethodsQuery } from '@/api/security/security.queries';
import { popup } from '@/components/feedback/feedback';
import { buttonClassName } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { logoError } from '@/domain/validation';
import { describeError } from '@/i18n/describe-error';
import styles from './profile-header.module.css';

/**
 * The merchant logo with its upload (SPEC.md sections 5 and 6): jpeg / jpg / png up to 1 MB,
 * checked before sending; the confirmation methods of `settings` are read first, then the
 * upload goes out and the second-factor dialog answers if the server asks for it.
 */
export function LogoUpload({ profile, name }: { profile: Profile; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const upload = useMutation({ ...uploadLogoMutation(), meta: { silent: true } });
  const busy = preparing || upload.isPending;
  // Made absolute when the profile answer was read (SPEC.md section 3).
  const src = profile.logo;

  async function send(file: File) {
    setError(null);
    if (logoError(file)) {
      setError(t('errors.upload_profile_photo_error'));
      return;
    }
    setPreparing(true);
    try {
      await queryClient.fetchQuery({ ...securityMethodsQuery('settings'), staleTime: 0 });
    } catch {
      // The upload itself says when a factor is needed; a failed look-up does not stop it.
    } finally {
      setPreparing(false);
    }
    const current = queryClient.getQueryData<Profile>(profileKeys.person()) ?? profile;
    // Awaited rather than per-call callbacks: those are skipped when the observer changed
    // meanwhile, and the second-factor round trip can take a while.
    try {
      await upload.mutateAsync({ merchant: current.id, version: current.version, uploadfile: file });
      popup.success(t('profile.logo.uploaded'));
    } catch (failure) {
      if (isSilentError(failure)) return;
      setError(describeError(failure) ?? t('errors.unknown_error'));
      popup.fail();
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (file) void send(file);
  }

  return (
    <div className={styles.logoBlock}>
      <div className={styles.logo} aria-busy={busy || undefined}>
        {src ? (
          <img src={src} alt={t('profile.logo.alt', { name })} className={styles.logoImage} />
        ) : (
          <span className={styles.logoInitial} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        {busy ? (
          <span className={styles.logoBusy}>
            <Spinner size="sm" label={t('profile.logo.uploading')} />
          </span>
        ) : null}
      </div>
      <div className={styles.logoActions}>
        <label
          htmlFor={inputId}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: styles.uploadButton })}
          data-disabled={busy ? '' : undefined}
        >
          {src ? t('profile.logo.change') : t('profile.logo.upload')}
          <input
            id={inputId}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            className={styles.fileInput}
            disabled={busy}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
          />
        </label>
        <span id={hintId} className={styles.logoHint}>
          {t('profile.logo.hint')}
        </span>
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
