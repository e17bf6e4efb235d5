import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restorePassword, restoreTokenValidity } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { popup } from '@/components/feedback/feedback';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { isValidPassword } from '@/domain/validation';
import type { MessageKey } from '@/i18n/keys';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';

export interface NewPasswordErrors {
  password?: MessageKey;
  repeat?: MessageKey;
}

/** New password + repeat with the password rules of SPEC.md section 5. Returns message keys. */
export function newPasswordErrors(password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'auth.reset.password_required';
  else if (!isValidPassword(password)) errors.password = 'auth.reset.password_format';
  if (!repeat) errors.repeat = 'auth.reset.password_required';
  else if (!isValidPassword(repeat)) errors.repeat = 'auth.reset.password_format';
  else if (repeat !== password) errors.repeat = 'auth.reset.passwords_mismatch';
  return errors;
}

/** /reset-password and /first-login: one screen; the link token is checked first. */
export function NewPasswordPage({
  email,
  token,
  firstLogin,
}: {
  email: string;
  token: string;
  firstLogin: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const hasLink = Boolean(email && token);

  const validity = useQuery({
    queryKey: ['auth', 'token-validity', email, token],
    queryFn: ({ signal }) => request(restoreTokenValidity, { email, token }, { signal }),
    enabled: hasLink,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const save = useMutation({
    mutationFn: () => request(restorePassword, { email, token, new_password: password }),
    onSuccess: () => {
      popup.success(t('auth.reset.success'));
      void navigate({ to: '/login', replace: true });
    },
  });

  const errors = submitted ? newPasswordErrors(password, repeat) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (save.isPending) return;
    if (Object.keys(newPasswordErrors(password, repeat)).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    save.mutate();
  };

  const title = firstLogin ? t('auth.reset.first_login_title') : t('auth.reset.title');
  const refused = validity.data?.ok === false || validity.isError;
  // No link in the address is not an expired link: each says what happened, for the
  // invitation (first login) and the reset alike.
  const problem = !hasLink
    ? firstLogin
      ? { title: t('auth.reset.first_login_missing_title'), body: t('auth.reset.first_login_missing_body') }
      : { title: t('auth.reset.missing_title'), body: t('auth.reset.missing_body') }
    : refused
      ? firstLogin
        ? { title: t('auth.reset.first_login_invalid_title'), body: t('auth.reset.first_login_invalid_body') }
        : { title: t('auth.reset.invalid_title'), body: t('auth.reset.invalid_body') }
      : null;

  return (
    <AuthCard title={title} busy={validity.isPending && hasLink}>
      {hasLink && validity.isPending ? (
        <div className={styles.form}>
          <p className={styles.subtitle}>{t('auth.reset.checking')}</p>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </div>
      ) : problem ? (
        <div className={styles.form}>
          <Alert tone={hasLink ? 'error' : 'info'} title={problem.title}>
            {problem.body}
          </Alert>
        </div>
      ) : (
        <>
          <p className={styles.subtitle}>{t('auth.reset.body', { email })}</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <TextField
              label={t('auth.reset.new_password')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              description={t('auth.reset.rules')}
              error={errors.password ? t(errors.password) : undefined}
            />
            <TextField
              label={t('auth.reset.repeat_password')}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={errors.repeat ? t(errors.repeat) : undefined}
            />
            <Button type="submit" variant="primary" fullWidth loading={save.isPending}>
              {t('auth.reset.submit')}
            </Button>
          </form>
        </>
      )}
      <p className={problem ? styles.footerLinks : styles.footer}>
        {problem && (refused || !firstLogin) ? (
          <Link to="/forgot-password" className={styles.link}>
            {firstLogin ? t('auth.reset.first_login_request') : t('auth.reset.request_new')}
          </Link>
        ) : null}
        <Link to="/login" className={styles.link}>
          {t('auth.forgot.back_to_login')}
        </Link>
      </p>
    </AuthCard>
  );
}
