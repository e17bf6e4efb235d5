import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ipError } from './integration-form';
import { nextSort, StoreFeesSearch, StoreListSearch, storeListView } from './store-search';

describe('Store list URL state', () => {
  it('keeps valid values and drops broken ones instead of failing', () => {
    expect(
      v.parse(StoreListSearch, { sort: 'title', dir: 'asc', status: ['denied', 'denied'], q: 'ab' }),
    ).toEqual({
      sort: 'title',
      dir: 'asc',
      status: ['denied'],
      q: 'ab',
    });
    expect(v.parse(StoreListSearch, { sort: 'price', dir: 'up', status: ['archived'], q: 5 })).toEqual({
      sort: undefined,
      dir: undefined,
      status: undefined,
      q: undefined,
    });
    expect(v.parse(StoreFeesSearch, { order: 'sideways' })).toEqual({ order: undefined });
  });

  it('becomes the list view: newest first by default, empty filters left out', () => {
    expect(storeListView({})).toEqual({ sortColumn: 'created', sortDirection: 'desc' });
    expect(storeListView({ status: ['returned', 'approved'], q: '  lotus ' })).toEqual({
      sortColumn: 'created',
      sortDirection: 'desc',
      status: ['approved', 'returned'],
      search: 'lotus',
    });
  });

  it('clicking the sorted column toggles the direction; another column starts ascending', () => {
    expect(nextSort({ sort: 'title', dir: 'asc' }, 'title')).toEqual({ sort: 'title', dir: 'desc' });
    expect(nextSort({ sort: 'title', dir: 'desc' }, 'status')).toEqual({ sort: 'status', dir: 'asc' });
    expect(nextSort({ sort: 'title', dir: 'asc' }, 'created')).toEqual({ sort: 'created', dir: 'desc' });
  });
});

describe('Callback addresses: IPv4 (SPEC 5), no duplicates, at most 20', () => {
  it('explains why an address cannot be added', () => {
    expect(ipError('203.0.113.10', [])).toBeNull();
    expect(ipError('256.0.0.1', [])).toBe('errors.incorrect_ip_format');
    expect(ipError('1.2.3', [])).toBe('errors.incorrect_ip_format');
    expect(ipError('203.0.113.10', ['203.0.113.10'])).toBe('stores.integration.ip_duplicate');
    expect(
      ipError(
        '203.0.113.99',
        Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`),
      ),
    ).toBe('stores.integration.ip_limit');
  });
});
