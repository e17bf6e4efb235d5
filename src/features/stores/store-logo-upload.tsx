import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { securityMethodsQuery } from '@/api/security/security.queries';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { uploadStoreLogoMutation } from '@/api/stores/stores.mutations';
import { popup } from '@/components/feedback/feedback';
import { LogoUpload } from '@/components/form/logo-upload';
import styles from './store-header.module.css';
import { StoreLogo } from './store-logo';

/**
 * The store logo with its upload: the confirmation methods of `settings` are asked first;
 * a second factor, when the server wants one, is asked by the app-wide dialog.
 */
export function StoreLogoUpload({ store, editable }: { store: Store; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useMutation({ ...uploadStoreLogoMutation(), meta: { silent: true } });
  const logo = <StoreLogo title={store.title} logo={store.logo} size={72} className={styles.logoImage} />;
  if (!editable) return <div className={styles.logo}>{logo}</div>;

  async function send(file: File) {
    // Which factors `settings` needs; the request layer answers the server's challenge.
    await queryClient
      .fetchQuery({ ...securityMethodsQuery('settings'), staleTime: 0 })
      .catch(() => undefined);
    // Awaited rather than a per-call callback, which is skipped when the observer changed
    // meanwhile (the second-factor round trip can take a while).
    await upload.mutateAsync({ store_id: store.id, logo: file });
    popup.success(t('stores.logo.updated'));
  }

  return (
    <LogoUpload
      compact
      className={styles.logo}
      preview={logo}
      label={store.logo ? t('stores.logo.change') : t('stores.logo.upload')}
      busyLabel={t('stores.logo.upload')}
      onUpload={send}
    />
  );
}
