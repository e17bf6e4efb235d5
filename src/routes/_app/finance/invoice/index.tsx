import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { invoiceListInfinite, invoiceTotals } from '@/api/invoices/invoices.queries';
import { storeShortList } from '@/api/stores/stores.queries';
import { InvoiceListPage, InvoiceListSkeleton } from '@/features/invoices/invoice-list-page';
import { InvoiceListSearch } from '@/features/invoices/invoice-list-search';
import { toInvoiceFilters, toInvoiceSort } from '@/features/invoices/invoice-search';

export const Route = createFileRoute('/_app/finance/invoice/')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  validateSearch: InvoiceListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, merchantId }, deps, cause }) => {
    // The page reads the list's input from here (useLoaderData): built once, from the URL.
    const filters = toInvoiceFilters(deps, merchantId);
    const sort = toInvoiceSort(deps);
    // Totals, stores and currencies fill in when they come; only the rows hold the page.
    void queryClient.prefetchQuery(invoiceTotals(filters));
    void queryClient.prefetchQuery(storeShortList(merchantId));
    void queryClient.prefetchQuery(currenciesQuery());
    const list = queryClient
      .ensureInfiniteQueryData(invoiceListInfinite({ ...filters, ...sort }))
      // A failed list shows an inline error with a retry on the page, not an empty screen.
      .catch(() => undefined);
    // Filters changed on the page: it keeps showing the previous rows while the new ones load.
    if (cause !== 'stay') await list;
    return { filters, sort };
  },
  pendingComponent: InvoiceListSkeleton,
  component: InvoiceListPage,
});
