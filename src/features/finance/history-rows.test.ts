import { describe, expect, it } from 'vitest';
import { financeRows } from './history-rows';

const row = (id: number, created: number | null) => ({ id, created });

describe('finance rows of every page received', () => {
  it('keep each row once when a backend that ignores prevId sends a page again', () => {
    const page = { rows: [row(1, 10), row(2, 20)] };
    expect(financeRows([page, page]).map((r) => r.id)).toEqual([2, 1]);
  });

  it('are newest first whatever order the backend sent; ties by id, undated rows last', () => {
    const rows = financeRows([{ rows: [row(1, 10), row(5, null), row(3, 30), row(4, 30), row(2, null)] }]);
    expect(rows.map((r) => r.id)).toEqual([4, 3, 1, 5, 2]);
  });
});
