import { describe, expect, it } from 'vitest';
import { scopeLabelKey, ttlLabel } from './store-labels';

describe('Labels', () => {
  it('invoice lifetimes read in hours when whole, else minutes', () => {
    expect(ttlLabel(900)).toEqual({ key: 'stores.ttl.minutes', count: 15 });
    expect(ttlLabel(7200)).toEqual({ key: 'stores.ttl.hours', count: 2 });
    expect(ttlLabel(86_400)).toEqual({ key: 'stores.ttl.hours', count: 24 });
  });

  it('known scopes have keys; unknown ones fall back', () => {
    expect(scopeLabelKey('retail')).toBe('stores.scope.retail');
    expect(scopeLabelKey('pets')).toBeNull();
  });
});
