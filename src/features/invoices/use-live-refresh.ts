import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { INVOICE_PAGE_SIZE, invoiceKeys, invoiceRefresh } from '@/api/invoices/invoices.queries';
import { type FilterContext, matchesInvoiceFilters } from '@/api/invoices/invoices-filter';
import type { InvoiceFilters, RefreshListAnswer } from '@/api/invoices/schemas/invoice-list.schemas';
import { type InvoicePage, type ListChanges, type ListSort, mergeRefresh } from './invoice-refresh';

/** How often the list asks for changes. */
export const LIVE_REFRESH_MS = 15_000;

export interface LiveRefreshOptions {
  filters: InvoiceFilters;
  sort: ListSort;
  /** Key of the cached infinite list the changes go into. */
  listKey: QueryKey;
  /** Store titles for rows without store_id (see matchesInvoiceFilters). */
  context?: FilterContext;
  /** Called after each merge with the number of rows that appeared. */
  onMerged?: (added: number) => void;
}

/** The markers of the previous answer, exactly as the server sent them (they go back as sent). */
type Markers = { update_end_id: number | string; update_end_time: number | string };

/**
 * The changes of an answer as the list applies them. SPEC names no filter parameter, so a
 * backend may send changed rows of every filter: those that do not match are dropped like
 * `unsuitable` ones.
 */
export function listChanges(
  answer: RefreshListAnswer,
  filters: InvoiceFilters,
  context: FilterContext = {},
): ListChanges {
  const rows = answer.invoices ?? [];
  const matching = rows.filter((row) => matchesInvoiceFilters(row, filters, context));
  const kept = new Set(matching.map((row) => row.id));
  const leaving = rows.filter((row) => !kept.has(row.id)).map((row) => row.id);
  return { invoices: matching, unsuitable: [...(answer.unsuitable ?? []), ...leaving] };
}

/** A marker as the server sent it, when it can go back in a query string. */
const sentMarker = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? value : null;

/**
 * The markers of an answer, when it carried both readably (SPEC section 7 names them), as the
 * server sent them: a backend that sends milliseconds gets milliseconds back.
 */
export function markersOf(answer: RefreshListAnswer): Markers | null {
  const id = answer.update_end_id === null ? null : sentMarker(answer.sent.update_end_id);
  const time = answer.update_end_time === null ? null : sentMarker(answer.sent.update_end_time);
  return id === null || time === null ? null : { update_end_id: id, update_end_time: time };
}

/**
 * Live refresh: every 15 s asks refresh-list for what changed since the markers of the
 * previous answer, upserts those rows into the cached pages, drops rows that left the
 * filter and refreshes the totals. A first call without markers only fetches the markers.
 * Failures are swallowed (SPEC section 8: list updates raise nothing); the next tick retries.
 * Paused while the tab is hidden; starts over when the filters change.
 */
export function useLiveRefresh({ filters, sort, listKey, context, onMerged }: LiveRefreshOptions) {
  const queryClient = useQueryClient();
  const latest = useRef({ filters, sort, listKey, context, onMerged });
  latest.current = { filters, sort, listKey, context, onMerged };
  const identity = JSON.stringify([filters, sort]);

  useEffect(() => {
    // Re-run for every new filter set: `identity` names it.
    void identity;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let markers: Markers | null = null;

    const keepTotals = (answer: RefreshListAnswer) => {
      if (answer.totals) queryClient.setQueryData(invoiceKeys.totals(latest.current.filters), answer.totals);
    };

    const apply = (answer: RefreshListAnswer) => {
      const { sort: order, listKey: key, filters: current, context: titles } = latest.current;
      keepTotals(answer);
      const changes = listChanges(answer, current, titles);
      if (!changes.invoices.length && !changes.unsuitable.length) return;
      let added = 0;
      queryClient.setQueryData<InfiniteData<InvoicePage, unknown>>(key, (data) => {
        if (!data) return data;
        const complete = (data.pages[data.pages.length - 1]?.invoices.length ?? 0) < INVOICE_PAGE_SIZE;
        const result = mergeRefresh(data, changes, order, complete);
        added = result.added;
        return result.data;
      });
      latest.current.onMerged?.(added);
    };

    const tick = async () => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') {
        try {
          const answer = await queryClient.fetchQuery(
            invoiceRefresh({ ...latest.current.filters, ...(markers ?? {}) }),
          );
          if (stopped) return;
          // Changes that could not be read are asked for again: the markers stay where they were.
          const unread = answer.invoices === null || answer.unsuitable === null;
          if (markers) apply(answer);
          else keepTotals(answer);
          if (!markers || !unread) markers = markersOf(answer) ?? markers;
        } catch {
          // Swallowed on purpose: the list stays as it is until the next tick.
        }
      }
      if (!stopped) timer = setTimeout(tick, LIVE_REFRESH_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [identity, queryClient]);
}
