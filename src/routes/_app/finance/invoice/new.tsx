import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { payableStoresQuery } from '@/features/invoices/invoice-form';
import { NewInvoiceSearch } from '@/features/invoices/new-invoice-search';
import { NewInvoicePage, NewInvoiceSkeleton } from '@/features/invoices/pages/new-invoice-page';

export const Route = createFileRoute('/_app/finance/invoice/new')({
  // The skeleton lives in the page's module: one chunk for both (split apart, the skeleton's
  // chunk would only re-export it from the page's, one more request and no head start).
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
