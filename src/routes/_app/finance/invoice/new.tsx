import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { payableStoresQuery } from '@/features/invoices/invoice-form';
import { NewInvoicePage, NewInvoiceSkeleton } from '@/features/invoices/new-invoice-page';
import { NewInvoiceSearch } from '@/features/invoices/new-invoice-search';

export const Route = createFileRoute('/_app/finance/invoice/new')({
  // The skeleton is exported by the page's module: split from the page, it would only wait
  // for the same download.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  validateSearch: NewInvoiceSearch,
  loader: async ({ context: { queryClient, merchantId } }) => {
    await Promise.all([
      queryClient.ensureQueryData(payableStoresQuery(merchantId)),
      queryClient.ensureQueryData(currenciesQuery()),
    ]);
  },
  pendingComponent: NewInvoiceSkeleton,
  component: NewInvoicePage,
});
