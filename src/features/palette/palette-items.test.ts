import { describe, expect, it } from 'vitest';
import { idOf, matchesText, storesWithActions } from './palette-items';

describe('palette items', () => {
  it('store actions are offered for approved stores with payments on, and no other', () => {
    const stores = [
      { id: 1, status: 'approved', payments_enabled: true },
      { id: 2, status: 'approved', payments_enabled: false },
      { id: 3, status: 'approved', payments_enabled: null },
      { id: 4, status: 'returned', payments_enabled: true },
      { id: 5, status: 'approval', payments_enabled: true },
      { id: 6, status: 'denied', payments_enabled: true },
      { id: 7, status: null, payments_enabled: true },
    ] as const;
    expect(storesWithActions(stores).map((store) => store.id)).toEqual([1]);
  });

  it('matches text case-insensitively anywhere in the label; empty text matches all', () => {
    expect(matchesText('Create invoice for Aurora', 'aurora')).toBe(true);
    expect(matchesText('Профиль', 'ПРОФ', 'ru')).toBe(true);
    expect(matchesText('Finance', 'stores')).toBe(false);
    expect(matchesText('Finance', '  ')).toBe(true);
  });

  it('reads an id only from digits', () => {
    expect(idOf(' 105000 ')).toBe(105000);
    expect(idOf('10a')).toBeNull();
    expect(idOf('0')).toBeNull();
    expect(idOf('')).toBeNull();
  });
});
