import { endpoint } from '../http/endpoint';
import {
  InvoiceChatAnswer,
  InvoiceDetail,
  InvoiceLogsAnswer,
  InvoiceStatusAnswer,
} from './schemas/invoice-detail.schemas';
import {
  InvoiceIdInput,
  InvoiceListAnswer,
  InvoiceListInput,
  InvoiceRefInput,
  InvoiceTotalsAnswer,
  InvoiceTotalsInput,
  RefreshListAnswer,
  RefreshListInput,
} from './schemas/invoice-list.schemas';
import {
  AmountRate,
  CallbackAnswer,
  CreateInvoiceAnswer,
  CreateInvoiceInput,
  FileBlob,
  InitAnswer,
  InvoiceActionAnswer,
  InvoiceActionInput,
  InvoiceFileAnswer,
  InvoiceFileInput,
  InvoiceMethodsAnswer,
  InvoiceMethodsInput,
  RefreshReceiptsAnswer,
  RefreshReceiptsInput,
  SelectMethodInput,
  SetDataInput,
  StorageDownloadInput,
} from './schemas/invoice-writes.schemas';

const NOT_FOUND = 'invoice_not_found';

export const invoiceList = endpoint({
  id: 'invoices.list',
  method: 'GET',
  path: '/api/payment/list',
  input: InvoiceListInput,
  output: InvoiceListAnswer,
});

export const invoiceTotals = endpoint({
  id: 'invoices.totals',
  method: 'GET',
  path: '/api/payment/totals',
  input: InvoiceTotalsInput,
  output: InvoiceTotalsAnswer,
});

export const invoiceRefreshList = endpoint({
  id: 'invoices.refreshList',
  method: 'GET',
  path: '/api/payment/refresh-list',
  input: RefreshListInput,
  output: RefreshListAnswer,
});

export const invoiceDetail = endpoint({
  id: 'invoices.detail',
  method: 'GET',
  path: '/api/payment/private',
  input: InvoiceIdInput,
  output: InvoiceDetail,
  errors: [NOT_FOUND],
});

export const invoiceLogs = endpoint({
  id: 'invoices.logs',
  method: 'GET',
  path: '/api/payment/logs',
  input: InvoiceIdInput,
  output: InvoiceLogsAnswer,
  errors: [NOT_FOUND],
});

export const invoiceChat = endpoint({
  id: 'invoices.chat',
  method: 'GET',
  path: '/api/private/payment/chat',
  input: InvoiceRefInput,
  output: InvoiceChatAnswer,
  errors: [NOT_FOUND],
});

export const invoiceStatus = endpoint({
  id: 'invoices.status',
  method: 'GET',
  path: '/api/private/payment/status',
  input: InvoiceIdInput,
  output: InvoiceStatusAnswer,
  errors: [NOT_FOUND],
});

export const createInvoice = endpoint({
  id: 'invoices.create',
  method: 'POST',
  path: '/api/payment/private/create',
  input: CreateInvoiceInput,
  output: CreateInvoiceAnswer,
  errors: [
    'store_not_found',
    'store_payments_disabled',
    'currency_not_available',
    'method_not_found',
    'address_required',
    'amount_below_minimum',
    'insufficient_funds',
    'need_2fa',
    'wrong_2fa_code',
  ],
});

export const invoiceMethods = endpoint({
  id: 'invoices.methods',
  method: 'GET',
  path: '/api/private/invoice-methods',
  input: InvoiceMethodsInput,
  output: InvoiceMethodsAnswer,
  errors: ['store_not_found'],
});

export const invoiceAction = endpoint({
  id: 'invoices.action',
  method: 'POST',
  path: '/api/private/payment/action',
  input: InvoiceActionInput,
  output: InvoiceActionAnswer,
  errors: [NOT_FOUND, 'invalid_invoice_status'],
});

export const selectMethod = endpoint({
  id: 'invoices.selectMethod',
  method: 'PUT',
  path: '/api/private/payment/select-method',
  input: SelectMethodInput,
  output: AmountRate,
  statuses: {
    202: 'the rate changed since the invoice was shown: the answer carries the new amount and rate; an identical call then answers 200',
  },
  errors: [NOT_FOUND, 'invalid_invoice_status', 'method_not_found'],
});

