import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app-shell.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNavigationGuard } from './offline-guard';

/** Signed-in frame: skip link, header with navigation, the page, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('layout.skip_link')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineNavigationGuard />
        {children}
      </main>
      <Footer />
    </div>
  );
}
