import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { resubmitStoreMutation } from '@/api/stores/stores.mutations';
import { popup } from '@/components/feedback/feedback';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { editedSettingsInput, storeToFormValues } from './store-form';

/** Resubmits a returned store with its saved settings (POST /api/store/request), after a confirmation. */
export function ResubmitButton({ store }: { store: Store }) {
  const { t } = useTranslation();
  const resubmit = useMutation(resubmitStoreMutation());
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="primary">
          {t('stores.resubmit.action')}
        </Button>
      }
      title={t('stores.resubmit.confirm_title')}
      description={t('stores.resubmit.confirm_body', { title: store.title || t('ui.unknown') })}
      confirmLabel={t('stores.resubmit.action')}
      onConfirm={async () => {
        // Nothing edited: every setting goes back as the server sent it.
        const { values, corrected } = storeToFormValues(store);
        const { version: _version, ...fields } = editedSettingsInput(values, values, store.sent, corrected);
        await resubmit.mutateAsync({ store_id: store.id, ...fields });
        popup.success(t('stores.resubmit.done'));
      }}
    />
  );
}
