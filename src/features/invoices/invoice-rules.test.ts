import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '@/api/invoices/invoices.schemas';
import {
  availableActions,
  canCancel,
  canComplete,
  canEditPayment,
  canInit,
  hasReceipt,
  isFinalStatus,
  SOURCE_LABEL,
} from './invoice-rules';
import { isIncoming, STATUS_BADGE, TYPE_BADGE } from './invoice-status';

describe('final statuses', () => {
  it('success, cancel and overdue are final; the others can still change', () => {
    expect(INVOICE_STATUSES.filter(isFinalStatus)).toEqual(['success', 'cancel', 'overdue']);
  });
});

describe('invoice actions by status (SPEC 4)', () => {
  it('cancel is offered only for created and awaiting_payment', () => {
    expect(INVOICE_STATUSES.filter(canCancel)).toEqual(['created', 'awaiting_payment']);
  });

  it('complete is offered only for paid and dispute', () => {
    expect(INVOICE_STATUSES.filter(canComplete)).toEqual(['paid', 'dispute']);
  });

  it('lists the actions of each status, none for final ones', () => {
    expect(availableActions('created')).toEqual(['cancel']);
    expect(availableActions('awaiting_payment')).toEqual(['cancel']);
    expect(availableActions('paid')).toEqual(['complete']);
    expect(availableActions('dispute')).toEqual(['complete']);
    for (const status of ['success', 'cancel', 'overdue'] as const)
      expect(availableActions(status)).toEqual([]);
  });

  it('method and data change only before payment; init needs created and a method', () => {
    expect(INVOICE_STATUSES.filter(canEditPayment)).toEqual(['created', 'awaiting_payment']);
    expect(canInit('created', true)).toBe(true);
    expect(canInit('created', false)).toBe(false);
    expect(canInit('awaiting_payment', true)).toBe(false);
  });

  it('receipts exist for paid and successful invoices', () => {
    expect(INVOICE_STATUSES.filter(hasReceipt)).toEqual(['paid', 'success']);
  });
});

describe('badges (SPEC 4)', () => {
  it('maps each status to its tone and variant', () => {
    expect(STATUS_BADGE).toEqual({
      created: { tone: 'default', variant: 'outlined' },
      awaiting_payment: { tone: 'warning', variant: 'outlined' },
      paid: { tone: 'info', variant: 'filled' },
      success: { tone: 'success', variant: 'filled' },
      cancel: { tone: 'error', variant: 'filled' },
      overdue: { tone: 'error', variant: 'outlined' },
      dispute: { tone: 'warning', variant: 'filled' },
    });
  });

  it('types: in/out filled success/error, deposit/withdrawal outlined success/error', () => {
    expect(TYPE_BADGE.in).toEqual({ tone: 'success', variant: 'filled' });
    expect(TYPE_BADGE.out).toEqual({ tone: 'error', variant: 'filled' });
    expect(TYPE_BADGE.deposit).toEqual({ tone: 'success', variant: 'outlined' });
    expect(TYPE_BADGE.withdrawal).toEqual({ tone: 'error', variant: 'outlined' });
    expect(['in', 'deposit'].every((t) => isIncoming(t as 'in'))).toBe(true);
    expect(isIncoming('out') || isIncoming('withdrawal')).toBe(false);
  });

  it('names every invoice source (PaymentPage=0, Api=1, Cabinet=2, Admin=3)', () => {
    expect(Object.keys(SOURCE_LABEL)).toEqual(['0', '1', '2', '3']);
  });
});

describe('timeline', async () => {
  const { eventTitleKey, timelineOrder } = await import('./invoice-events');

  it('titles status changes by the status reached and other events by their kind', () => {
    expect(eventTitleKey({ event: 'status_changed', status: 'paid' })).toBe('invoices.status.paid');
    expect(eventTitleKey({ event: 'callback_sent', status: null })).toBe('invoices.timeline.callback_sent');
    expect(eventTitleKey({ event: 'something_new', status: null })).toBe('invoices.timeline.event');
  });

  it('shows the newest entry first', () => {
    const entries = [
      { id: 1, created: 10, event: 'a', status: null, message: '' },
      { id: 3, created: 20, event: 'b', status: null, message: '' },
      { id: 2, created: 20, event: 'c', status: null, message: '' },
    ];
    expect(timelineOrder(entries).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('keeps entries without id or time (the log shape is not in SPEC), keyed by position', () => {
    const entries = [
      { id: null, created: null, event: null, status: 'created', message: null },
      { id: null, created: 20, event: 'data_set', status: null, message: 'x' },
      { id: null, created: null, event: null, status: 'refunded', message: null },
    ];
    const ordered = timelineOrder(entries);
    expect(ordered.map((e) => e.created)).toEqual([20, null, null]);
    expect(new Set(ordered.map((e) => e.key)).size).toBe(3);
    expect(ordered.map((e) => eventTitleKey(e))).toEqual([
      'invoices.timeline.data_set',
      'invoices.timeline.event',
      'invoices.status.created',
    ]);
  });
});
