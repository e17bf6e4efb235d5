import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { replenishmentHistoryInfinite, wallets } from '@/api/finance/finance.queries';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-badges';
import { CurrencySearch } from '@/features/finance/finance-search';
import { ReplenishmentPage, ReplenishmentSkeleton } from '@/features/finance/pages/replenishment-page';

export const Route = createFileRoute('/_app/finance/replenishment/')({
  // The skeleton lives in the page's module: one chunk for both (split apart, the skeleton's
  // chunk would only re-export it from the page's, one more request and no head start).
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
