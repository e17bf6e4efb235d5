import { createFileRoute, notFound } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { spo, spoHistory } from '@/api/finance/finance.queries';
import { ApiError } from '@/api/http/errors';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { WithdrawalDetailPage, WithdrawalDetailSkeleton } from '@/features/finance/withdrawal-detail-page';

export const Route = createFileRoute('/_app/finance/withdrawal/$withdrawalId')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  params: {
    parse: ({ withdrawalId }) => {
      const id = Number(withdrawalId);
      if (!Number.isSafeInteger(id) || id < 1 || String(id) !== withdrawalId) throw notFound();
      return { withdrawalId: id };
    },
    stringify: ({ withdrawalId }) => ({ withdrawalId: String(withdrawalId) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(spoHistory(params.withdrawalId));
    void queryClient.prefetchQuery(currenciesQuery());
    try {
      await queryClient.ensureQueryData(spo(params.withdrawalId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: WithdrawalDetailSkeleton,
  component: WithdrawalDetailRoute,
});

/** The status badge belongs to the invoices feature: composed here, so the features stay apart. */
function WithdrawalDetailRoute() {
  return <WithdrawalDetailPage StatusBadge={InvoiceStatusBadge} />;
}
