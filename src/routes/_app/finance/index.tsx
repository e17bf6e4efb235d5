import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { balance, minBalance, wallets } from '@/api/finance/finance.queries';
import { FinanceOverviewPage, FinanceOverviewSkeleton } from '@/features/finance/finance-overview-page';
import { OverviewSearch } from '@/features/finance/finance-search';

export const Route = createFileRoute('/_app/finance/')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  validateSearch: OverviewSearch,
  loader: async ({ context: { queryClient, merchantId } }) => {
    // The page shows each block's own loading and failure; the loader only starts them together.
    await Promise.all([
      queryClient.prefetchQuery(wallets()),
      queryClient.prefetchQuery(minBalance()),
      queryClient.prefetchQuery(balance(merchantId)),
      queryClient.prefetchQuery(currenciesQuery()),
    ]);
  },
  pendingComponent: FinanceOverviewSkeleton,
  component: FinanceOverviewPage,
});
