import { Navigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { isGuestPath, unknownPathTarget } from '@/session/safe-path';
import { useSession } from '@/session/session';
import styles from './status-page.module.css';

/** Unknown paths: signed out, the sign-in screen (SPEC.md section 2); signed in, a message and a way home. */
export function NotFound() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const target = unknownPathTarget(signedIn, href, window.location.origin);
  // Signed in on a router that has only the guest screens' routes (a way in that did not add
  // the signed-in ones first): they are added and the address is matched again. A failed
  // download is the route error's to show, with its retry.
  const routesMissing = signedIn && !router.options.context.hasSignedInRoutes();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!routesMissing) return;
    let current = true;
    router.options.context.addSignedInRoutes().then(
      () => router.invalidate(),
      // Signed out meanwhile, the failure no longer matters: the guest rule applies.
      (error: unknown) => current && setFailure(error ?? new Error('routes not loaded')),
    );
    return () => {
      current = false;
    };
  }, [routesMissing, router]);
  if (failure) throw failure;
  if (routesMissing) return null;
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
