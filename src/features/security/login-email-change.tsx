import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isSilentError } from '@/api/http/errors';
import { changeLoginMutation, refreshLoginCodeMutation } from '@/api/security/security.mutations';
import { popup } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/inline-alert';
import { OtpInput } from '@/components/ui/otp-input';
import { canRequestCode, type LoginEmailValues, loginEmailSchema } from './login-email.schemas';
import styles from './security.module.css';
import { securityErrorText } from './security-errors';

const EMPTY: LoginEmailValues = { old_email: '', new_email: '' };
const CODE_LENGTH = 6;

/** Seconds until `nextTime` (epoch s), ticking every second while above zero. */
function useSecondsUntil(nextTime: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = nextTime === null ? 0 : Math.max(0, Math.ceil(nextTime - now / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  useEffect(() => {
    if (nextTime !== null) setNow(Date.now());
  }, [nextTime]);
  return left;
}

/**
 * Login e-mail change (SPEC.md sections 4, 5): old and new e-mail, a code sent to the new
 * address, a 6-digit box; confirm once all six digits are in. Success stores the new login and
 * empties the form.
 */
export function LoginEmailChange({ currentLogin }: { currentLogin: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [nextTime, setNextTime] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const requestCode = useMutation({ ...refreshLoginCodeMutation(), meta: { silent: true } });
  const confirm = useMutation({ ...changeLoginMutation(), meta: { silent: true } });
  const wait = useSecondsUntil(nextTime);
  const intro = useRef<HTMLParagraphElement>(null);

  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: loginEmailSchema(currentLogin) },
    onSubmit: async ({ value }) => {
      setRequestError(null);
      try {
        const answer = await requestCode.mutateAsync({ new_email: value.new_email.trim() });
        setSentTo(value.new_email.trim());
        setNextTime(answer?.next_time ?? null);
        setCode('');
        setCodeError(null);
      } catch (error) {
        const text = securityErrorText(error, t);
        if (text) setRequestError(text);
      }
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const canRequest = canRequestCode(values, currentLogin);
  // The code belongs to the address it was sent to: another new e-mail needs a new code.
  const codeShown = sentTo !== null && sentTo === values.new_email.trim();

  async function confirmChange() {
    if (code.length !== CODE_LENGTH || confirm.isPending) return;
    setCodeError(null);
    try {
      await confirm.mutateAsync({
        old_email: values.old_email.trim(),
        new_email: values.new_email.trim(),
        code,
      });
      form.reset(EMPTY);
      setSentTo(null);
      setNextTime(null);
      setCode('');
      popup.success(t('security.login_email.changed'));
      // The code step (and the button that had the focus) is gone: the intro names the new login.
      requestAnimationFrame(() => intro.current?.focus());
    } catch (error) {
      if (isSilentError(error)) return;
      const text = securityErrorText(error, t);
      if (error instanceof ApiError && error.has('invalid_code')) {
        setCode('');
        setCodeError(text);
        return;
      }
      setCodeError(text);
      popup.fail();
    }
  }

  const sendLabel =
    wait > 0
      ? t('security.login_email.resend_in', { seconds: wait })
      : codeShown
        ? t('security.login_email.resend')
        : t('security.login_email.send_code');

  return (
    <div className={styles.form}>
      <p className={styles.text} ref={intro} tabIndex={-1}>
        {t('security.login_email.current', { email: currentLogin })}
      </p>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          if (canRequest && wait === 0) submitForm(event, form);
          else event.preventDefault();
        }}
      >
        <div className={styles.pair}>
          <form.AppField name="old_email">
            {(field) => (
              <field.TextInput
                label={t('security.login_email.old')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
              />
            )}
          </form.AppField>
          <form.AppField name="new_email">
            {(field) => (
              <field.TextInput
                label={t('security.login_email.new')}
                type="email"
                inputMode="email"
                autoComplete="off"
                required
              />
            )}
          </form.AppField>
        </div>
        {requestError ? (
          <Alert tone="error" live>
            {requestError}
          </Alert>
        ) : null}
        <FormActions align="start" sticky={false}>
          <Button
            type="submit"
            variant={codeShown ? 'secondary' : 'primary'}
            disabled={!canRequest || wait > 0}
            loading={requestCode.isPending}
          >
            {sendLabel}
          </Button>
        </FormActions>
      </form>

      {codeShown ? (
        <form
          noValidate
          className={styles.codeStep}
          onSubmit={(event) => {
            event.preventDefault();
            void confirmChange();
          }}
        >
          <OtpInput
            length={CODE_LENGTH}
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(null);
            }}
            label={t('security.login_email.code')}
            description={t('security.login_email.code_hint', { email: sentTo })}
            error={codeError}
            disabled={confirm.isPending}
            autoFocus
            name="login-code"
          />
          <FormActions align="start" sticky={false}>
            <Button
              type="submit"
              variant="primary"
              disabled={code.length !== CODE_LENGTH}
              loading={confirm.isPending}
            >
              {t('security.login_email.confirm')}
            </Button>
          </FormActions>
        </form>
      ) : null}
    </div>
  );
}
