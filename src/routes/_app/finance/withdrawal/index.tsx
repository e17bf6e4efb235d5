import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { favorites, minBalance, wallets, withdrawalHistoryInfinite } from '@/api/finance/finance.queries';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { WithdrawalSearch } from '@/features/finance/finance-search';
import { WithdrawalPage, WithdrawalSkeleton } from '@/features/finance/withdrawal-page';

export const Route = createFileRoute('/_app/finance/withdrawal/')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  validateSearch: WithdrawalSearch,
  loader: async ({ context: { queryClient, merchantId } }) => {
    await Promise.all([
      queryClient.prefetchQuery(wallets()),
      queryClient.prefetchQuery(minBalance()),
      queryClient.prefetchQuery(currenciesQuery()),
      queryClient.prefetchQuery(favorites(merchantId)),
      queryClient.prefetchInfiniteQuery(withdrawalHistoryInfinite({ merchantId: merchantId })),
    ]);
  },
  pendingComponent: WithdrawalSkeleton,
  component: WithdrawalRoute,
});

/** The status badge belongs to the invoices feature: composed here, so the features stay apart. */
function WithdrawalRoute() {
  return <WithdrawalPage StatusBadge={InvoiceStatusBadge} />;
}