export const setInvoiceData = endpoint({
  id: 'invoices.setData',
  method: 'POST',
  path: '/api/private/payment/set-data',
  input: SetDataInput,
  output: AmountRate,
  errors: [NOT_FOUND, 'invalid_invoice_status', 'currency_not_available'],
});

export const initInvoice = endpoint({
  id: 'invoices.init',
  method: 'PUT',
  path: '/api/private/payment/init',
  input: InvoiceRefInput,
  output: InitAnswer,
  errors: [NOT_FOUND, 'invalid_invoice_status', 'method_not_selected'],
});

export const sendInvoiceCallback = endpoint({
  id: 'invoices.callback',
  method: 'POST',
  path: '/api/private/payment/callback',
  input: InvoiceRefInput,
  output: CallbackAnswer,
  errors: [NOT_FOUND, 'callback_url_not_set'],
});

export const invoiceFile = endpoint({
  id: 'invoices.file',
  method: 'GET',
  path: '/api/assets/payment/{invoice}/{file}',
  input: InvoiceFileInput,
  output: InvoiceFileAnswer,
  answer: 'blob',
  statuses: {
    202: 'the file is being prepared: the answer is { filename } (or the bare name); download it with GET /api/assets/storage/download',
  },
  errors: [NOT_FOUND, 'file_not_found'],
});

export const storageDownload = endpoint({
  id: 'invoices.storageDownload',
  method: 'GET',
  path: '/api/assets/storage/download',
  input: StorageDownloadInput,
  output: FileBlob,
  answer: 'blob',
  errors: ['file_not_found'],
});

export const refreshReceipts = endpoint({
  id: 'invoices.refreshReceipts',
  method: 'POST',
  path: '/api/payment/refresh-receipts',
  input: RefreshReceiptsInput,
  output: RefreshReceiptsAnswer,
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  invoiceList:
    'Invoices of the merchant, filtered, one keyset page (sort column with id as tie-breaker; a page shorter than pageSize is the last)',
  invoiceTotals:
    'Totals of the invoices matching the list filters: count = every match; in_sum / out_sum = total_sum (USDT) of successful in + deposit / out + withdrawal invoices; avg_receipt_in / avg_receipt_out = those sums per successful invoice (0 when none); success_rate = percent (0-100) of matches that are successful',
  invoiceRefreshList:
    'Changes since the markers of the previous answer: rows matching the filter that are new (id > update_end_id) or changed at or after update_end_time (upsert by id), ids of changed rows that no longer match (unsuitable), fresh totals and markers. Without markers: markers and totals only',
  invoiceDetail: 'One invoice with its detail fields and the methods available to it',
  invoiceLogs: 'Event log of an invoice, oldest first (shape not in SPEC: a list, or an object holding it)',
  invoiceChat:
    'Chat messages of an invoice, { messages } or the bare list (any order on the wire; shown by created, then id)',
  invoiceStatus: 'Current status of an invoice: { status } or the bare status',
  createInvoice:
    'Create a payment (type in) or payout (type out, second factor of kind payout) on an approved store with payments enabled',
  invoiceMethods: 'Methods a store can take payments (type payment) or send payouts (type payout) with',
  invoiceAction:
    'Cancel (status created or awaiting_payment) or complete (paid or dispute: funds received) an invoice; the answer may carry the new status (SPEC shows none)',
  selectMethod:
    'Choose the payment method of an open invoice; answers the amount to pay in its currency and the rate',
  setInvoiceData: 'Change the data of an open invoice (currency, amount, payer e-mail, address, description)',
  initInvoice:
    'Start the trade operation of an invoice whose method is chosen: status becomes awaiting_payment',
  sendInvoiceCallback: "Send the invoice's callback to the store's callback URL again",
  invoiceFile: 'A file of an invoice (e.g. receipt.pdf of a paid invoice)',
  storageDownload: 'Download a prepared file from storage by the filename a 202 answer gave',
  refreshReceipts:
    'Prepare the receipts of the given invoices again; the answer may say how many were queued',
};
