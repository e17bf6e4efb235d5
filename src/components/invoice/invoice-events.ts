import type { TFunction } from 'i18next';
import { type InvoiceLogEntry, type InvoiceStatus, isInvoiceStatus } from '@/api/invoices/invoices.schemas';
import { extraNote } from '@/lib/server-note';
// The English labels, to recognise a server note that only repeats one of them (servers write
// English): only these two small sections are bundled (Vite imports a JSON file's named parts).
import { status as englishStatus, timeline as englishTimeline } from '../../../locales/en/invoices.json';
import { STATUS_LABEL } from './invoice-status';

/** Log events the cabinet has its own label for; any other is labelled "Event". */
const NAMED_EVENTS = ['method_selected', 'data_set', 'callback_sent', 'receipt_ready'] as const;
type NamedEvent = (typeof NAMED_EVENTS)[number];

const isNamedEvent = (event: string | null): event is NamedEvent =>
  event !== null && (NAMED_EVENTS as readonly string[]).includes(event);

/** `chargeback_requested` -> `Chargeback requested`: an event type nobody translated, readable. */
function readableCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type InvoiceEventLabel =
  | { key: `invoices.timeline.status.${InvoiceStatus}`; english: string; status: InvoiceStatus }
  | { key: `invoices.timeline.${NamedEvent}`; english: string }
  | { key: 'invoices.timeline.status_changed'; english: string; raw: string }
  | { key: 'invoices.timeline.other'; english: string; raw: string | null };

/**
 * What an entry of an invoice log is labelled by: the status it reached ("Dispute opened"),
 * else its event type ("Payment method chosen"); a status or event the cabinet does not know
 * gets a generic label ("Status changed", "Event") and keeps its code for the second line.
 */
export function invoiceEventLabel(entry: Pick<InvoiceLogEntry, 'event' | 'status'>): InvoiceEventLabel {
  const { status, event } = entry;
  if (isInvoiceStatus(status)) {
    return { key: `invoices.timeline.status.${status}`, english: englishTimeline.status[status], status };
  }
  if (status)
    return { key: 'invoices.timeline.status_changed', english: englishTimeline.status_changed, raw: status };
  if (isNamedEvent(event)) return { key: `invoices.timeline.${event}`, english: englishTimeline[event] };
  if (event === 'status_changed') {
    return { key: 'invoices.timeline.status_changed', english: englishTimeline.status_changed, raw: '' };
  }
  return { key: 'invoices.timeline.other', english: englishTimeline.other, raw: event };
}

export interface EventText {
  /** The cabinet's own label, in the interface language. */
  label: string;
  /** The server's text, when it says more than the label; else the code of an unknown kind. */
  note: string | null;
}

/** The label and second line of an invoice log entry (invoice timeline, replenishment history). */
export function describeInvoiceEvent(
  entry: Pick<InvoiceLogEntry, 'event' | 'status' | 'message'>,
  t: TFunction,
): EventText {
  const found = invoiceEventLabel(entry);
  const label = t(found.key);
  const said = [label, found.english];
  if ('status' in found) said.push(t(STATUS_LABEL[found.status]), englishStatus[found.status]);
  const note = extraNote(entry.message, said);
  if (note || !('raw' in found) || !found.raw) return { label, note };
  return { label, note: readableCode(found.raw) };
}

/**
 * The second line of a status history entry (a withdrawal's): the server's comment, unless it
 * only repeats the status, as the badge shows it or in English.
 */
export function statusNote(
  status: string | null,
  comment: string | null | undefined,
  t: TFunction,
): string | null {
  if (!isInvoiceStatus(status)) return extraNote(comment, [status]);
  return extraNote(comment, [
    t(STATUS_LABEL[status]),
    englishStatus[status],
    t(`invoices.timeline.status.${status}`),
    englishTimeline.status[status],
  ]);
}
