import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, rememberVisit, visitOf } from './recent';

describe('recent items of the palette', () => {
  it('an invoice detail or any page of a store is a visit; lists and forms are not', () => {
    expect(visitOf('/finance/invoice/105000')).toEqual({ kind: 'invoice', id: 105000 });
    expect(visitOf('/store/7')).toEqual({ kind: 'store', id: 7 });
    expect(visitOf('/store/7/settings')).toEqual({ kind: 'store', id: 7 });
    expect(visitOf('/finance/invoice/new')).toBeNull();
    expect(visitOf('/finance/invoice')).toBeNull();
    expect(visitOf('/store/new')).toBeNull();
    expect(visitOf('/store/0')).toBeNull();
  });

  it('keeps the newest first, each item once, at most five', () => {
    let list = rememberVisit([], { kind: 'invoice', id: 1 });
    list = rememberVisit(list, { kind: 'store', id: 1 });
    list = rememberVisit(list, { kind: 'invoice', id: 1 });
    expect(list).toEqual([
      { kind: 'invoice', id: 1 },
      { kind: 'store', id: 1 },
    ]);
    for (let id = 2; id < 10; id++) list = rememberVisit(list, { kind: 'invoice', id });
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toEqual({ kind: 'invoice', id: 9 });
  });
});
