import type { TFunction } from 'i18next';
import type { InvoiceLogEntry } from '@/api/invoices/schemas/invoice-detail.schemas';
import type { InvoiceStatus } from '@/api/invoices/schemas/values.schemas';
import { isInvoiceStatus } from '@/constants/invoices';
import { extraNote } from '@/lib/server-note';
// The English labels, to recognise a server note that only repeats one of them (servers write
// English). Two small namespace files, taken as text (`?raw`): a module apart from the English
// catalogue's, so a Russian merchant downloads these few lines and no catalogue, and the
// English catalogue stays one file.
import englishEventsText from '../../locales/en/invoice_events.json?raw';
import englishStatusText from '../../locales/en/invoice_status.json?raw';
import { STATUS_LABEL } from './invoice-status';

const englishEvents = JSON.parse(englishEventsText) as typeof import('../../locales/en/invoice_events.json');
const englishStatus = JSON.parse(englishStatusText) as typeof import('../../locales/en/invoice_status.json');

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

/**
 * What a log entry's label is read from (an invoice log entry, a status history entry): its
 * event type and the status it reached, as read (a status the cabinet does not know is text).
 */
interface LogFacts {
  event: string | null;
  status: string | null;
}

export type InvoiceEventLabel =
  | { key: `invoice_events.status.${InvoiceStatus}`; english: string; status: InvoiceStatus }
  | { key: `invoice_events.${NamedEvent}`; english: string }
  | { key: 'invoice_events.status_changed'; english: string; raw: string }
  | { key: 'invoice_events.other'; english: string; raw: string | null };

/**
 * What an entry of an invoice log is labelled by: the status it reached ("Dispute opened"),
 * else its event type ("Payment method chosen"); a status or event the cabinet does not know
 * gets a generic label ("Status changed", "Event") and keeps its code for the second line.
 */
export function invoiceEventLabel(entry: LogFacts): InvoiceEventLabel {
  const { status, event } = entry;
  if (isInvoiceStatus(status)) {
    return { key: `invoice_events.status.${status}`, english: englishEvents.status[status], status };
  }
  if (status)
    return { key: 'invoice_events.status_changed', english: englishEvents.status_changed, raw: status };
  if (isNamedEvent(event)) return { key: `invoice_events.${event}`, english: englishEvents[event] };
  if (event === 'status_changed') {
    return { key: 'invoice_events.status_changed', english: englishEvents.status_changed, raw: '' };
  }
  return { key: 'invoice_events.other', english: englishEvents.other, raw: event };
}

export interface EventText {
  /** The cabinet's own label, in the interface language. */
  label: string;
  /** The server's text, when it says more than the label; else the code of an unknown kind. */
  note: string | null;
}

/** The label and second line of an invoice log entry (invoice timeline, replenishment history). */
export function describeInvoiceEvent(entry: LogFacts & { message: string | null }, t: TFunction): EventText {
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
    t(`invoice_events.status.${status}`),
    englishEvents.status[status],
  ]);
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
