import { useSuspenseQuery } from '@tanstack/react-query';
import { personQuery } from '@/api/profile/profile.queries';
import { PersonalDataForm } from './personal-data-form';
import { ProfileHeader } from './profile-header';
import styles from './profile-page.module.css';

/** /profile: the profile header and the personal data form. */
export function ProfilePage() {
  const { data: profile } = useSuspenseQuery(personQuery());
  return (
    <div className={styles.page}>
      <ProfileHeader profile={profile} />
      <PersonalDataForm />
    </div>
  );
}
