import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isRecord } from '@/lib/is-record';

/** Areas whose queries the dashboard starts, each keyed by the merchant id. */
const DASHBOARD_AREAS: readonly unknown[] = ['dashboard', 'finance', 'invoices', 'stores'];

const hasMerchant = (part: unknown, merchantId: number) => isRecord(part) && part.merchantId === merchantId;

/** A query of the dashboard's areas whose input names this merchant. */
export function isMerchantQuery(query: Pick<Query, 'queryKey'>, merchantId: number): boolean {
  const [area, ...rest] = query.queryKey;
  return DASHBOARD_AREAS.includes(area) && rest.some((part) => hasMerchant(part, merchantId));
}

/**
 * SPEC.md section 2: data reloads when the merchant changes and in-flight requests are
 * cancelled. Every dashboard key carries the merchant id (the new merchant's queries
 * start by themselves); this cancels what is still loading for the previous one, which
 * aborts its requests through their signals.
 */
export function useMerchantSwitch(merchantId: number) {
  const queryClient = useQueryClient();
  const previous = useRef(merchantId);
  useEffect(() => {
    const before = previous.current;
    previous.current = merchantId;
    if (before === merchantId) return;
    void queryClient.cancelQueries({ predicate: (query) => isMerchantQuery(query, before) });
  }, [merchantId, queryClient]);
}
