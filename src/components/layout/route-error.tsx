import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describeError } from '@/i18n/describe-error';
import { forgetUnshownData } from './section-boundary';
import styles from './status-page.module.css';

/** A route whose data could not load: what happened and a retry; the frame around it stays. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => queryReset.reset(), [queryReset]);
  return (
    <section className={styles.inline} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title} tabIndex={-1} data-page-title>
        {t('layout.route_error.title')}
      </h1>
      <p className={styles.body}>{describeError(error) ?? t('errors.unknown_error')}</p>
      <Button
        variant="secondary"
        onClick={async () => {
          // The page's data is read again: a cached answer that failed to render would fail again.
          await forgetUnshownData(queryClient);
          reset();
          await router.invalidate();
        }}
      >
        {t('layout.route_error.retry')}
      </Button>
    </section>
  );
}
