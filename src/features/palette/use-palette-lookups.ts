import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withdrawalLookup } from '@/api/finance/finance.queries';
import { invoiceLookup } from '@/api/invoices/invoices.queries';
import { storeListAll, storeShortList } from '@/api/stores/stores.queries';
import { useMerchantId } from '@/session/use-merchant-id';
import { idOf } from './palette-items';

/** How long the text must rest before the lookups ask the backend. */
export const LOOKUP_DEBOUNCE_MS = 250;

/** The value once it has not changed for `ms` (the lookups ask for settled text only). */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What the palette finds for the typed text, through the calls the cabinet already makes:
 * invoices by id or external id (the list's search filter), a withdrawal by id (its detail
 * call), and the merchant's stores (the short list to match titles, the full list for their
 * status). Each text has its own query key; when the settled text changes the lookups of the
 * old one lose their observer and React Query aborts them (the signal reaches the network).
 */
export function usePaletteLookups(text: string) {
  const merchantId = useMerchantId();
  const settled = useSettled(text.trim(), LOOKUP_DEBOUNCE_MS);
  const id = idOf(settled);
  const invoices = useQuery({ ...invoiceLookup(merchantId, settled), enabled: settled !== '' });
  const withdrawal = useQuery({ ...withdrawalLookup(id ?? 0), enabled: id !== null });
  const shortList = useQuery(storeShortList(merchantId));
  const allStores = useQuery(storeListAll(merchantId));
  const waiting = settled !== text.trim();
  return {
    /** The text the results below belong to. */
    settled,
    invoices: settled === '' ? [] : (invoices.data ?? []),
    withdrawal: id === null ? null : (withdrawal.data ?? null),
    shortList: shortList.data ?? [],
    stores: allStores.data?.stores ?? [],
    searching: waiting || invoices.isFetching || withdrawal.isFetching,
    failed: invoices.isError || withdrawal.isError,
  };
}
