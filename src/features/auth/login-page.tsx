import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ID } from '@/api/auth/auth.ids';
import { onDemand } from '@/api/http/request';
import { focusFirstInvalid } from '@/components/form/focus-invalid';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { IconButton } from '@/components/ui/icon-button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { MessageKey } from '@/i18n/keys';
import { onFirstInteraction } from '@/lib/first-interaction';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { appRedirectPath } from '@/session/safe-path';
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

/**
 * The sign-in call (`sign-in-call.ts`, with the captcha): loaded on the first focus or tap
 * on the page, next to the sending code the guest layout asks for then, so both are here by
 * the first send.
 */
const signInCode = onDemand(() => import('./sign-in-call'));

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
  useEffect(() => onFirstInteraction(() => void signInCode(LOGIN_ID).catch(() => undefined)), []);

  // Sent through Query's mutation cache (its offline pause, its failure toast), without the
  // mutation hook and observer: those load with the signed-in forms, not the sign-in screen.
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const signIn = (input: LoginValues) => {
    setPending(true);
    queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: async (values: LoginValues) => (await signInCode(LOGIN_ID)).requestSignIn(values),
      })
      .execute(input)
      .then(
        async (answer) => {
          session.signIn(answer, { login: input.email.trim(), rememberMe: input.remember });
          // The sign-in screen stays, its button busy, until the signed-in routes are there
          // (a failed download is tried again by the unknown-path screen).
          await router.options.context.addSignedInRoutes().catch(() => undefined);
          await navigate({ to: appRedirectPath(redirect, router, window.location.origin), replace: true });
        },
        // The failure is told by the mutation cache's toast (query-client.ts); the values stay.
        () => undefined,
      )
      .finally(() => setPending(false));
  };

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
