import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { invoiceListInfinite, invoiceTotals } from '@/api/invoices/invoices.queries';
import { personQuery } from '@/api/profile/profile.queries';
import { storeShortList } from '@/api/stores/stores.queries';
import { InvoiceListSearch } from '@/features/invoices/invoice-list-search';
import { toInvoiceFilters, toInvoiceSort } from '@/features/invoices/invoice-search';
import { InvoiceListPage, InvoiceListSkeleton } from '@/features/invoices/pages/invoice-list-page';

export const Route = createFileRoute('/_app/finance/invoice/')({
  validateSearch: InvoiceListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const person = await queryClient.ensureQueryData(personQuery());
    const filters = toInvoiceFilters(deps, person.id);
    // Totals, stores and currencies fill in when they come; only the rows hold the page.
    void queryClient.prefetchQuery(invoiceTotals(filters));
    void queryClient.prefetchQuery(storeShortList(person.id));
    void queryClient.prefetchQuery(currenciesQuery());
    const list = queryClient
      .ensureInfiniteQueryData(invoiceListInfinite({ ...filters, ...toInvoiceSort(deps) }))
      // A failed list shows an inline error with a retry on the page, not an empty screen.
      .catch(() => undefined);
    // Filters changed on the page: it keeps showing the previous rows while the new ones load.
    if (cause !== 'stay') await list;
  },
  pendingComponent: InvoiceListSkeleton,
  component: InvoiceListPage,
});
