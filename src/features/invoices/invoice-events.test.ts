import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceLogsAnswer } from '@/api/invoices/invoices.schemas';
import { timelineOrder } from './invoice-events';

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
