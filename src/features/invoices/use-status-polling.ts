import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invoiceKeys, invoiceStatus } from '@/api/invoices/invoices.queries';
import type { InvoiceDetail } from '@/api/invoices/schemas/invoice-detail.schemas';
import type { InvoiceStatusValue } from '@/api/invoices/schemas/values.schemas';
import { isFinalStatus, STATUS_POLL_MS } from '@/domain/invoices';

/** A new status goes into the detail cache at once; the rest of the invoice is read again. */
export function applyStatus(queryClient: QueryClient, id: number, status: InvoiceStatusValue) {
  const detail = queryClient.getQueryData<InvoiceDetail>(invoiceKeys.detail(id));
  if (!detail || detail.status === status) return false;
  queryClient.setQueryData<InvoiceDetail>(invoiceKeys.detail(id), { ...detail, status });
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.logs(id) });
  return true;
}

/**
 * Polls the status every 5 s while it is not final (success, cancel and overdue are),
 * silently (SPEC section 8), and keeps the header and the detail cache in step.
 */
export function useStatusPolling(id: number, current: string | null) {
  const queryClient = useQueryClient();
  const final = isFinalStatus(current);
  const polled = useQuery({
    ...invoiceStatus(id),
    enabled: !final,
    refetchInterval: final ? false : STATUS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const status = polled.data?.status;
  useEffect(() => {
    if (status) applyStatus(queryClient, id, status);
  }, [queryClient, id, status]);
}
