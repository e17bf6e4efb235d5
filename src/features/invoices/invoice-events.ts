import type { InvoiceLogEntry } from '@/api/invoices/invoices.schemas';
import { isInvoiceStatus } from '@/api/invoices/invoices.schemas';
import { STATUS_LABEL } from './invoice-status';

/** Translation keys of the log events the cabinet knows; others show the server's message. */
const EVENT_LABEL: Record<string, string> = {
  created: 'invoices.timeline.created',
  method_selected: 'invoices.timeline.method_selected',
  data_set: 'invoices.timeline.data_set',
  callback_sent: 'invoices.timeline.callback_sent',
  receipt_ready: 'invoices.timeline.receipt_ready',
};

/** The title key of a log entry: the status reached, or the kind of event. */
export function eventTitleKey(entry: Pick<InvoiceLogEntry, 'event' | 'status'>): string {
  if (isInvoiceStatus(entry.status)) return STATUS_LABEL[entry.status];
  return (entry.event && EVENT_LABEL[entry.event]) || 'invoices.timeline.event';
}

/** A log entry with the key it is listed under (its id, else its place in the answer). */
export type TimelineEntry = InvoiceLogEntry & { key: string };

/**
 * Newest first, ties by id (the log answers oldest first). Entries without a time or id (the
 * log's shape is not in SPEC) come after those with one, last answered first.
 */
export function timelineOrder(entries: readonly InvoiceLogEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const ta = a.entry.created;
      const tb = b.entry.created;
      if (ta !== tb) return ta === null ? 1 : tb === null ? -1 : tb - ta;
      const ia = a.entry.id;
      const ib = b.entry.id;
      return ia !== null && ib !== null && ia !== ib ? ib - ia : b.index - a.index;
    })
    .map(({ entry, index }) => ({ ...entry, key: entry.id === null ? `#${index}` : String(entry.id) }));
}
