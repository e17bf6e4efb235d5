import { LoadingStatus } from '@/components/ui/loading-status';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './status-page.module.css';

/** Shown while a route's data loads (after a short delay): skeletons, never a blank page. */
export function RoutePending() {
  return (
    <div className={styles.pending} aria-busy="true">
      <LoadingStatus />
      <Skeleton width={240} height={28} />
      <Skeleton height={40} />
      <div className={styles.pendingGrid}>
        <Skeleton height={120} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
      <Skeleton height={280} />
    </div>
  );
}
