import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from './app-shell.module.css';
import { legalDocuments, SALES_CONTACT } from './legal';

function Placeholder({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.footerPlaceholder}>
      {label} <span className={styles.footerSoon}>{t('shell.footer.soon')}</span>
    </span>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const legal = legalDocuments(i18n.language);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <nav className={styles.footerInner} aria-label={t('shell.footer.label')}>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{t('shell.footer.finance')}</h2>
          <ul>
            <li>
              <Link to="/finance">{t('shell.footer.balance_dynamics')}</Link>
            </li>
            <li>
              <Link to="/finance/invoice">{t('shell.footer.transaction_history')}</Link>
            </li>
            <li>
              <Link to="/finance/replenishment">{t('shell.footer.replenishment')}</Link>
            </li>
            <li>
              <Link to="/finance/withdrawal">{t('shell.footer.withdrawal')}</Link>
            </li>
            <li>
              <Placeholder label={t('shell.footer.create_payment')} />
            </li>
            <li>
              <Placeholder label={t('shell.footer.cash_out')} />
            </li>
            <li>
              <Placeholder label={t('shell.footer.favourite_accounts')} />
            </li>
          </ul>
        </div>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{t('shell.footer.settings')}</h2>
          <ul>
            <li>
              <Link to="/profile">{t('shell.footer.profile')}</Link>
            </li>
            <li>
              <Link to="/profile/security">{t('shell.footer.security')}</Link>
            </li>
            <li>
              <Link to="/profile/verification">{t('shell.footer.verification')}</Link>
            </li>
            <li>
              <Link to="/profile/addresses">{t('shell.footer.addresses')}</Link>
            </li>
            <li>
              <Link to="/profile/notifications">{t('shell.footer.notifications')}</Link>
            </li>
          </ul>
        </div>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{t('shell.footer.stores')}</h2>
          <ul>
            <li>
              <Link to="/store">{t('shell.footer.store_list')}</Link>
            </li>
            <li>
              <Link to="/store/new">{t('shell.footer.add_store')}</Link>
            </li>
          </ul>
        </div>
        <div className={styles.footerColumn}>
          <h2 className={styles.footerTitle}>{t('shell.footer.legal')}</h2>
          <ul>
            <li>
              <a href={legal.privacy} target="_blank" rel="noopener">
                {t('layout.footer.privacy_policy')}
              </a>
            </li>
            <li>
              <a href={legal.terms} target="_blank" rel="noopener">
                {t('layout.footer.terms')}
              </a>
            </li>
            <li>
              <a href={SALES_CONTACT}>{t('shell.footer.sales')}</a>
            </li>
          </ul>
        </div>
      </nav>
      <p className={styles.copyright}>{t('layout.footer.copyright', { year })}</p>
    </footer>
  );
}
