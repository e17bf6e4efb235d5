import i18next, { type TFunction } from 'i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceLogsAnswer } from '@/api/invoices/schemas/invoice-detail.schemas';
import ruEvents from '../../locales/ru/invoice_events.json';
import ruStatus from '../../locales/ru/invoice_status.json';
import uaEvents from '../../locales/ua/invoice_events.json';
import uaStatus from '../../locales/ua/invoice_status.json';
import { describeInvoiceEvent, invoiceEventLabel, statusNote, timelineOrder } from './invoice-events';

/**
 * An i18next `t` reading one language's catalogue files, merged as the app merges them; a
 * message the catalogue lacks fails the test instead of showing its key.
 */
function tFor(lng: string, catalogue: Record<string, unknown>): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: { [lng]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => {
      throw new Error(`no message ${key}`);
    },
  });
  return instance.t;
}

const tRu = tFor('ru', { invoice_events: ruEvents, invoice_status: ruStatus });
const tUa = tFor('ua', { invoice_events: uaEvents, invoice_status: uaStatus });

describe('Invoice log entries are labelled by their kind, from our catalogue', () => {
  it('a status change by the status reached, other events by their type', () => {
    expect(invoiceEventLabel({ event: 'status_changed', status: 'dispute' }).key).toBe(
      'invoice_events.status.dispute',
    );
    expect(invoiceEventLabel({ event: 'method_selected', status: null }).key).toBe(
      'invoice_events.method_selected',
    );
    expect(invoiceEventLabel({ event: 'chargeback_requested', status: null }).key).toBe(
      'invoice_events.other',
    );
    expect(invoiceEventLabel({ event: null, status: 'refunded' }).key).toBe('invoice_events.status_changed');
  });

  it('the server’s English note is not shown under its Russian label', () => {
    expect(
      describeInvoiceEvent({ event: 'status_changed', status: 'dispute', message: 'Dispute opened' }, tRu),
    ).toEqual({ label: 'Открыт спор', note: null });
    expect(
      describeInvoiceEvent({ event: 'status_changed', status: 'created', message: 'Invoice created' }, tRu),
    ).toEqual({ label: 'Счёт создан', note: null });
  });

  it('nor under its Ukrainian one', () => {
    expect(
      describeInvoiceEvent({ event: 'status_changed', status: 'dispute', message: 'Dispute opened.' }, tUa),
    ).toEqual({ label: 'Відкрито спір', note: null });
  });

  it('a note that only names the status is not shown either', () => {
    expect(
      describeInvoiceEvent({ event: 'status_changed', status: 'paid', message: 'Paid' }, tRu).note,
    ).toBeNull();
  });

  it('a note that says more stays, as a second line', () => {
    expect(
      describeInvoiceEvent({ event: 'method_selected', status: null, message: 'Method Tether TRC20' }, tRu),
    ).toEqual({ label: 'Выбран способ оплаты', note: 'Method Tether TRC20' });
  });

  it('an unknown event: a generic label and the server text, else its type made readable', () => {
    expect(
      describeInvoiceEvent(
        { event: 'chargeback_requested', status: null, message: 'Bank asked for a refund' },
        tRu,
      ),
    ).toEqual({ label: 'Событие', note: 'Bank asked for a refund' });
    expect(describeInvoiceEvent({ event: 'chargeback_requested', status: null, message: null }, tUa)).toEqual(
      {
        label: 'Подія',
        note: 'Chargeback requested',
      },
    );
    expect(describeInvoiceEvent({ event: null, status: null, message: null }, tRu)).toEqual({
      label: 'Событие',
      note: null,
    });
  });

  it('a status the cabinet does not know: "Status changed" and the status', () => {
    expect(describeInvoiceEvent({ event: 'status_changed', status: 'refunded', message: null }, tRu)).toEqual(
      {
        label: 'Статус изменён',
        note: 'Refunded',
      },
    );
  });
});

describe('A status history comment is shown only when it says more than the status', () => {
  it('repeating the status (in English or as shown) is dropped', () => {
    expect(statusNote('success', 'Succeeded', tRu)).toBeNull();
    expect(statusNote('success', 'Успешно', tRu)).toBeNull();
    expect(statusNote('cancel', 'Invoice cancelled', tUa)).toBeNull();
  });

  it('anything else is kept', () => {
    expect(statusNote('cancel', 'Address rejected by the network', tRu)).toBe(
      'Address rejected by the network',
    );
    expect(statusNote('refunded', 'refunded', tRu)).toBeNull();
    expect(statusNote(null, 'Queued for sending', tRu)).toBe('Queued for sending');
  });
});

/** Log entries as the cabinet reads them from the wire. */
const read = (entries: unknown[]) => v.parse(InvoiceLogsAnswer, entries);

describe('timeline', () => {
  it('shows the newest entry first', () => {
    const entries = read([
      { id: 1, created: 10, event: 'a', status: null, message: '', status_code: null },
      { id: 3, created: 20, event: 'b', status: null, message: '', status_code: null },
      { id: 2, created: 20, event: 'c', status: null, message: '', status_code: null },
    ]);
    expect(timelineOrder(entries).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('reads times in seconds, milliseconds or ISO alike', () => {
    const entries = read([
      { id: 1, created: 1_700_000_000, event: 'a' },
      { id: 2, created: 1_700_000_100_000, event: 'b' },
      { id: 3, created: '2023-11-14T22:15:00Z', event: 'c' },
    ]);
    expect(entries.map((e) => e.created)).toEqual([1_700_000_000, 1_700_000_100, 1_700_000_100]);
    expect(timelineOrder(entries).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('keeps entries without id or time (the log shape is not in SPEC), keyed by position', () => {
    const entries = read([
      { id: null, created: null, event: null, status: 'created', message: null, status_code: null },
      { id: null, created: 20, event: 'data_set', status: null, message: 'x', status_code: null },
      { id: null, created: null, event: null, status: 'refunded', message: null, status_code: null },
    ]);
    const ordered = timelineOrder(entries);
    expect(ordered.map((e) => e.created)).toEqual([20, null, null]);
    expect(new Set(ordered.map((e) => e.key)).size).toBe(3);
  });
});
