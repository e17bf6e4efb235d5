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
} from './invoices';

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
