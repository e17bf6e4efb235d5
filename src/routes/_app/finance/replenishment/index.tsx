import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { replenishmentHistoryInfinite, wallets } from '@/api/finance/finance.queries';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { CurrencySearch } from '@/features/finance/finance-search';
import { ReplenishmentPage, ReplenishmentSkeleton } from '@/features/finance/replenishment-page';

export const Route = createFileRoute('/_app/finance/replenishment/')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  validateSearch: CurrencySearch,
  loader: async ({ context: { queryClient, merchantId } }) => {
    await Promise.all([
      queryClient.prefetchQuery(currenciesQuery()),
      queryClient.prefetchQuery(wallets()),
      queryClient.prefetchInfiniteQuery(replenishmentHistoryInfinite({ merchantId: merchantId })),
    ]);
  },
  pendingComponent: ReplenishmentSkeleton,
  component: ReplenishmentRoute,
});

/** The status badge belongs to the invoices feature: composed here, so the features stay apart. */
function ReplenishmentRoute() {
  return <ReplenishmentPage StatusBadge={InvoiceStatusBadge} />;
}
