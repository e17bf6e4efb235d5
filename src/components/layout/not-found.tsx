import { Navigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { isGuestPath, unknownPathTarget } from '@/lib/safe-path';
import { useSession } from '@/session/session';
import styles from './status-page.module.css';

/** Unknown paths: signed out, the sign-in screen (SPEC.md section 2); signed in, a message and a way home. */
export function NotFound() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  const target = unknownPathTarget(signedIn, href, window.location.origin);
  // Rendered once more while the sign-in screen takes over: the redirect has happened.
  if (!signedIn && isGuestPath(href)) return null;
  if (target) {
    return <Navigate to="/login" search={target.redirect ? { redirect: target.redirect } : {}} replace />;
  }
  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} tabIndex={-1} data-page-title>
        {t('layout.not_found.title')}
      </h1>
      <p className={styles.body}>{t('layout.not_found.body')}</p>
      <ButtonLink to="/" variant="primary">
        {t('layout.not_found.home')}
      </ButtonLink>
    </main>
  );
}
