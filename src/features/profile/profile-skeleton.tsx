import { Card, CardBody } from '@/components/ui/card';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Skeleton } from '@/components/ui/skeleton';
import formStyles from './personal-data-form.module.css';
import headerStyles from './profile-header.module.css';
import styles from './profile-page.module.css';

function FieldSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div className={wide ? formStyles.wide : undefined}>
      <Skeleton width={120} height={18} />
      <Skeleton height={36} style={{ marginTop: 6 }} />
    </div>
  );
}

/** /profile while its data loads: the header card and the form at their final size. */
export function ProfilePageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <LoadingStatus />
      <Card>
        <div className={headerStyles.card}>
          <div className={headerStyles.logoBlock}>
            <Skeleton width={72} height={72} radius="lg" />
            <Skeleton width={110} height={30} />
          </div>
          <div className={headerStyles.identity}>
            <Skeleton width={200} height={24} />
            <Skeleton width={160} height={20} />
            <Skeleton width={150} height={20} />
          </div>
          <div className={headerStyles.level}>
            <Skeleton height={18} />
            <Skeleton height={6} />
          </div>
        </div>
      </Card>
      <Card>
        <CardBody>
          <div className={formStyles.form}>
            <Skeleton width={180} height={24} />
            <div className={formStyles.grid}>
              <FieldSkeleton wide />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton wide />
            </div>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}

/** /profile/notifications while its data loads. */
export function NotificationsSkeleton() {
  return (
    <Card aria-busy="true">
      <LoadingStatus />
      <CardBody>
        <Skeleton width={220} height={24} />
        <Skeleton width={320} height={18} style={{ marginTop: 8 }} />
        <div style={{ maxWidth: 420, marginTop: 24 }}>
          <FieldSkeleton />
          <Skeleton width={110} height={36} style={{ marginTop: 24 }} />
        </div>
      </CardBody>
    </Card>
  );
}
