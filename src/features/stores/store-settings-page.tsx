import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { ApiError } from '@/api/http/errors';
import { cachedStore, resubmitStoreMutation, saveStoreSettingsMutation } from '@/api/stores/stores.mutations';
import { storeDetail } from '@/api/stores/stores.queries';
import { popup } from '@/components/feedback/feedback';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/inline-alert';
import { isReadOnly } from '@/domain/stores';
import { describeError } from '@/i18n/describe-error';
import { editedSettingsInput, storeFormSchema, storeToFormValues } from './store-form';
import styles from './store-form.module.css';
import { StoreSettingsFields } from './store-settings-fields';

const routeApi = getRouteApi('/_app/store/$storeId/settings');

type Action = 'save' | 'resubmit';

/**
 * /store/{id}/settings: the general settings. Save is enabled when something changed, the
 * form is valid and no save runs; failures keep the typed values; a stale version (409)
 * offers to load the newer one. A returned store is resubmitted from here with the form's values.
 */
export function StoreSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const action = useRef<Action>('save');
  const { storeId } = routeApi.useParams();
  const { data: store } = useSuspenseQuery(storeDetail(storeId));
  const { data: currencies } = useSuspenseQuery(currenciesQuery());
  const save = useMutation({ ...saveStoreSettingsMutation(), meta: { silent: true } });
  const resubmit = useMutation({ ...resubmitStoreMutation(), meta: { silent: true } });
  const [failure, setFailure] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const readOnly = isReadOnly(store.status);
  const { values: defaultValues, unread, corrected } = useMemo(() => storeToFormValues(store), [store]);
  const schema = useMemo(() => storeFormSchema(unread), [unread]);

  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      // What the merchant did not edit goes back as the server sent it.
      const input = editedSettingsInput(value, defaultValues, store.sent, corrected);
      try {
        if (action.current === 'resubmit') {
          const { version: _version, ...fields } = input;
          await resubmit.mutateAsync({ store_id: store.id, ...fields });
        } else {
          await save.mutateAsync({ id: store.id, ...input });
        }
        // The store as reloaded after the save (the answer may not carry it).
        const saved = cachedStore(queryClient, store.id);
        form.reset(saved ? storeToFormValues(saved).values : value);
        popup.success(action.current === 'resubmit' ? t('stores.resubmit.done') : undefined);
      } catch (error) {
        setFailure(error);
        popup.fail();
      } finally {
        action.current = 'save';
      }
    },
    onSubmitInvalid: () => {
      action.current = 'save';
      focusFirstInvalid(formRef.current);
    },
  });

  const conflict = failure instanceof ApiError && failure.status === 409;

  async function loadLatest() {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({ ...storeDetail(store.id), staleTime: 0 });
      form.reset(storeToFormValues(latest).values);
      setFailure(null);
    } finally {
      setReloading(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t('stores.settings.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.card}>
        <div className={styles.form}>
          <StoreSettingsFields form={form} currencies={currencies} disabled={readOnly} unread={unread} />
        </div>
      </div>
      {conflict ? (
        <Alert
          tone="warning"
          live
          title={t('stores.settings.conflict_title')}
          action={
            <Button size="sm" loading={reloading} onClick={() => void loadLatest()}>
              {t('stores.settings.load_latest')}
            </Button>
          }
        >
          {t('errors.conflict_version_error')}
        </Alert>
      ) : failure ? (
        <Alert tone="error" live title={t('stores.settings.save_failed')}>
          {describeError(failure)}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <FormActions
          status={
            <form.Subscribe selector={(s) => s.isDirty}>
              {(dirty) => (dirty ? t('stores.common.unsaved') : null)}
            </form.Subscribe>
          }
        >
          <form.AppForm>
            <form.SubmitButton variant={store.status === 'returned' ? 'secondary' : 'primary'}>
              {t('stores.common.save')}
            </form.SubmitButton>
          </form.AppForm>
          {store.status === 'returned' ? (
            <form.Subscribe selector={(s) => s.isSubmitting}>
              {(submitting) => (
                <Button
                  variant="primary"
                  loading={submitting && action.current === 'resubmit'}
                  disabled={submitting}
                  onClick={() => {
                    action.current = 'resubmit';
                    void form.handleSubmit();
                  }}
                >
                  {t('stores.resubmit.action')}
                </Button>
              )}
            </form.Subscribe>
          ) : null}
        </FormActions>
      )}
    </form>
  );
}
