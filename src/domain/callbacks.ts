import type { InvoiceLogEntry } from '@/api/invoices/schemas/invoice-detail.schemas';

/**
 * Callback deliveries read from an invoice's log (GET /api/payment/logs, a shape SPEC.md does
 * not fix): an entry is a delivery when its event names a callback (`callback_sent`,
 * `callback_failed`, ...) or when it carries the response code of the store's callback URL.
 */
export function isCallbackDelivery(entry: InvoiceLogEntry): boolean {
  return (entry.event !== null && /callback/i.test(entry.event)) || entry.status_code !== null;
}

/** Deliveries, newest first; entries without a time keep their order after the dated ones. */
export function callbackDeliveries(entries: readonly InvoiceLogEntry[]): InvoiceLogEntry[] {
  const deliveries = entries.filter(isCallbackDelivery);
  const indexed = deliveries.map((entry, index) => ({ entry, index }));
  indexed.sort((a, b) => {
    const ta = a.entry.created;
    const tb = b.entry.created;
    if (ta === null || tb === null) return ta === tb ? a.index - b.index : ta === null ? 1 : -1;
    return tb - ta || b.index - a.index;
  });
  return indexed.map(({ entry }) => entry);
}

export type DeliveryOutcome = 'delivered' | 'failed';

/** A 2xx answer of the callback URL is a delivery; any other code a failure; no code: unknown. */
export function deliveryOutcome(statusCode: number | null): DeliveryOutcome | null {
  if (statusCode === null) return null;
  return statusCode >= 200 && statusCode < 300 ? 'delivered' : 'failed';
}
