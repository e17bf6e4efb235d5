import { Card } from '@/components/ui/card';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Skeleton } from '@/components/ui/skeleton';
import level from './level-panel.module.css';
import styles from './security.module.css';

function Rows({ count }: { count: number }) {
  return (
    <Card>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
        <div key={index} className={styles.skeletonRow}>
          <Skeleton width={20} height={20} radius="sm" />
          <span className={styles.skeletonTitles}>
            <Skeleton width={160} height={16} />
            <Skeleton width={240} height={14} />
          </span>
        </div>
      ))}
    </Card>
  );
}

/** /profile/security while the settings load: the level panel and both accordions at their size. */
export function SecuritySkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <LoadingStatus />
      <Card>
        <div className={level.levelCard}>
          <div className={level.levelHead}>
            <Skeleton width={44} height={44} radius="md" />
            <div className={level.levelText}>
              <Skeleton width={120} height={18} />
              <Skeleton width={90} height={30} />
              <Skeleton width={200} height={6} />
            </div>
          </div>
          <Skeleton width={480} height={56} radius="md" />
        </div>
      </Card>
      <div className={styles.group}>
        <Skeleton width={100} height={20} />
        <Rows count={2} />
      </div>
      <div className={styles.group}>
        <Skeleton width={180} height={20} />
        <Rows count={4} />
      </div>
    </div>
  );
}
