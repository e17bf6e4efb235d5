import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { warmTransport } from '@/api/http/request';
import { onFirstInteraction } from '@/lib/first-interaction';
import styles from './app-shell.module.css';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { legalDocuments } from './legal';

/**
 * Frame of the guest screens: brand, language, a centred card, legal links. The screens draw
 * without the HTTP layer's sending code; the first focus or tap in the frame loads it, so a
 * sign-in does not wait for it.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const legal = legalDocuments(i18n.language);
  useEffect(() => onFirstInteraction(warmTransport), []);
  return (
    <div className={styles.guest}>
      <a className="skip-link" href="#main">
        {t('layout.skip_link')}
      </a>
      <header className={styles.guestHeader}>
        <Link to="/login" className={styles.brand} aria-label={t('layout.brand_home')}>
          <BrandMark />
          <span className={styles.brandName}>{t('layout.brand')}</span>
        </Link>
        <LanguageSwitcher className={styles.language} />
      </header>
      <main id="main" className={styles.guestMain} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.guestFooter}>
        <span>{t('layout.footer.copyright', { year: new Date().getFullYear() })}</span>
        <a href={legal.privacy} target="_blank" rel="noopener">
          {t('layout.footer.privacy_policy')}
        </a>
        <a href={legal.terms} target="_blank" rel="noopener">
          {t('layout.footer.terms')}
        </a>
      </footer>
    </div>
  );
}
