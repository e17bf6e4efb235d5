import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/inline-alert';
import type { LinkProblem } from '@/domain/password-link';
import styles from './auth.module.css';

/**
 * What is wrong with the link of /reset-password or /first-login, in one layout for both: the
 * case named, then the way on (Try again when only the check failed, a new link otherwise,
 * and back to sign-in).
 */
export function LinkProblemNotice({
  problem,
  firstLogin,
  onRetry,
}: {
  problem: LinkProblem;
  firstLogin: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const text = (() => {
    switch (problem) {
      case 'missing':
        return firstLogin
          ? {
              title: t('auth.reset.first_login_missing_title'),
              body: t('auth.reset.first_login_missing_body'),
            }
          : { title: t('auth.reset.missing_title'), body: t('auth.reset.missing_body') };
      case 'invalid':
        return firstLogin
          ? {
              title: t('auth.reset.first_login_invalid_title'),
              body: t('auth.reset.first_login_invalid_body'),
            }
          : { title: t('auth.reset.invalid_title'), body: t('auth.reset.invalid_body') };
      case 'incomplete':
        return { title: t('auth.reset.link_incomplete_title'), body: t('auth.reset.link_incomplete_body') };
      case 'expired':
        return { title: t('auth.reset.link_expired_title'), body: t('auth.reset.link_expired_body') };
      case 'used':
        return { title: t('auth.reset.link_used_title'), body: t('auth.reset.link_used_body') };
      case 'unchecked':
        return { title: t('auth.reset.link_unchecked_title'), body: t('auth.reset.link_unchecked_body') };
    }
  })();
  return (
    <>
      <div className={styles.form}>
        <Alert
          tone={problem === 'missing' ? 'info' : problem === 'unchecked' ? 'warning' : 'error'}
          title={text.title}
          action={
            problem === 'unchecked' ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t('auth.reset.link_retry')}
              </Button>
            ) : undefined
          }
        >
          {text.body}
        </Alert>
      </div>
      <p className={styles.footerLinks}>
        {problem === 'unchecked' ? null : (
          <Link to="/forgot-password" className={styles.link}>
            {firstLogin ? t('auth.reset.first_login_request') : t('auth.reset.request_new')}
          </Link>
        )}
        <Link to="/login" className={styles.link}>
          {t('auth.forgot.back_to_login')}
        </Link>
      </p>
    </>
  );
}
