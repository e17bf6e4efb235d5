import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { isValidEmail } from '@/domain/validation';
import type { MessageKey } from '@/i18n/keys';
import styles from './auth.module.css';

/** The card of a signed-out page: its title, the page's heading that takes focus on arrival, over its content. */
export function AuthCard({
  title,
  busy,
  children,
}: {
  title: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={busy}>
      <h1 id={titleId} className={styles.title} tabIndex={-1} data-page-title>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Why the account e-mail typed to sign in or to reset the password cannot be sent, if it cannot. */
export function accountEmailError(email: string): MessageKey | undefined {
  if (!email.trim()) return 'auth.login.email_required';
  if (!isValidEmail(email)) return 'auth.login.email_invalid';
  return undefined;
}

/** The account e-mail field of the sign-in and the forgotten-password forms. */
export function AccountEmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: MessageKey | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.login.email')}
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ? t(error) : undefined}
    />
  );
}
