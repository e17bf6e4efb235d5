import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoiceLogs } from '@/api/invoices/invoices.queries';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { Timeline } from '@/components/ui/timeline';
import { describeInvoiceEvent, timelineOrder } from '@/domain/invoice-events';
import { invoiceStatusBadge } from '@/domain/invoice-status';
import styles from './invoice-detail.module.css';

/** The invoice's event log as a timeline, newest first. */
export function InvoiceTimeline({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const logs = useQuery(invoiceLogs(invoiceId));
  const entries = timelineOrder(logs.data ?? []);
  return (
    <Card as="section" aria-labelledby="invoice-timeline">
      <CardHeader title={t('invoices.timeline.title')} titleId="invoice-timeline" titleAs="h2" />
      <CardBody aria-busy={logs.isPending || undefined}>
        {logs.isPending ? (
          <SkeletonText lines={4} />
        ) : logs.isError ? (
          <p className={styles.muted}>{t('invoices.timeline.failed')}</p>
        ) : entries.length === 0 ? (
          <p className={styles.muted}>{t('invoices.timeline.empty')}</p>
        ) : (
          <Timeline
            events={entries.map((entry) => {
              // Labelled from our catalogue; the server's own text only when it says more.
              const { label, note } = describeInvoiceEvent(entry, t);
              return {
                key: entry.key,
                tone: invoiceStatusBadge(entry.status).tone,
                title: label,
                text: note,
                time: entry.created,
              };
            })}
          />
        )}
      </CardBody>
    </Card>
  );
}
