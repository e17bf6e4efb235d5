import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { IconButton } from '@/components/ui/icon-button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { MessageKey } from '@/i18n/keys';
import { captchaToken } from '@/lib/captcha';
import { appRedirectPath } from '@/lib/safe-path';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { useSession } from '@/session/session';
import styles from './auth.module.css';
import { AccountEmailField, AuthCard, accountEmailError } from './auth-card';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

function validate(values: LoginValues) {
  const errors: Partial<Record<'email' | 'password', MessageKey>> = {};
  const email = accountEmailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'auth.login.password_required';
  return errors;
}

/** The sign-in call, with its captcha token. */
async function requestSignIn(input: LoginValues) {
  const captcha = await captchaToken('login');
  return request(login, {
    login: input.email.trim(),
    password: input.password,
    remember_me: input.remember,
    captcha_token: captcha,
  });
}

export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [values, setValues] = useState<LoginValues>(() => ({
    email: readStorage(STORAGE_KEYS.login) ?? '',
    password: '',
    remember: readStorage(STORAGE_KEYS.rememberMe) !== '0',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const errors = submitted ? validate(values) : {};

  // The failure is told by the mutation cache's toast (query-client.ts); the values stay.
  const { mutate, isPending: pending } = useMutation({
    mutationFn: requestSignIn,
    onSuccess: async (answer, input) => {
      session.signIn(answer, { login: input.email.trim(), rememberMe: input.remember });
      const to = appRedirectPath(redirect, router, window.location.origin);
      // The sign-in screen stays, its button busy, until the screen it opens has its code
      // (a failed download is the route's error to show, with its retry).
      await router.preloadRoute({ to }).catch(() => undefined);
      await navigate({ to, replace: true });
    },
  });
  const signIn = (input: LoginValues) => mutate(input);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (Object.keys(validate(values)).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    signIn(values);
  };

  return (
    <AuthCard title={t('auth.login.title')}>
      <p className={styles.subtitle}>{t('auth.login.subtitle')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AccountEmailField
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          error={errors.email}
        />
        <TextField
          label={t('auth.login.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={errors.password ? t(errors.password) : undefined}
          suffix={
            <IconButton
              size="sm"
              label={showPassword ? t('auth.login.hide_password') : t('auth.login.show_password')}
              icon={showPassword ? <EyeOffIcon /> : <EyeIcon />}
              onClick={() => setShowPassword((s) => !s)}
            />
          }
        />
        <div className={styles.row}>
          <Checkbox
            label={t('auth.login.remember')}
            checked={values.remember}
            onCheckedChange={(remember) => setValues((v) => ({ ...v, remember }))}
          />
          <Link to="/forgot-password" className={styles.link}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" variant="primary" fullWidth loading={pending}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
