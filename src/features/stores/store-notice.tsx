import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { Alert } from '@/components/ui/inline-alert';
import { returnReasonKey } from '@/domain/stores';
import { translateDynamic } from '@/i18n/i18n';
import { ResubmitButton } from './resubmit-button';

/**
 * Why a store cannot be changed (under review, denied) or what to fix (returned), at the
 * top of every store page. `inForm`: the settings page resubmits from its own form.
 */
export function StoreNotice({ store, inForm }: { store: Store; inForm: boolean }) {
  const { t } = useTranslation();
  switch (store.status) {
    case 'approval':
      return (
        <Alert tone="info" title={t('stores.notice.approval_title')}>
          {t('stores.notice.approval_body')}
        </Alert>
      );
    case 'denied':
      return (
        <Alert tone="error" title={t('stores.notice.denied_title')}>
          {t('stores.notice.denied_body')}
        </Alert>
      );
    case 'returned':
      return (
        <Alert
          tone="warning"
          title={t('stores.notice.returned_title')}
          action={inForm ? undefined : <ResubmitButton store={store} />}
        >
          <p>{translateDynamic(t, returnReasonKey(store.return_reason))}</p>
          <p>{inForm ? t('stores.notice.returned_fix_below') : t('stores.notice.returned_fix')}</p>
        </Alert>
      );
    default:
      // approved, or a status the cabinet does not know (its badge shows "—")
      return null;
  }
}
