import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/finance/invoice/$invoiceId')({
  component: () => null,
});
