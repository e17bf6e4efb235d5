import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cachedStore, saveStoreChatSettingsMutation } from '@/api/stores/stores.mutations';
import { storeDetail } from '@/api/stores/stores.queries';
import { popup } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/inline-alert';
import { isReadOnly } from '@/domain/stores';
import { describeError } from '@/i18n/describe-error';
import {
  ChatSchema,
  chatValuesToInput,
  GREETING_MAX,
  HOURS_MAX,
  OPERATOR_MAX,
  storeToChatValues,
} from './chat-form';
import styles from './store-chat.module.css';
import formStyles from './store-form.module.css';
import { StoreLogo } from './store-logo';
import { FormSection } from './store-settings-fields';

const routeApi = getRouteApi('/_app/store/$storeId/chat');

/** /store/{id}/chat: the payment page's support chat, switched on or off, with its texts and a preview. */
export function StoreChatPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { storeId } = routeApi.useParams();
  const { data: store } = useSuspenseQuery(storeDetail(storeId));
  const save = useMutation({ ...saveStoreChatSettingsMutation(), meta: { silent: true } });
  const [failure, setFailure] = useState<unknown>(null);
  const readOnly = isReadOnly(store.status);
  const { values: defaultValues, unread } = useMemo(() => storeToChatValues(store), [store]);

  const form = useAppForm({
    defaultValues,
    validators: { onChange: ChatSchema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      try {
        // What the merchant did not edit goes back as the server sent it.
        await save.mutateAsync(chatValuesToInput(store.id, value, defaultValues, store.sent));
        // The store as reloaded after the save (SPEC.md does not describe the answer).
        const saved = cachedStore(queryClient, store.id);
        form.reset(saved ? storeToChatValues(saved).values : value);
        popup.success();
      } catch (error) {
        setFailure(error);
        popup.fail();
      }
    },
  });

  return (
    <div className={styles.layout}>
      <form
        className={formStyles.form}
        noValidate
        aria-label={t('stores.chat.title')}
        onSubmit={(event) => submitForm(event, form)}
      >
        <div className={formStyles.card}>
          <div className={formStyles.form}>
            <FormSection title={t('stores.chat.title')} description={t('stores.chat.hint')}>
              <form.AppField name="chat_enabled">
                {(field) => (
                  <field.SwitchInput
                    label={t('stores.chat.enabled')}
                    description={t('stores.chat.enabled_hint')}
                    disabled={readOnly}
                  />
                )}
              </form.AppField>
            </FormSection>
            <FormSection title={t('stores.chat.texts')} description={t('stores.chat.texts_hint')}>
              <form.AppField name="greeting">
                {(field) => (
                  <field.TextInput
                    unread={unread.has('greeting')}
                    label={t('stores.chat.greeting')}
                    description={t('stores.chat.greeting_hint', { max: GREETING_MAX })}
                    maxLength={GREETING_MAX}
                    disabled={readOnly}
                  />
                )}
              </form.AppField>
              <form.AppField name="operator_name">
                {(field) => (
                  <field.TextInput
                    unread={unread.has('operator_name')}
                    label={t('stores.chat.operator')}
                    description={t('stores.chat.operator_hint')}
                    maxLength={OPERATOR_MAX}
                    disabled={readOnly}
                  />
                )}
              </form.AppField>
              <form.AppField name="working_hours">
                {(field) => (
                  <field.TextInput
                    unread={unread.has('working_hours')}
                    label={t('stores.chat.hours')}
                    description={t('stores.chat.hours_hint')}
                    placeholder="09:00–18:00"
                    maxLength={HOURS_MAX}
                    disabled={readOnly}
                  />
                )}
              </form.AppField>
              <form.AppField name="auto_reply">
                {(field) => (
                  <field.SwitchInput
                    label={t('stores.chat.auto_reply')}
                    description={t('stores.chat.auto_reply_hint')}
                    disabled={readOnly}
                  />
                )}
              </form.AppField>
            </FormSection>
          </div>
        </div>
        {failure ? (
          <Alert tone="error" live title={t('stores.settings.save_failed')}>
            {describeError(failure)}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <FormActions>
            <form.AppForm>
              <form.SubmitButton>{t('stores.common.save')}</form.SubmitButton>
            </form.AppForm>
          </FormActions>
        )}
      </form>

      <form.Subscribe selector={(s) => s.values}>
        {(values) => (
          <aside className={styles.preview} aria-labelledby="chat-preview-title">
            <h2 id="chat-preview-title" className={styles.previewTitle}>
              {t('stores.chat.preview')}
            </h2>
            <div className={styles.window} data-off={values.chat_enabled ? undefined : ''}>
              <div className={styles.windowHead}>
                <StoreLogo title={store.title} logo={store.logo} size={40} />
                <span className={styles.windowName}>
                  <strong>{values.operator_name.trim() || store.title || t('ui.unknown')}</strong>
                  <span>{values.working_hours.trim() || t('stores.chat.preview_hours_any')}</span>
                </span>
              </div>
              <div className={styles.messages}>
                {/* The merchant's own words: not the interface's, never machine-translated. */}
                <p className={styles.bubble} translate={values.greeting.trim() ? 'no' : undefined}>
                  {values.greeting.trim() || t('stores.chat.preview_greeting')}
                </p>
                {values.auto_reply ? (
                  <p className={styles.bubbleAuto}>{t('stores.chat.preview_auto')}</p>
                ) : null}
              </div>
              {values.chat_enabled ? null : <p className={styles.offNote}>{t('stores.chat.preview_off')}</p>}
            </div>
          </aside>
        )}
      </form.Subscribe>
    </div>
  );
}
