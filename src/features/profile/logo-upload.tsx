import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Kept } from '@/api/http/kept';
import { uploadLogoMutation } from '@/api/profile/profile.mutations';
import { profileKeys } from '@/api/profile/profile.queries';
import type { Profile } from '@/api/profile/profile.schemas';
import { securityMethodsQuery } from '@/api/security/security.queries';
import { popup } from '@/components/feedback/feedback';
import { LogoUpload } from '@/components/form/logo-upload';
import styles from './profile-header.module.css';

/**
 * The merchant logo with its upload: the confirmation methods of `settings` are read
 * first, then the upload goes out and the second-factor dialog answers if the server asks.
 */
export function ProfileLogoUpload({ profile, name }: { profile: Profile; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useMutation({ ...uploadLogoMutation(), meta: { silent: true } });
  // Made absolute when the profile answer was read (SPEC.md section 3).
  const src = profile.logo;

  async function send(file: File) {
    // The upload itself says when a factor is needed; a failed look-up does not stop it.
    await queryClient
      .fetchQuery({ ...securityMethodsQuery('settings'), staleTime: 0 })
      .catch(() => undefined);
    const current = queryClient.getQueryData<Profile>(profileKeys.person()) ?? profile;
    // Awaited rather than per-call callbacks: those are skipped when the observer changed
    // meanwhile, and the second-factor round trip can take a while. The merchant id and the
    // version go back as the profile answer carried them.
    await upload.mutateAsync({
      merchant: new Kept(current.sent.id),
      version: new Kept(current.sent.version),
      uploadfile: file,
    });
    popup.success(t('profile.logo.uploaded'));
  }

  return (
    <LogoUpload
      preview={
        <div className={styles.logo}>
          {src ? (
            <img src={src} alt={t('profile.logo.alt', { name })} className={styles.logoImage} />
          ) : (
            <span className={styles.logoInitial} aria-hidden="true">
              {name.trim().charAt(0).toUpperCase() || '?'}
            </span>
          )}
        </div>
      }
      label={src ? t('profile.logo.change') : t('profile.logo.upload')}
      busyLabel={t('profile.logo.uploading')}
      hint={t('profile.logo.hint')}
      onUpload={send}
    />
  );
}
