import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '@/api/stores/schemas/store.schemas';
import type { StoreApiKey } from '@/api/stores/schemas/store-settings.schemas';
import { generateStoreApiKeyMutation } from '@/api/stores/stores.mutations';
import { LockIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { CopyableId } from '@/components/ui/id-text';
import { Alert } from '@/components/ui/inline-alert';
import type { MessageKey } from '@/i18n/keys';
import { formatDateTime } from '@/lib/format';
import styles from './integration.module.css';

function KeyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.keyRow}>
      <span className={styles.keyLabel}>{label}</span>
      <span className={styles.keyBox}>
        <code className={styles.keyValue}>{value}</code>
        <CopyButton
          text={value}
          label={t('stores.integration.copy_named', { name: label })}
          variant="secondary"
        />
      </span>
    </div>
  );
}

const KEY_LABELS: Record<string, MessageKey> = {
  public_key: 'stores.integration.public_key',
  secret_key: 'stores.integration.secret_key',
};

/**
 * API keys: only the last 4 characters and the creation date of the current secret are
 * known (fields SPEC.md does not name: without them no key is known). A new set is shown
 * once, in a dialog: every key the answer carried, `public_key` and `secret_key` by their
 * labels, others by their field names. It lives in this component's state only (never in
 * the query cache) and is dropped when the dialog closes. Generating always asks first:
 * it replaces any key issued before, and the cabinet may not know of one.
 */
export function ApiKeyCard({ store, readOnly }: { store: Store; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const generate = useMutation({ ...generateStoreApiKeyMutation(), gcTime: 0 });
  const [keys, setKeys] = useState<StoreApiKey[] | null>(null);
  const hasKey = Boolean(store.api_key_last4);

  async function run() {
    const answer = await generate.mutateAsync({ store_id: store.id });
    // Drop the answer from the mutation cache: the secret stays in this dialog only.
    generate.reset();
    setKeys(answer);
  }

  const action = (
    <ConfirmDialog
      trigger={
        <Button variant={hasKey ? 'secondary' : 'primary'} disabled={readOnly}>
          {hasKey ? t('stores.integration.regenerate') : t('stores.integration.generate')}
        </Button>
      }
      tone="danger"
      title={t('stores.integration.regenerate_title')}
      description={hasKey ? t('stores.integration.regenerate_body') : t('stores.integration.generate_body')}
      confirmLabel={hasKey ? t('stores.integration.regenerate_confirm') : t('stores.integration.generate')}
      onConfirm={run}
    />
  );

  return (
    <Card as="section" aria-labelledby="api-key-title">
      <CardHeader
        titleId="api-key-title"
        title={t('stores.integration.api_key')}
        description={t('stores.integration.api_key_hint')}
        actions={action}
      />
      <CardBody>
        <dl className={styles.facts}>
          <div>
            <dt>{t('stores.integration.store_id')}</dt>
            <dd className={styles.inline}>
              <CopyableId value={store.id} label={t('stores.integration.copy_store_id')} />
            </dd>
          </div>
          <div>
            <dt>{t('stores.integration.secret_key')}</dt>
            <dd>
              {hasKey ? (
                <span className={styles.inline}>
                  <LockIcon size={14} aria-hidden="true" />
                  <code className={styles.code}>
                    <span aria-hidden="true">sk_••••••••</span>
                    <span className="visually-hidden">{t('stores.integration.ends_with')} </span>
                    <span>{store.api_key_last4}</span>
                  </code>
                </span>
              ) : (
                <span className={styles.muted}>{t('stores.integration.no_key')}</span>
              )}
            </dd>
          </div>
          {hasKey && store.api_key_created ? (
            <div>
              <dt>{t('stores.integration.created')}</dt>
              <dd>{formatDateTime(store.api_key_created, i18n.language)}</dd>
            </div>
          ) : null}
        </dl>
      </CardBody>
      <Dialog
        open={keys !== null}
        onOpenChange={(open) => {
          if (!open) setKeys(null);
        }}
        title={t('stores.integration.new_key_title')}
        description={t('stores.integration.new_key_body')}
        disablePointerDismissal
        footer={
          <Button variant="primary" onClick={() => setKeys(null)}>
            {t('stores.integration.stored_it')}
          </Button>
        }
      >
        {keys ? (
          <div className={styles.secretBody}>
            <Alert tone="warning" title={t('stores.integration.once_title')}>
              {t('stores.integration.once_body')}
            </Alert>
            {keys.length === 0 ? <p>{t('stores.integration.keys_not_shown')}</p> : null}
            {keys.map((key) => {
              const label = KEY_LABELS[key.name];
              return <KeyValue key={key.name} label={label ? t(label) : key.name} value={key.value} />;
            })}
          </div>
        ) : null}
      </Dialog>
    </Card>
  );
}
