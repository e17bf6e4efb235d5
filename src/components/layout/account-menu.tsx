import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { personQuery } from '@/api/profile/profile.queries';
import { LogoutIcon, UserIcon } from '@/components/ui/app-icons';
import { displayName } from '@/domain/profile';
import { useSession } from '@/session/session';
import styles from './account-menu.module.css';

/**
 * Avatar menu (SPEC.md section 2 "Layout"): a profile link with the display name and
 * merchant ID, and quit. A disclosure on the platform's popover: light dismiss, Escape
 * and focus return come from the browser, and no menu library loads with every page.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useQuery(personQuery()).data;
  const popoverId = useId();
  const popover = useRef<HTMLDivElement>(null);
  const name = displayName({ ...profile, email: session.login });
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  const close = () => popover.current?.hidePopover?.();
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        popoverTarget={popoverId}
        aria-label={t('shell.account.menu_of', { name })}
      >
        {profile?.logo ? (
          <img className={styles.avatar} src={profile.logo} alt="" width={32} height={32} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <span className={styles.name}>{name}</span>
      </button>
      <div ref={popover} id={popoverId} popover="auto" className={styles.popup}>
        <nav aria-label={t('shell.account.menu')}>
          <ul className={styles.list}>
            <li>
              <Link to="/profile" className={styles.item} onClick={close}>
                <UserIcon />
                <span className={styles.itemText}>
                  <span className={styles.itemLabel}>{name}</span>
                  {profile ? (
                    <span className={styles.itemDescription}>
                      {t('shell.account.merchant_id', { id: profile.id })}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
            <li className={styles.separator} aria-hidden="true" />
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  session.signOut();
                }}
              >
                <LogoutIcon />
                <span className={styles.itemLabel}>{t('shell.account.quit')}</span>
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
