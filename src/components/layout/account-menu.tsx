import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personQuery } from '@/api/profile/profile.queries';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '@/components/ui/menu';
import { displayName } from '@/lib/rules';
import { useSession } from '@/session/session';
import styles from './account-menu.module.css';

/** Avatar menu: a profile link with the display name and merchant ID, and quit (SPEC.md section 2 "Layout"). */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useQuery(personQuery()).data;
  const name = displayName({ ...profile, email: session.login });
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <Menu
      label={t('layout.account.menu')}
      trigger={
        <button type="button" className={styles.trigger} aria-label={`${t('layout.account.menu')}: ${name}`}>
          {profile?.logo ? (
            <img className={styles.avatar} src={profile.logo} alt="" width={32} height={32} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initial}
            </span>
          )}
          <span className={styles.name}>{name}</span>
        </button>
      }
    >
      <MenuLink
        to="/profile"
        icon={<UserIcon />}
        description={profile ? t('layout.account.merchant_id', { id: profile.id }) : undefined}
      >
        {name}
      </MenuLink>
      <MenuSeparator />
      <MenuItem icon={<LogoutIcon />} onClick={() => session.signOut()}>
        {t('layout.account.quit')}
      </MenuItem>
    </Menu>
  );
}
