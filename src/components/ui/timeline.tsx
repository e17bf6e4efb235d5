import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { BadgeTone } from './badge';
import styles from './timeline.module.css';

export interface TimelineEvent {
  key: string | number;
  /** The colour of the dot: the tone of the status reached (a neutral dot without one). */
  tone?: BadgeTone;
  /** What happened: the status reached or the kind of event. */
  title: ReactNode;
  /** More about it (a server message, a comment), under the title. */
  text?: ReactNode;
  /** Epoch seconds; null when it did not arrive (shown as "—"). */
  time: number | null;
}

function isoOf(seconds: number | null): string | undefined {
  if (seconds === null || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A history of events in the order given (callers put the newest first): a dot in the
 * status colour on a line, the title, the text and the time. The one timeline of the
 * cabinet (invoices, replenishments, withdrawals).
 */
export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  const { i18n } = useTranslation();
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={event.key} className={styles.event}>
          <span className={styles.dot} data-tone={event.tone ?? 'default'} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.title}>{event.title}</p>
            {event.text ? <p className={styles.text}>{event.text}</p> : null}
            <time className={styles.time} dateTime={isoOf(event.time)}>
              {formatDateTime(event.time, i18n.language)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
