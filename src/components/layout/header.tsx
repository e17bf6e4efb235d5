import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeIcon, MenuIcon, SettingsIcon, StoreIcon, WalletIcon } from '@/components/ui/app-icons';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { AccountMenu } from './account-menu';
import styles from './app-shell.module.css';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';

const NAV = [
  { to: '/', key: 'shell.nav.main', icon: HomeIcon, exact: true },
  { to: '/profile', key: 'shell.nav.settings', icon: SettingsIcon, exact: false },
  { to: '/finance', key: 'shell.nav.finance', icon: WalletIcon, exact: false },
  { to: '/store', key: 'shell.nav.stores', icon: StoreIcon, exact: false },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.navList}>
      {NAV.map(({ to, key, icon: Icon, exact }) => (
        <li key={to}>
          <Link
            to={to}
            className={styles.navLink}
            activeOptions={{ exact }}
            activeProps={{ 'aria-current': 'page', className: styles.navLinkActive }}
            onClick={onNavigate}
          >
            <Icon />
            <span>{t(key)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `search`: the search button the signed-in layout puts before the language switcher. */
export function Header({ search }: { search?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from the toggle or from inside it, and focus goes back to the
  // toggle (the disclosure pattern: what opened it is where the merchant returns).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand} aria-label={t('layout.brand_home')}>
          <BrandMark />
          <span className={styles.brandName}>{t('layout.brand')}</span>
        </Link>
        <nav className={styles.navDesktop} aria-label={t('shell.nav.label')}>
          <NavLinks />
        </nav>
        <div className={styles.headerActions}>
          {search}
          <LanguageSwitcher className={styles.language} />
          <AccountMenu />
          <IconButton
            ref={toggle}
            className={styles.menuButton}
            label={open ? t('shell.nav.close_menu') : t('shell.nav.open_menu')}
            icon={open ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            onKeyDown={closeOnEscape}
          />
        </div>
      </div>
      <nav
        id={panelId}
        className={styles.navMobile}
        aria-label={t('shell.nav.label')}
        hidden={!open}
        onKeyDown={closeOnEscape}
      >
        <NavLinks onNavigate={() => setOpen(false)} />
      </nav>
    </header>
  );
}
