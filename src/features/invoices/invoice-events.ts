import type { InvoiceLogEntry } from '@/api/invoices/invoices.schemas';

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
