import { describe, expect, it } from 'vitest';
import { isIncoming, SOURCE_LABEL, STATUS_BADGE, TYPE_BADGE } from './invoice-status';

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
