import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { financeKeys } from '../finance/finance.queries';
import { apiKeys } from '../http/query';
import { request, requestWithStatus } from '../http/request';
import * as ep from './invoices.endpoints';
import { invoiceKeys } from './invoices.queries';
import type {
  AmountRate,
  CreateInvoiceInput,
  InvoiceActionInput,
  InvoiceFileInput,
  SelectMethodInput,
  SetDataInput,
} from './invoices.schemas';

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
    mutationKey: apiKeys.endpoint(ep.createInvoice),
    mutationFn: (input: CreateInvoiceInput) => request(ep.createInvoice, input),
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
    mutationKey: apiKeys.endpoint(ep.invoiceAction),
    mutationFn: (input: InvoiceActionInput) => request(ep.invoiceAction, input),
    onSuccess: (answer, input, _result, { client }) => {
      // SPEC shows no answer: a status it carries is shown at once; the invoice is read again anyway.
      if (answer?.status) client.setQueryData(invoiceKeys.status(input.invoice), answer);
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
    mutationFn: async (input: SelectMethodInput): Promise<SelectMethodResult> => {
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
    mutationKey: apiKeys.endpoint(ep.setInvoiceData),
    mutationFn: (input: SetDataInput) => request(ep.setInvoiceData, input),
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
    mutationKey: apiKeys.endpoint(ep.initInvoice),
    mutationFn: (input: { invoice: number }) => request(ep.initInvoice, input),
    onSuccess: (_answer, input, _result, { client }) => invalidate(client, invoiceChanged(input.invoice)),
  });
}

export function sendInvoiceCallbackMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.sendInvoiceCallback),
    mutationFn: (input: { invoice: number }) => request(ep.sendInvoiceCallback, input),
    onSuccess: (_answer, input, _result, { client }) => invalidate(client, [invoiceKeys.logs(input.invoice)]),
  });
}

/**
 * Receipt updates raise no toast (SPEC section 8). Files are not cached: nothing to
 * invalidate. SPEC shows no answer: `null` when it carried nothing readable.
 */
export function refreshReceiptsMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.refreshReceipts),
    mutationFn: (input: { invoices: number[] }) => request(ep.refreshReceipts, input),
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
export async function fetchInvoiceFile(input: InvoiceFileInput, signal?: AbortSignal): Promise<InvoiceFile> {
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
    mutationFn: (input: InvoiceFileInput) => fetchInvoiceFile(input),
  });
}
