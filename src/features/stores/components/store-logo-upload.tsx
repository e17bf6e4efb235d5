import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { securityMethodsQuery } from '@/api/security/security.queries';
import { uploadStoreLogoMutation } from '@/api/stores/stores.mutations';
import type { Store } from '@/api/stores/stores.schemas';
import { popup, toast } from '@/components/feedback/feedback';
import { ArrowUpIcon } from '@/components/ui/app-icons';
import { IconButton } from '@/components/ui/icon-button';
import { logoError } from '@/domain/validation';
import styles from './store-header.module.css';
import { StoreLogo } from './store-logo';

/**
 * The store logo with its upload (SPEC.md sections 5 and 6): jpeg / png up to 1 MB is
 * checked before sending; the confirmation methods of `settings` are asked first; a second
 * factor, when the server wants one, is asked by the app-wide dialog.
 */
export function StoreLogoUpload({ store, editable }: { store: Store; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation(uploadStoreLogoMutation());

  async function send(file: File) {
    const problem = logoError(file);
    if (problem) {
      toast.error(t('errors.upload_profile_photo_error'));
      return;
    }
    // Which factors `settings` needs; the request layer answers the server's challenge.
    await queryClient
      .fetchQuery({ ...securityMethodsQuery('settings'), staleTime: 0 })
      .catch(() => undefined);
    // Awaited rather than a per-call callback, which is skipped when the observer changed
    // meanwhile (the second-factor round trip can take a while). Failures toast globally.
    const saved = await upload.mutateAsync({ store_id: store.id, logo: file }).then(
      () => true,
      () => false,
    );
    if (saved) popup.success(t('stores.logo.updated'));
  }

  return (
    <div className={styles.logo}>
      <StoreLogo title={store.title} logo={store.logo} size={72} className={styles.logoImage} />
      {editable ? (
        <>
          <IconButton
            className={styles.logoButton}
            variant="secondary"
            size="sm"
            label={store.logo ? t('stores.logo.change') : t('stores.logo.upload')}
            icon={<ArrowUpIcon size={14} />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          />
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            tabIndex={-1}
            aria-label={store.logo ? t('stores.logo.change') : t('stores.logo.upload')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
