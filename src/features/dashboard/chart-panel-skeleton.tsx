import { Skeleton } from '@/components/ui/skeleton';
import styles from './chart-panel.module.css';

/** The chart panel's exact outline while its code loads (no layout shift). */
export function ChartPanelSkeleton() {
  return (
    <div className={styles.panel} aria-busy="true">
      <div className={styles.controls} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <div key={index} className={styles.control}>
            <Skeleton width={72} height={14} />
            <Skeleton height={36} radius="md" />
          </div>
        ))}
      </div>
      <div className={styles.figure}>
        <div className={styles.figureHead} aria-hidden="true">
          <Skeleton width={220} height={18} />
        </div>
        <Skeleton className={styles.plotSkeleton} radius="md" />
      </div>
    </div>
  );
}
