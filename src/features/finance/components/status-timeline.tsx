import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { StatusBadgeComponent } from '../status-badge';
import styles from './detail.module.css';
import { StatusOf } from './status';

export interface TimelineEntry {
  key: string | number;
  /** Epoch seconds; null when it did not arrive (shown as "—", listed last). */
  created: number | null;
  /** A known status gets its badge, another value a neutral one; none, no badge. */
  status: string | null | undefined;
  /** The event's label from our catalogue, for an entry that is not a status change. */
  label?: string | null | undefined;
  /** The server's own text (message or comment), when it adds something to the label. */
  note?: string | null | undefined;
}

function isoOf(seconds: number | null): string | undefined {
  if (seconds === null || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
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
    .sort(
      (a, b) =>
        (b.entry.created ?? Number.NEGATIVE_INFINITY) - (a.entry.created ?? Number.NEGATIVE_INFINITY) ||
        b.index - a.index,
    )
    .map(({ entry }) => entry);
  if (ordered.length === 0) return <p className={styles.muted}>{t('finance.detail.no_history')}</p>;
  return (
    <ol className={styles.timeline}>
      {ordered.map((entry) => (
        <li key={entry.key} className={styles.event}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.eventBody}>
            {entry.status ? <StatusOf status={entry.status} StatusBadge={StatusBadge} /> : null}
            {entry.label ? <p className={styles.eventLabel}>{entry.label}</p> : null}
            {entry.note ? <p className={styles.eventText}>{entry.note}</p> : null}
            <time className={styles.eventTime} dateTime={isoOf(entry.created)}>
              {formatDateTime(entry.created, i18n.language)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
