import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restorePassword, restoreTokenValidity } from '@/api/auth/auth.endpoints';
import { ApiError } from '@/api/http/errors';
import { request } from '@/api/http/request';
import { popup } from '@/components/feedback/feedback';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import {
  LINK_ERROR_KEYS,
  type LinkProblem,
  linkErrorProblem,
  linkShapeProblem,
} from '@/domain/password-link';
import { isValidPassword } from '@/domain/validation';
import type { MessageKey } from '@/i18n/keys';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { LinkProblemNotice } from './link-problem';

/** A failure about the link itself (expired, used, refused), not the password typed. */
const isLinkError = (error: ApiError) => error.keys.some((key) => key in LINK_ERROR_KEYS);

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
  const shape = linkShapeProblem(email, token);
  const hasLink = shape === null;

  const validity = useQuery({
    queryKey: ['auth', 'token-validity', email, token],
    queryFn: ({ signal }) => request(restoreTokenValidity, { email, token }, { signal }),
    enabled: hasLink,
    // The screen names what is wrong with the link itself.
    meta: { silent: true },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const save = useMutation({
    mutationFn: () => request(restorePassword, { email, token, new_password: password }),
    // A link refused at the save is told by the screen's notice, as the check would have.
    meta: { shownOnScreen: (error) => error instanceof ApiError && isLinkError(error) },
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
  // The address first (nothing to ask the server about), then the server's answer; a save
  // refused for the link says the same as the check would have.
  const linkError = [validity.error, save.error].find(
    (error) => error instanceof ApiError && isLinkError(error),
  );
  const problem: LinkProblem | null =
    shape ??
    (validity.isError
      ? validity.error instanceof ApiError
        ? linkErrorProblem(validity.error)
        : 'unchecked'
      : validity.data?.ok === false
        ? 'invalid'
        : linkError instanceof ApiError
          ? linkErrorProblem(linkError)
          : null);

  return (
    <AuthCard title={title} busy={validity.isPending && hasLink}>
      {hasLink && validity.isPending ? (
        <div className={styles.form}>
          <p className={styles.subtitle}>{t('auth.reset.checking')}</p>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </div>
      ) : problem ? (
        <LinkProblemNotice
          problem={problem}
          firstLogin={firstLogin}
          onRetry={() => void validity.refetch()}
        />
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
      {problem ? null : (
        <p className={styles.footer}>
          <Link to="/login" className={styles.link}>
            {t('auth.forgot.back_to_login')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
