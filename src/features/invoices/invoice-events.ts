import type { InvoiceLogEntry } from '@/api/invoices/invoices.schemas';
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
  if (entry.status) return STATUS_LABEL[entry.status];
  return EVENT_LABEL[entry.event] ?? 'invoices.timeline.event';
}

/** Newest first, ties by id (the log answers oldest first). */
export function timelineOrder(entries: readonly InvoiceLogEntry[]): InvoiceLogEntry[] {
  return [...entries].sort((a, b) => b.created - a.created || b.id - a.id);
}
