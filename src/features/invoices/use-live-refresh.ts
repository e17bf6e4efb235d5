import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { INVOICE_PAGE_SIZE, invoiceKeys, invoiceRefresh } from '@/api/invoices/invoices.queries';
import type { InvoiceFilters, RefreshListAnswer } from '@/api/invoices/invoices.schemas';
import { type InvoicePage, type ListSort, mergeRefresh } from './invoice-refresh';

/** How often the list asks for changes. */
export const LIVE_REFRESH_MS = 15_000;

export interface LiveRefreshOptions {
  filters: InvoiceFilters;
  sort: ListSort;
  /** Key of the cached infinite list the changes go into. */
  listKey: QueryKey;
  /** Called after each merge with the number of rows that appeared. */
  onMerged?: (added: number) => void;
}

/**
 * Live refresh: every 15 s asks refresh-list for what changed since the markers of the
 * previous answer, upserts those rows into the cached pages, drops rows that left the
 * filter and refreshes the totals. A first call without markers only fetches the markers.
 * Failures are swallowed (SPEC section 8: list updates raise nothing); the next tick retries.
 * Paused while the tab is hidden; starts over when the filters change.
 */
export function useLiveRefresh({ filters, sort, listKey, onMerged }: LiveRefreshOptions) {
  const queryClient = useQueryClient();
  const latest = useRef({ filters, sort, listKey, onMerged });
  latest.current = { filters, sort, listKey, onMerged };
  const identity = JSON.stringify([filters, sort]);

  useEffect(() => {
    // Re-run for every new filter set: `identity` names it.
    void identity;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let markers: Pick<RefreshListAnswer, 'update_end_id' | 'update_end_time'> | null = null;

    const apply = (answer: RefreshListAnswer) => {
      const { sort: order, listKey: key, filters: current } = latest.current;
      queryClient.setQueryData(invoiceKeys.totals(current), answer.totals);
      if (!answer.invoices.length && !answer.unsuitable.length) return;
      let added = 0;
      queryClient.setQueryData<InfiniteData<InvoicePage, unknown>>(key, (data) => {
        if (!data) return data;
        const complete = (data.pages[data.pages.length - 1]?.invoices.length ?? 0) < INVOICE_PAGE_SIZE;
        const result = mergeRefresh(data, answer, order, complete);
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
          if (markers) apply(answer);
          else queryClient.setQueryData(invoiceKeys.totals(latest.current.filters), answer.totals);
          markers = { update_end_id: answer.update_end_id, update_end_time: answer.update_end_time };
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
