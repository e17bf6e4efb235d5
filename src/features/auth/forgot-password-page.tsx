import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResetPassword } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/inline-alert';
import { captchaToken } from '@/lib/captcha';
import styles from './auth.module.css';
import { AccountEmailField, AuthCard, accountEmailError } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? accountEmailError(email) : undefined;

  const send = useMutation({
    mutationFn: async (address: string) =>
      request(sendResetPassword, { email: address, captcha_token: await captchaToken('reset_password') }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (send.isPending) return;
    if (accountEmailError(email)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    send.mutate(email.trim());
  };

  return (
    <AuthCard title={t('auth.forgot.title')}>
      {send.isSuccess ? (
        <div className={styles.form}>
          <Alert tone="success" title={t('auth.forgot.sent_title')}>
            {t('auth.forgot.sent_body', { email: send.variables })}
          </Alert>
        </div>
      ) : (
        <>
          <p className={styles.subtitle}>{t('auth.forgot.body')}</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <AccountEmailField value={email} onChange={setEmail} error={error} />
            <Button type="submit" variant="primary" fullWidth loading={send.isPending}>
              {t('auth.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className={styles.footer}>
        <Link to="/login" className={styles.link}>
          {t('auth.forgot.back_to_login')}
        </Link>
      </p>
    </AuthCard>
  );
}
