import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { favorites, minBalance, wallets, withdrawalHistoryInfinite } from '@/api/finance/finance.queries';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { WithdrawalSearch } from '@/features/finance/finance-search';
import { WithdrawalPage, WithdrawalSkeleton } from '@/features/finance/pages/withdrawal-page';

export const Route = createFileRoute('/_app/finance/withdrawal/')({
  // The skeleton lives in the page's module: one chunk for both (split apart, the skeleton's
  // chunk would only re-export it from the page's, one more request and no head start).
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
