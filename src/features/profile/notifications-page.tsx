import { useStore } from '@tanstack/react-form';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/enums/enums.queries';
import { isSilentError } from '@/api/http/errors';
import { editOr } from '@/api/http/kept';
import { saveNotificationSettingsMutation } from '@/api/profile/profile.mutations';
import { notificationSettingsQuery } from '@/api/profile/profile.queries';
import { popup } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FormActions } from '@/components/ui/form-actions';
import { describeError } from '@/i18n/describe-error';
import { languageToSend, notificationLanguageOptions } from './notification-languages';
import styles from './notifications-page.module.css';

/**
 * /profile/notifications: the notification language; confirm only after a change. A language
 * the settings answer did not carry readably leaves the choice empty and says so. The save
 * sends the settings object the server sent with `lang` replaced (its other fields, and an
 * unchanged language, go back as they came); a chosen language in the form the server's
 * language list gives it.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery());
  const { data: languages } = useSuspenseQuery(languagesQuery());
  const savedLang = settings.lang ?? '';
  const unread = settings.lang === null && settings.sent.lang !== undefined && settings.sent.lang !== null;
  const options = notificationLanguageOptions(languages, savedLang);
  const save = useMutation({ ...saveNotificationSettingsMutation(), meta: { silent: true } });

  const form = useAppForm({
    defaultValues: { lang: savedLang },
    onSubmit: async ({ value }) => {
      try {
        const saved = await save.mutateAsync({
          ...settings.sent,
          lang: editOr(value.lang !== savedLang, languageToSend(value.lang, languages), settings.sent.lang),
        });
        form.reset({ lang: saved.lang ?? '' });
        popup.success();
      } catch (error) {
        if (isSilentError(error)) return;
        popup.fail(describeError(error) ?? undefined);
      }
    },
  });
  const chosen = useStore(form.store, (state) => state.values.lang);

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('profile.notifications.title')}
        titleId={titleId}
        description={t('profile.notifications.description')}
        divider
      />
      <CardBody>
        <form noValidate className={styles.form} onSubmit={(event) => submitForm(event, form)}>
          <form.AppField name="lang">
            {(field) => (
              <field.SelectInput
                unread={unread}
                label={t('profile.notifications.language')}
                options={options}
                className={styles.select}
              />
            )}
          </form.AppField>
          <form.AppForm>
            <FormActions align="start" sticky={false}>
              <form.SubmitButton disabled={chosen === savedLang || chosen === ''}>
                {t('profile.notifications.confirm')}
              </form.SubmitButton>
            </FormActions>
          </form.AppForm>
        </form>
      </CardBody>
    </Card>
  );
}
