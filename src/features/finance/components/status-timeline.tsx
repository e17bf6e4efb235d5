import { useTranslation } from 'react-i18next';
import { isInvoiceStatus } from '@/api/invoices/invoices.schemas';
import { invoiceStatusBadge, STATUS_LABEL } from '@/components/invoice/invoice-status';
import { Timeline } from '@/components/ui/timeline';
import { MISSING } from '@/lib/format';
import styles from './detail.module.css';

export interface TimelineEntry {
  key: string | number;
  /** Epoch seconds; null when it did not arrive (shown as "—", listed last). */
  created: number | null;
  /** A known status is named and coloured; another value is shown as it came, neutral. */
  status: string | null | undefined;
  /** Event text (server message or comment); shown under the status. */
  text?: string | null | undefined;
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
      events={ordered.map((entry) => ({
        key: entry.key,
        tone: invoiceStatusBadge(entry.status).tone,
        // Without a status the event text is the title.
        title: isInvoiceStatus(entry.status)
          ? t(STATUS_LABEL[entry.status])
          : entry.status || entry.text || MISSING,
        text: entry.status ? entry.text : null,
        time: entry.created,
      }))}
    />
  );
}
