import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { enableStorePaymentsMutation } from '@/api/stores/stores.mutations';
import { popup } from '@/components/feedback/feedback';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from './server-message';
import styles from './store-header.module.css';

/**
 * Payments on / off (POST enable-payments). A refusal comes back as `success: false` with a
 * message: it is shown next to the switch, which goes back to the saved state.
 */
export function PaymentsSwitch({ store }: { store: Store }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation(enableStorePaymentsMutation());
  const checked = mutation.isPending ? mutation.variables.payments_enabled : store.payments_enabled === true;
  const approved = store.status === 'approved';

  return (
    <div className={styles.payments}>
      <Switch
        label={t('stores.payments.label')}
        description={approved ? undefined : t('stores.payments.needs_approval')}
        checked={checked}
        disabled={!approved || mutation.isPending}
        onCheckedChange={(next) => {
          setRefusal(null);
          mutation.mutate(
            { store_id: store.id, payments_enabled: next },
            {
              onSuccess: (answer) => {
                if (answer.success === false) setRefusal(serverMessage(answer.message));
                else popup.success(next ? t('stores.payments.enabled') : t('stores.payments.disabled'));
              },
            },
          );
        }}
      />
      <p className={styles.refusal} role="alert">
        {refusal}
      </p>
    </div>
  );
}
