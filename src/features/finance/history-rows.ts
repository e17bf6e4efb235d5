import type { HistoryRow } from '@/api/finance/schemas/history.schemas';

/** Rows with an id and a creation time: what ordering the finance lists needs. */
interface Ordered {
  id: number;
  created: number | null;
}

/**
 * The rows of every page received, each once (a backend that ignores our paging may send a
 * row again), newest first (a backend that ignores our sort may send them in any order).
 * Rows without a date come after the dated ones; ties go by id, highest first.
 */
export function financeRows<R extends Ordered>(pages: ReadonlyArray<{ rows: readonly R[] }>): R[] {
  const byId = new Map<number, R>();
  for (const page of pages) for (const row of page.rows) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()].sort(
    (a, b) =>
      (b.created ?? Number.NEGATIVE_INFINITY) - (a.created ?? Number.NEGATIVE_INFINITY) || b.id - a.id,
  );
}

/** The history rows of every page, each once, newest first. */
export function historyRows(pages: ReadonlyArray<{ history: readonly HistoryRow[] }>): HistoryRow[] {
  return financeRows(pages.map((page) => ({ rows: page.history })));
}
