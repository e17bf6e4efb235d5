import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_TYPE_PERSON, type Profile, STATUS_NOT_VERIFIED } from '@/api/profile/profile.schemas';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CopyableId } from '@/components/ui/id-text';
import { displayName } from '@/domain/profile';
import { useSession } from '@/session/session';
import { ProfileLogoUpload } from './logo-upload';
import styles from './profile-header.module.css';
import { SecurityLevelMeter } from './security-level-meter';

/** SPEC.md section 9: the merchant ID's copy confirmation stays 3000 ms. */
export const MERCHANT_ID_COPY_MS = 3000;

/** Profile header (SPEC.md section 2): logo, name, merchant ID, type, status, security level. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { login } = useSession();
  const titleId = useId();
  const name = displayName({ ...profile, email: login });
  // A type or status that could not be read says so (never guessed).
  const person = profile.merchant_type === null ? null : profile.merchant_type === MERCHANT_TYPE_PERSON;
  const verified = profile.status === null ? null : profile.status !== STATUS_NOT_VERIFIED;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={styles.card}>
        <ProfileLogoUpload profile={profile} name={name} />
        <div className={styles.identity}>
          <h2 id={titleId} className={styles.name}>
            {name}
          </h2>
          <div className={styles.idRow}>
            <span className={styles.idLabel}>{t('profile.header.merchant_id')}</span>
            <span className={styles.idValue}>
              <CopyableId
                value={profile.id}
                label={t('profile.header.copy_id')}
                feedbackMs={MERCHANT_ID_COPY_MS}
              />
            </span>
          </div>
          <ul className={styles.badges} aria-label={t('profile.header.facts')}>
            <li>
              <Badge variant="outlined">
                {person === null
                  ? t('profile.header.type_unknown')
                  : person
                    ? t('profile.header.person')
                    : t('profile.header.company')}
              </Badge>
            </li>
            <li>
              {verified === null ? (
                <Badge variant="outlined">{t('profile.header.status_unknown')}</Badge>
              ) : (
                <Badge tone={verified ? 'success' : 'warning'} dot>
                  {verified ? t('profile.header.verified') : t('profile.header.not_verified')}
                </Badge>
              )}
            </li>
          </ul>
        </div>
        <div className={styles.level}>
          <SecurityLevelMeter level={profile.security_level} />
          <Link to="/profile/security" className={styles.levelLink}>
            {t('profile.header.improve')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
