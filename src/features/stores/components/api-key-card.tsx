import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateStoreApiKeyMutation } from '@/api/stores/stores.mutations';
import type { Store, StoreApiKeys } from '@/api/stores/stores.schemas';
import { LockIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/inline-alert';
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

/**
 * API keys: only the last 4 characters and the creation date of the current secret are
 * known. A new pair is shown once, in a dialog; it lives in this component's state only
 * (never in the query cache) and is dropped when the dialog closes.
 */
export function ApiKeyCard({ store, readOnly }: { store: Store; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const generate = useMutation({ ...generateStoreApiKeyMutation(queryClient), gcTime: 0 });
  const [keys, setKeys] = useState<StoreApiKeys | null>(null);
  const hasKey = Boolean(store.api_key_last4);

  async function run() {
    const answer = await generate.mutateAsync({ store_id: store.id });
    // Drop the answer from the mutation cache: the secret stays in this dialog only.
    generate.reset();
    setKeys(answer);
  }

  const action = hasKey ? (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={readOnly}>
          {t('stores.integration.regenerate')}
        </Button>
      }
      tone="danger"
      title={t('stores.integration.regenerate_title')}
      description={t('stores.integration.regenerate_body')}
      confirmLabel={t('stores.integration.regenerate_confirm')}
      onConfirm={run}
    />
  ) : (
    <Button
      variant="primary"
      disabled={readOnly}
      loading={generate.isPending}
      onClick={() => void run().catch(() => undefined)}
    >
      {t('stores.integration.generate')}
    </Button>
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
              <code className={styles.code}>{store.id}</code>
              <CopyButton text={String(store.id)} label={t('stores.integration.copy_store_id')} />
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
            <KeyValue label={t('stores.integration.public_key')} value={keys.public_key} />
            <KeyValue label={t('stores.integration.secret_key')} value={keys.secret_key} />
          </div>
        ) : null}
      </Dialog>
    </Card>
  );
}
