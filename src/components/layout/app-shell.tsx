import { CSPProvider } from '@base-ui/react/csp-provider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app-shell.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNavigationGuard } from './offline-guard';

/** Signed-in frame: skip link, header with navigation (and `search`), the page, footer. */
export function AppShell({ children, search }: { children: ReactNode; search?: ReactNode }) {
  const { t } = useTranslation();
  // The strict CSP (style-src 'self') blocks inline <style>: Base UI renders none, and the one
  // rule it would inject lives in global.css. Only its Select popup and ScrollArea would, all
  // on signed-in screens: the guest screens start without this provider.
  return (
    <CSPProvider disableStyleElements>
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
    </CSPProvider>
  );
}
