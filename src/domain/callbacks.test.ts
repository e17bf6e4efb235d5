import { describe, expect, it } from 'vitest';
import type { InvoiceLogEntry } from '@/api/invoices/schemas/invoice-detail.schemas';
import { callbackDeliveries, deliveryOutcome, isCallbackDelivery } from './callbacks';

const entry = (over: Partial<InvoiceLogEntry>): InvoiceLogEntry => ({
  id: null,
  created: null,
  event: null,
  status: null,
  message: null,
  status_code: null,
  ...over,
});

describe('callback deliveries in an invoice log', () => {
  it('counts an entry as a delivery when its event names a callback or it carries a response code', () => {
    expect(isCallbackDelivery(entry({ event: 'callback_sent' }))).toBe(true);
    expect(isCallbackDelivery(entry({ event: 'status_changed', status: 'paid' }))).toBe(false);
    expect(isCallbackDelivery(entry({ status_code: 500 }))).toBe(true);
    expect(isCallbackDelivery(entry({}))).toBe(false);
  });

  it('lists deliveries newest first, undated ones last in the order received', () => {
    const list = callbackDeliveries([
      entry({ id: 1, event: 'callback_sent', created: 100 }),
      entry({ id: 2, event: 'status_changed', created: 150 }),
      entry({ id: 3, event: 'callback_sent' }),
      entry({ id: 4, event: 'callback_sent', created: 200 }),
      entry({ id: 5, event: 'callback_failed' }),
    ]);
    expect(list.map((e) => e.id)).toEqual([4, 1, 3, 5]);
  });

  it('reads a 2xx response as delivered, any other code as failed, no code as unknown', () => {
    expect(deliveryOutcome(200)).toBe('delivered');
    expect(deliveryOutcome(204)).toBe('delivered');
    expect(deliveryOutcome(301)).toBe('failed');
    expect(deliveryOutcome(500)).toBe('failed');
    expect(deliveryOutcome(null)).toBeNull();
  });
});
