import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app-shell.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNavigationGuard } from './offline-guard';

/** Signed-in frame: skip link, header with navigation (and `search`), the page, footer. */
export function AppShell({ children, search }: { children: ReactNode; search?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('layout.skip_link')}
      </a>
      <Header search={search} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineNavigationGuard />
        {children}
      </main>
      <Footer />
    </div>
  );
}
