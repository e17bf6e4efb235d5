import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import styles from './status-page.module.css';

/** Unknown paths: a clear message and a way home. */
export function NotFound() {
  const { t } = useTranslation();
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
