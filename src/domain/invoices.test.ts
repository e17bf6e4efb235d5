import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '@/constants/invoices';
import {
  availableActions,
  canCancel,
  canComplete,
  canEditPayment,
  canInit,
  hasReceipt,
  isFinalStatus,
  movementStage,
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

describe('where a movement of money stands, by its status', () => {
  it('is pending when created and under way while awaiting payment: nothing has moved yet', () => {
    expect(movementStage('created')).toBe('pending');
    expect(movementStage('awaiting_payment')).toBe('under_way');
  });

  it('is done once paid or succeeded, failed when cancelled or overdue, disputed in a dispute', () => {
    expect(movementStage('paid')).toBe('done');
    expect(movementStage('success')).toBe('done');
    expect(movementStage('cancel')).toBe('failed');
    expect(movementStage('overdue')).toBe('failed');
    expect(movementStage('dispute')).toBe('disputed');
  });

  it('claims nothing for a status it does not know or none', () => {
    expect(movementStage('refunded')).toBeNull();
    expect(movementStage(null)).toBeNull();
    expect(movementStage(undefined)).toBeNull();
  });

  it('gives every known status a stage', () => {
    for (const status of INVOICE_STATUSES) expect(movementStage(status)).not.toBeNull();
  });
});
