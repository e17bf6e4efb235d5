import { describe, expect, it } from 'vitest';
import {
  invoiceStatusBadge,
  invoiceTypeBadge,
  isIncoming,
  SOURCE_LABEL,
  STATUS_BADGE,
  TYPE_BADGE,
} from '@/domain/invoice-status';

describe('invoice status badges (SPEC section 4)', () => {
  it('created is outlined default', () => {
    expect(invoiceStatusBadge('created')).toEqual({ tone: 'default', variant: 'outlined' });
  });
  it('awaiting_payment is warning', () => {
    expect(invoiceStatusBadge('awaiting_payment').tone).toBe('warning');
  });
  it('paid is the interim (info) badge', () => {
    expect(invoiceStatusBadge('paid').tone).toBe('info');
  });
  it('success is filled success, cancel filled error, dispute filled warning', () => {
    expect(invoiceStatusBadge('success')).toEqual({ tone: 'success', variant: 'filled' });
    expect(invoiceStatusBadge('cancel')).toEqual({ tone: 'error', variant: 'filled' });
    expect(invoiceStatusBadge('dispute')).toEqual({ tone: 'warning', variant: 'filled' });
  });
  it('overdue is outlined error', () => {
    expect(invoiceStatusBadge('overdue')).toEqual({ tone: 'error', variant: 'outlined' });
  });
  it('awaiting_payment and dispute, both warning, still look different', () => {
    expect(invoiceStatusBadge('awaiting_payment')).not.toEqual(invoiceStatusBadge('dispute'));
  });
});

describe('invoice type badges (SPEC section 4)', () => {
  it('in and out are filled success and error', () => {
    expect(invoiceTypeBadge('in')).toEqual({ tone: 'success', variant: 'filled' });
    expect(invoiceTypeBadge('out')).toEqual({ tone: 'error', variant: 'filled' });
  });
  it('deposit and withdrawal are outlined success and error', () => {
    expect(invoiceTypeBadge('deposit')).toEqual({ tone: 'success', variant: 'outlined' });
    expect(invoiceTypeBadge('withdrawal')).toEqual({ tone: 'error', variant: 'outlined' });
  });
});

describe('a status or type the cabinet does not know', () => {
  it('gets a neutral badge instead of crashing', () => {
    expect(invoiceStatusBadge('refunded')).toEqual({ tone: 'default', variant: 'outlined' });
    expect(invoiceStatusBadge(null)).toEqual({ tone: 'default', variant: 'outlined' });
    expect(invoiceTypeBadge('transfer')).toEqual({ tone: 'default', variant: 'outlined' });
    expect(invoiceTypeBadge(undefined)).toEqual({ tone: 'default', variant: 'outlined' });
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
