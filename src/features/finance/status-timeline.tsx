import { useTranslation } from 'react-i18next';
import { Timeline } from '@/components/ui/timeline';
import { isInvoiceStatus } from '@/constants/invoices';
import { invoiceStatusBadge, STATUS_LABEL } from '@/domain/invoice-status';
import styles from './detail.module.css';

export interface TimelineEntry {
  key: string | number;
  /** Epoch seconds; null when it could not be read (shown as "Unknown", listed last). */
  created: number | null;
  /** A known status is named and coloured; another value is shown as it came, neutral. */
  status: string | null | undefined;
  /** The event's label from our catalogue, for an entry that is not a status change. */
  label?: string | null | undefined;
  /** The server's own text (message or comment), when it adds something to the label. */
  note?: string | null | undefined;
}

/** Status history, newest first, drawn as the invoice timeline is (the shared Timeline). */
export function StatusTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation();
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
    <Timeline
      events={ordered.map((entry) => {
        // A status change is titled by its status; another event by its catalogue label;
        // the server's own note (and a label under a status) goes underneath.
        const title = isInvoiceStatus(entry.status)
          ? t(STATUS_LABEL[entry.status])
          : entry.status || entry.label || entry.note || t('ui.unknown');
        const more = [entry.label, entry.note].filter(
          (part): part is string => Boolean(part) && part !== title,
        );
        return {
          key: entry.key,
          tone: invoiceStatusBadge(entry.status).tone,
          title,
          text: more.length > 0 ? more.join(' — ') : null,
          time: entry.created,
        };
      })}
    />
  );
}
