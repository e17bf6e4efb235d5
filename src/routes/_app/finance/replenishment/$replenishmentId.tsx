import { createFileRoute, notFound } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { ApiError } from '@/api/http/errors';
import { invoiceDetail, invoiceLogs } from '@/api/invoices/invoices.queries';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import {
  ReplenishmentDetailPage,
  ReplenishmentDetailSkeleton,
} from '@/features/finance/replenishment-detail-page';

export const Route = createFileRoute('/_app/finance/replenishment/$replenishmentId')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  params: {
    parse: ({ replenishmentId }) => {
      const id = Number(replenishmentId);
      if (!Number.isSafeInteger(id) || id < 1 || String(id) !== replenishmentId) throw notFound();
      return { replenishmentId: id };
    },
    stringify: ({ replenishmentId }) => ({ replenishmentId: String(replenishmentId) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(invoiceLogs(params.replenishmentId));
    void queryClient.prefetchQuery(currenciesQuery());
    try {
      // A replenishment is an invoice of type deposit.
      const invoice = await queryClient.ensureQueryData(invoiceDetail(params.replenishmentId));
      if (invoice.type !== 'deposit') throw notFound();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ReplenishmentDetailSkeleton,
  component: ReplenishmentDetailRoute,
});

/** The status badge belongs to the invoices feature: composed here, so the features stay apart. */
function ReplenishmentDetailRoute() {
  return <ReplenishmentDetailPage StatusBadge={InvoiceStatusBadge} />;
}
