import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { financeKeys } from '../finance/finance.queries';
import type { InputOf } from '../http/endpoint';
import { apiKeys, endpointMutation } from '../http/query';
import { request, requestWithStatus } from '../http/request';
import * as ep from './invoices.endpoints';
import { invoiceKeys } from './invoices.queries';
import type { AmountRate } from './schemas/invoice-writes.schemas';

function invalidate(client: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** What a changed invoice touches: its detail, status and log, and the lists and totals. */
const invoiceChanged = (id: number): QueryKey[] => [
  invoiceKeys.detail(id),
  invoiceKeys.status(id),
  invoiceKeys.logs(id),
  invoiceKeys.lists(),
  invoiceKeys.allTotals(),
];

/** What a booking (an invoice reaching success) touches beyond the invoice itself. */
const moneyMoved = (): QueryKey[] => [
  financeKeys.balances(),
  financeKeys.balanceCharts(),
  financeKeys.wallets(),
  financeKeys.operations(),
  dashboardKeys.allStatistics(),
  dashboardKeys.inOutCharts(),
];

/** Create a payment (in) or payout (out; the second factor dialog may open). */
export function createInvoiceMutation() {
  return mutationOptions({
    ...endpointMutation(ep.createInvoice),
    onSuccess: (_answer, input, _result, { client }) =>
      invalidate(client, [
        invoiceKeys.lists(),
        invoiceKeys.allTotals(),
        // A payout reserves money on its wallet (hold).
        ...(input.type === 'out' ? [financeKeys.wallets()] : []),
      ]),
  });
}

/** Cancel or complete; completing books the money. */
export function invoiceActionMutation() {
  return mutationOptions({
    ...endpointMutation(ep.invoiceAction),
    onSuccess: (answer, input, _result, { client }) => {
      // SPEC shows no answer: a status it carries is shown at once; the invoice is read again anyway.
      if (answer.status) client.setQueryData(invoiceKeys.status(input.invoice), answer);
      return invalidate(client, [
        ...invoiceChanged(input.invoice),
        ...(input.action_type === 'complete' ? moneyMoved() : [financeKeys.wallets()]),
      ]);
    },
  });
}

/** Amount and rate are null when the answer left them out (shown as "—"). */
export interface SelectMethodResult extends AmountRate {
  /** The server answered 202: the rate moved since the invoice was shown. */
  rateChanged: boolean;
}

/** Choose the method; `rateChanged` tells the page to show the new amount and rate. */
export function selectMethodMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.selectMethod),
    mutationFn: async (input: InputOf<typeof ep.selectMethod>): Promise<SelectMethodResult> => {
      const { status, data } = await requestWithStatus(ep.selectMethod, input);
      return { ...data, rateChanged: status === 202 };
    },
    onSuccess: (_answer, input, _result, { client }) =>
      invalidate(client, [
        invoiceKeys.detail(input.invoice),
        invoiceKeys.logs(input.invoice),
        invoiceKeys.lists(),
      ]),
  });
}

export function setInvoiceDataMutation() {
  return mutationOptions({
    ...endpointMutation(ep.setInvoiceData),
    onSuccess: (_answer, input, _result, { client }) =>
      invalidate(client, [
        invoiceKeys.detail(input.invoice),
        invoiceKeys.logs(input.invoice),
        invoiceKeys.lists(),
      ]),
  });
}

export function initInvoiceMutation() {
  return mutationOptions({
    ...endpointMutation(ep.initInvoice),
    onSuccess: (_answer, input, _result, { client }) => invalidate(client, invoiceChanged(input.invoice)),
  });
}

export function sendInvoiceCallbackMutation() {
  return mutationOptions({
    ...endpointMutation(ep.sendInvoiceCallback),
    onSuccess: (_answer, input, _result, { client }) => invalidate(client, [invoiceKeys.logs(input.invoice)]),
  });
}

/**
 * Receipt updates raise no toast (SPEC section 8). Files are not cached: nothing to
 * invalidate. SPEC shows no answer: `null` when it carried nothing readable.
 */
export function refreshReceiptsMutation() {
  return mutationOptions({
    ...endpointMutation(ep.refreshReceipts),
    meta: { silent: true },
  });
}

export interface InvoiceFile {
  blob: Blob;
  filename: string;
}

/**
 * Downloads an invoice file. A 202 answer means "being prepared": the file is then fetched
 * from storage by the filename it carries (SPEC section 7).
 */
export async function fetchInvoiceFile(
  input: InputOf<typeof ep.invoiceFile>,
  signal?: AbortSignal,
): Promise<InvoiceFile> {
  const { data } = await requestWithStatus(ep.invoiceFile, input, { signal });
  // A JSON answer names a file being prepared (SPEC: 202); it is fetched from storage.
  if ('filename' in data) {
    const blob = await request(ep.storageDownload, { filename: data.filename }, { signal });
    return { blob, filename: data.filename };
  }
  return { blob: data, filename: input.file };
}

export function invoiceFileMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.invoiceFile),
    mutationFn: (input: InputOf<typeof ep.invoiceFile>) => fetchInvoiceFile(input),
  });
}
