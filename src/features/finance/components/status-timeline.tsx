import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@/api/invoices/invoices.schemas';
import { formatDateTime } from '@/lib/format';
import type { StatusBadgeComponent } from '../status-badge';
import styles from './detail.module.css';

export interface TimelineEntry {
  key: string | number;
  created: number;
  status: InvoiceStatus | null | undefined;
  /** Event text (server message or comment); shown under the status. */
  text?: string | null | undefined;
}

/** Status history, newest first. */
export function StatusTimeline({
  entries,
  StatusBadge,
}: {
  entries: readonly TimelineEntry[];
  StatusBadge: StatusBadgeComponent;
}) {
  const { t, i18n } = useTranslation();
  // Newest first; entries of the same second keep their reverse arrival order (the last one is the latest).
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.created - a.entry.created || b.index - a.index)
    .map(({ entry }) => entry);
  if (ordered.length === 0) return <p className={styles.muted}>{t('finance.detail.no_history')}</p>;
  return (
    <ol className={styles.timeline}>
      {ordered.map((entry) => (
        <li key={entry.key} className={styles.event}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.eventBody}>
            {entry.status ? <StatusBadge status={entry.status} /> : null}
            {entry.text ? <p className={styles.eventText}>{entry.text}</p> : null}
            <time className={styles.eventTime} dateTime={new Date(entry.created * 1000).toISOString()}>
              {formatDateTime(entry.created, i18n.language)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
