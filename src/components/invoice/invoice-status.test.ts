import { describe, expect, it } from 'vitest';
import { invoiceStatusBadge, invoiceTypeBadge } from './invoice-status';

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
