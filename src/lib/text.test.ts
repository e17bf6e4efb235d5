import { describe, expect, it } from 'vitest';
import { sortByTitle } from './text';

describe('Short store list sorted by title on the client (SPEC 7)', () => {
  it('sorts case-insensitively, numbers naturally, ties by id', () => {
    const entries = [
      { id: 1, title: 'beta', is_archived: false },
      { id: 2, title: 'Alpha', is_archived: false },
      { id: 3, title: 'alpha', is_archived: true },
      { id: 4, title: 'Shop 10', is_archived: false },
      { id: 5, title: 'Shop 9', is_archived: false },
    ];
    expect(sortByTitle(entries, 'en').map((e) => e.id)).toEqual([2, 3, 1, 5, 4]);
  });
  it('follows the locale', () => {
    const entries = [
      { id: 1, title: 'Zebra' },
      { id: 2, title: 'Ärger' },
      { id: 3, title: 'Apfel' },
    ];
    expect(sortByTitle(entries, 'de').map((e) => e.id)).toEqual([3, 2, 1]);
    expect(sortByTitle(entries, 'sv').map((e) => e.id)).toEqual([3, 1, 2]);
  });
});
