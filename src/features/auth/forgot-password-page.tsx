import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResetPassword } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/inline-alert';
import { TextField } from '@/components/ui/text-field';
import { isValidEmail } from '@/domain/validation';
import { captchaToken } from '@/lib/captcha';
import styles from './auth.module.css';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = !submitted
    ? undefined
    : !email.trim()
      ? t('auth.login.email_required')
      : !isValidEmail(email)
        ? t('auth.login.email_invalid')
        : undefined;

  const send = useMutation({
    mutationFn: async (address: string) =>
      request(sendResetPassword, { email: address, captcha_token: await captchaToken('reset_password') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email.trim() || !isValidEmail(email) || send.isPending) return;
    send.mutate(email.trim());
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title} tabIndex={-1} data-page-title>
        {t('auth.forgot.title')}
      </h1>
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
            <TextField
              label={t('auth.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
            />
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
    </section>
  );
}
