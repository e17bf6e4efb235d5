import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isSilentError } from '@/api/http/errors';
import { changePasswordMutation } from '@/api/security/security.mutations';
import { popup } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm, useFieldContext, useFieldErrors } from '@/components/form/form-kit';
import { FormActions } from '@/components/ui/form-actions';
import { IconButton } from '@/components/ui/icon-button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { EMPTY_PASSWORDS, PasswordChangeSchema } from './password-change.schemas';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

function PasswordInput({
  label,
  autoComplete,
  description,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
}) {
  const { t } = useTranslation();
  const field = useFieldContext<string>();
  const errors = useFieldErrors();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      description={description}
      name={field.name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      value={field.state.value}
      onChange={(event) => field.handleChange(event.target.value)}
      onBlur={field.handleBlur}
      error={errors}
      suffix={
        <IconButton
          size="sm"
          label={visible ? t('security.password.hide') : t('security.password.show')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}

/**
 * Password change (SPEC.md sections 4, 5, 8): submit disabled while a field is empty or
 * invalid; the server's invalid-password answer shows under the old password; success clears
 * the three fields.
 */
export function PasswordChange() {
  const { t } = useTranslation();
  const change = useMutation({ ...changePasswordMutation(), meta: { silent: true } });

  const form = useAppForm({
    defaultValues: EMPTY_PASSWORDS,
    validators: { onChange: PasswordChangeSchema },
    onSubmit: async ({ value }) => {
      try {
        await change.mutateAsync({ old_password: value.old_password, new_password: value.new_password });
        form.reset(EMPTY_PASSWORDS);
        popup.success(t('security.password.changed'));
      } catch (error) {
        if (isSilentError(error)) return;
        if (error instanceof ApiError && error.has('invalid_password')) {
          form.setFieldMeta('old_password', (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onSubmit: 'errors.invalid_password' },
          }));
          popup.fail();
          return;
        }
        popup.fail(securityErrorText(error, t) ?? undefined);
      }
    },
  });
  const allTyped = useStore(form.store, ({ values }) =>
    Boolean(values.old_password && values.new_password && values.repeat_password),
  );

  return (
    <form noValidate className={styles.form} onSubmit={(event) => submitForm(event, form)}>
      <form.AppField name="old_password">
        {() => <PasswordInput label={t('security.password.old')} autoComplete="current-password" />}
      </form.AppField>
      <form.AppField name="new_password">
        {() => (
          <PasswordInput
            label={t('security.password.new')}
            autoComplete="new-password"
            description={t('security.password.rule')}
          />
        )}
      </form.AppField>
      <form.AppField name="repeat_password">
        {() => <PasswordInput label={t('security.password.repeat')} autoComplete="new-password" />}
      </form.AppField>
      <form.AppForm>
        <FormActions align="start" sticky={false}>
          <form.SubmitButton disabled={!allTyped}>{t('security.password.submit')}</form.SubmitButton>
        </FormActions>
      </form.AppForm>
    </form>
  );
}
