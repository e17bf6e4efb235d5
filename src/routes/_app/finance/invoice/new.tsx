import { createFileRoute } from '@tanstack/react-router';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { personQuery } from '@/api/profile/profile.queries';
import { approvedStores } from '@/features/invoices/invoice-form';
import { NewInvoiceSearch } from '@/features/invoices/new-invoice-search';
import { NewInvoicePage, NewInvoiceSkeleton } from '@/features/invoices/pages/new-invoice-page';

export const Route = createFileRoute('/_app/finance/invoice/new')({
  validateSearch: NewInvoiceSearch,
  loader: async ({ context: { queryClient } }) => {
    const person = await queryClient.ensureQueryData(personQuery());
    await Promise.all([
      queryClient.ensureInfiniteQueryData(approvedStores(person.id)),
      queryClient.ensureQueryData(currenciesQuery()),
    ]);
  },
  pendingComponent: NewInvoiceSkeleton,
  component: NewInvoicePage,
});
