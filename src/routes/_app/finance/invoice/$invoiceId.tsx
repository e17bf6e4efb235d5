import { createFileRoute, notFound } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { ApiError } from '@/api/http/errors';
import { invoiceDetail, invoiceLogs } from '@/api/invoices/invoices.queries';
import { InvoiceDetailPage, InvoiceDetailSkeleton } from '@/features/invoices/invoice-detail-page';
import { InvoiceDetailSearch } from '@/features/invoices/invoice-detail-search';

export const Route = createFileRoute('/_app/finance/invoice/$invoiceId')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  params: {
    parse: ({ invoiceId }) => {
      const id = Number(invoiceId);
      if (!Number.isSafeInteger(id) || id < 1 || String(id) !== invoiceId) throw notFound();
      return { invoiceId: id };
    },
    stringify: ({ invoiceId }) => ({ invoiceId: String(invoiceId) }),
  },
  validateSearch: InvoiceDetailSearch,
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(invoiceLogs(params.invoiceId));
    void queryClient.prefetchQuery(currenciesQuery());
    try {
      await queryClient.ensureQueryData(invoiceDetail(params.invoiceId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: InvoiceDetailSkeleton,
  component: InvoiceDetailPage,
});
