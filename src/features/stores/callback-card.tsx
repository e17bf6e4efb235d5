import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editOr } from '@/api/http/kept';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { cachedStore, saveStoreIntegrationMutation } from '@/api/stores/stores.mutations';
import { popup } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { UnreadHint, useAppForm } from '@/components/form/form-kit';
import { PlusIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { Alert } from '@/components/ui/inline-alert';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/i18n/describe-error';
import type { MessageKey } from '@/i18n/keys';
import styles from './integration.module.css';
import { IntegrationSchema, type IntegrationValues, ipError } from './integration-form';

/** The form's values of a store: what could not be read starts empty. */
function integrationValues(store: Pick<Store, 'callback_url' | 'ips'>): IntegrationValues {
  return { callback_url: store.callback_url ?? '', ips: [...(store.ips ?? [])] };
}

/** Callback URL (https) and the IPv4 addresses callbacks come from, saved together. */
export function CallbackCard({ store, readOnly }: { store: Store; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({ ...saveStoreIntegrationMutation(), meta: { silent: true } });
  const [failure, setFailure] = useState<unknown>(null);
  const [ipText, setIpText] = useState('');
  const [ipProblem, setIpProblem] = useState<MessageKey | null>(null);
  // A value that could not be read starts empty and says so; the save sends it back unchanged.
  const urlUnread = store.callback_url === null;
  const ipsUnread = store.ips === null;
  const defaultValues = useMemo<IntegrationValues>(() => integrationValues(store), [store]);

  const form = useAppForm({
    defaultValues,
    validators: { onChange: IntegrationSchema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      try {
        const urlEdited = value.callback_url !== defaultValues.callback_url;
        const ipsEdited = value.ips.join() !== defaultValues.ips.join();
        await save.mutateAsync({
          store_id: store.id,
          callback_url: editOr(urlEdited, value.callback_url.trim(), store.sent.callback_url),
          ips: editOr(ipsEdited, value.ips, store.sent.ips),
        });
        // The store as reloaded after the save (SPEC.md does not describe the answer).
        const saved = cachedStore(queryClient, store.id);
        form.reset(saved ? integrationValues(saved) : value);
        popup.success();
      } catch (error) {
        setFailure(error);
        popup.fail();
      }
    },
  });

  return (
    <Card as="section" aria-labelledby="callback-title">
      <CardHeader
        titleId="callback-title"
        title={t('stores.integration.callback_title')}
        description={t('stores.integration.callback_hint')}
      />
      <CardBody>
        <form
          className={styles.form}
          noValidate
          aria-labelledby="callback-title"
          onSubmit={(event) => submitForm(event, form)}
        >
          <form.AppField name="callback_url">
            {(field) => (
              <field.TextInput
                unread={urlUnread}
                label={t('stores.integration.callback_url')}
                description={t('stores.integration.callback_url_hint')}
                type="url"
                inputMode="url"
                placeholder="https://"
                disabled={readOnly}
              />
            )}
          </form.AppField>

          <form.AppField name="ips" mode="array">
            {(field) => {
              const ips = field.state.value;
              const add = () => {
                const problem = ipError(ipText, ips);
                setIpProblem(problem);
                if (problem) return;
                field.pushValue(ipText.trim());
                setIpText('');
              };
              return (
                <div className={styles.ips}>
                  <TextField
                    label={t('stores.integration.ips')}
                    description={t('stores.integration.ips_hint')}
                    value={ipText}
                    inputMode="decimal"
                    placeholder="203.0.113.10"
                    disabled={readOnly}
                    numeric
                    error={ipProblem ? t(ipProblem) : undefined}
                    onChange={(event) => {
                      setIpText(event.target.value);
                      setIpProblem(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        if (ipText.trim()) add();
                      }
                    }}
                    suffix={
                      <Button
                        size="sm"
                        variant="ghost"
                        iconStart={<PlusIcon size={14} />}
                        disabled={readOnly || ipText.trim() === ''}
                        onClick={add}
                      >
                        {t('stores.integration.ip_add')}
                      </Button>
                    }
                  />
                  {ips.length > 0 ? (
                    <ul className={styles.ipList} aria-label={t('stores.integration.ips_list')}>
                      {ips.map((ip, index) => (
                        <li key={ip} className={styles.ipItem}>
                          <code>{ip}</code>
                          <IconButton
                            size="sm"
                            label={t('stores.integration.ip_remove', { ip })}
                            icon={<CloseIcon size={14} />}
                            disabled={readOnly}
                            onClick={() => field.removeValue(index)}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : ipsUnread ? (
                    <p className={styles.muted}>
                      <UnreadHint text={t('stores.integration.ips_unread')} />
                    </p>
                  ) : (
                    <p className={styles.muted}>{t('stores.integration.ips_empty')}</p>
                  )}
                </div>
              );
            }}
          </form.AppField>

          {failure ? (
            <Alert tone="error" live title={t('stores.settings.save_failed')}>
              {describeError(failure)}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <div className={styles.actions}>
              <form.AppForm>
                <form.SubmitButton>{t('stores.common.save')}</form.SubmitButton>
              </form.AppForm>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
