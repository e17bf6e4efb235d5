import { type InvoiceRecord, invoicesDb } from '@mocks/db/invoices';
import { storesDb } from '@mocks/db/stores';
import { expect } from 'vitest';
import { request, requestWithStatus } from '@/api/http/request';
import * as ep from '@/api/invoices/invoices.endpoints';
import { fetchInvoiceFile } from '@/api/invoices/invoices.mutations';
import { fittingMethods, sortChatMessages } from '@/api/invoices/invoices.queries';
import { matchesInvoiceFilters } from '@/api/invoices/invoices-filter';
import { RECEIPT_FILE } from '@/api/invoices/schemas/invoice-writes.schemas';
import type { MinimalCase } from './case';

// The invoice calls of SPEC section 7 against the spec-minimal demo: answers carry only the
// fields SPEC names, in the other plausible shape; parameters SPEC does not name are ignored.

function invoiceWhere(merchantId: number, test: (invoice: InvoiceRecord) => boolean): InvoiceRecord {
  const found = invoicesDb.all(merchantId).find(test);
  if (!found) throw new Error('no such invoice in the demo data');
  return found;
}

/** A fresh payment on an approved store with payments on (the demo's store 301, USDT). */
async function newPayment(): Promise<number> {
  const { id } = await request(ep.createInvoice, { type: 'in', store_id: 301, amount: 25, currency: 'USDT' });
  if (id === null) throw new Error('the create answer carried no id');
  return id;
}

/** Method 1 of the demo: a USDT payment method store 301 accepts. */
const USDT_PAYMENT_METHOD = 1;

export const cases: MinimalCase[] = [
  {
    endpoint: ep.invoiceList,
    name: 'rows come unfiltered and without store_id; the client keeps the matching ones',
    run: async ({ merchantId }) => {
      const filters = { merchantId, status: ['paid' as const] };
      const { invoices } = await request(ep.invoiceList, { ...filters, pageSize: 50 });
      expect(invoices).toHaveLength(50);
      expect(
        invoices?.every((row) => row.store_id === null && typeof row.create_timestamp === 'number'),
      ).toBe(true);
      // The filter was ignored: some rows are not paid, and the client's rule sorts them out.
      const kept = invoices?.filter((row) => matchesInvoiceFilters(row, filters)) ?? [];
      expect(kept.length).toBeLessThan(50);
      expect(kept.every((row) => row.status === 'paid')).toBe(true);
    },
  },
  {
    endpoint: ep.invoiceTotals,
    name: 'totals of the token merchant, every figure SPEC names',
    run: async ({ merchantId }) => {
      const { totals } = await request(ep.invoiceTotals, { merchantId });
      expect(totals?.count).toBe(invoicesDb.all(merchantId).length);
      for (const value of Object.values(totals ?? {})) expect(typeof value).toBe('number');
    },
  },
  {
    endpoint: ep.invoiceRefreshList,
    name: 'markers and totals; the markers sent back are ignored, nothing breaks',
    run: async ({ merchantId }) => {
      const first = await request(ep.invoiceRefreshList, { merchantId });
      expect(typeof first.update_end_id).toBe('number');
      expect(typeof first.update_end_time).toBe('number');
      const next = await request(ep.invoiceRefreshList, {
        merchantId,
        update_end_id: first.update_end_id ?? undefined,
        update_end_time: first.update_end_time ?? undefined,
      });
      expect(next.invoices).toEqual([]);
      expect(next.unsuitable).toEqual([]);
      expect(next.totals?.count).toBe(invoicesDb.all(merchantId).length);
    },
  },
  {
    endpoint: ep.invoiceDetail,
    name: 'an invoice row: created and amount read from the names SPEC also gives them',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.status === 'success' && i.type === 'in');
      const detail = await request(ep.invoiceDetail, { id: invoice.id });
      expect(detail).toMatchObject({
        id: invoice.id,
        create_timestamp: invoice.create_timestamp,
        created: invoice.create_timestamp,
        amount: invoice.sum_to_pay,
        store_id: null,
        // Ours, not sent: unknown, never "no methods".
        available_methods: null,
        status: 'success',
        sum_to_pay: invoice.sum_to_pay,
      });
    },
  },
  {
    endpoint: ep.invoiceLogs,
    name: 'a log held in { logs }: one entry per event',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.status === 'success' && i.type === 'in');
      const logs = await request(ep.invoiceLogs, { id: invoice.id });
      expect(logs).toHaveLength(invoicesDb.logs(invoice).length);
    },
  },
  {
    endpoint: ep.invoiceChat,
    name: 'messages as a bare list, sorted by created then id',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.type === 'in' && i.id % 9 === 0);
      const { messages } = await request(ep.invoiceChat, { invoice: invoice.id });
      const expected = invoicesDb.chat(invoice);
      expect(messages).toHaveLength(expected.length);
      expect(sortChatMessages(messages).map((m) => m.id)).toEqual(
        [...expected].sort((a, b) => a.created - b.created || a.id - b.id).map((m) => m.id),
      );
    },
  },
  {
    endpoint: ep.invoiceStatus,
    name: 'the bare status',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.status === 'overdue');
      expect(await request(ep.invoiceStatus, { id: invoice.id })).toMatchObject({ status: 'overdue' });
    },
  },
  {
    endpoint: ep.createInvoice,
    name: 'data.id of the new invoice',
    run: async ({ merchantId }) => {
      const id = await newPayment();
      expect(invoicesDb.get(merchantId, id).status).toBe('created');
    },
  },
  {
    endpoint: ep.invoiceMethods,
    name: 'methods whose title comes under a name SPEC does not give: listed, the title unknown; logos made absolute',
    run: async () => {
      const input = { store_id: 301, type: 'payment' as const, currency: 'USDT' };
      const { methods } = await request(ep.invoiceMethods, input);
      expect(methods?.length).toBeGreaterThan(0);
      for (const method of methods ?? []) {
        expect(method.title).toBeNull();
        expect(method.logo?.startsWith(`${window.location.origin}/media/`)).toBe(true);
        // Type and currency are not SPEC fields: nothing tells the methods apart.
        expect(method.type).toBeNull();
      }
      expect(fittingMethods(methods ?? [], input)).toHaveLength(methods?.length ?? 0);
    },
  },
  {
    endpoint: ep.invoiceAction,
    name: 'no answer: the action is done, the status is read again',
    run: async () => {
      const id = await newPayment();
      expect(await request(ep.invoiceAction, { invoice: id, action_type: 'cancel' })).toEqual({
        status: null,
        updated: null,
      });
      expect(await request(ep.invoiceStatus, { id })).toMatchObject({ status: 'cancel' });
    },
  },
  {
    endpoint: ep.selectMethod,
    name: 'amount and rate; 202 when the rate changed',
    run: async () => {
      const id = await newPayment();
      const first = await requestWithStatus(ep.selectMethod, { invoice: id, method: USDT_PAYMENT_METHOD });
      expect(first.status).toBe(202);
      expect(first.data).toEqual({ amount: expect.any(Number), rate: expect.any(Number) });
    },
  },
  {
    endpoint: ep.setInvoiceData,
    name: 'amount and rate',
    run: async () => {
      const id = await newPayment();
      const answer = await request(ep.setInvoiceData, { invoice: id, amount: 30 });
      expect(answer).toEqual({ amount: expect.any(Number), rate: expect.any(Number) });
    },
  },
  {
    endpoint: ep.initInvoice,
    name: 'data without the fields SPEC does not show: read as fallbacks',
    run: async () => {
      const id = await newPayment();
      await request(ep.selectMethod, { invoice: id, method: USDT_PAYMENT_METHOD });
      const answer = await request(ep.initInvoice, { invoice: id });
      expect(answer?.amount).toBeNull();
      expect(await request(ep.invoiceStatus, { id })).toMatchObject({ status: 'awaiting_payment' });
    },
  },
  {
    endpoint: ep.sendInvoiceCallback,
    name: 'no answer',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => Boolean(storesDb.get(i.store_id)?.callback_url));
      // Nothing said about the delivery: its code is unknown, not "failed".
      expect(await request(ep.sendInvoiceCallback, { invoice: invoice.id })).toEqual({
        sent: null,
        status_code: null,
      });
    },
  },
  {
    endpoint: ep.invoiceFile,
    name: '202 with the bare file name',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.status === 'success');
      const pending = await requestWithStatus(ep.invoiceFile, { invoice: invoice.id, file: RECEIPT_FILE });
      expect(pending.status).toBe(202);
      expect(pending.data).toEqual({ filename: expect.stringContaining(String(invoice.id)) });
    },
  },
  {
    endpoint: ep.storageDownload,
    name: 'the prepared file',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.status === 'paid');
      const file = await fetchInvoiceFile({ invoice: invoice.id, file: RECEIPT_FILE });
      expect((await file.blob.text()).startsWith('%PDF')).toBe(true);
    },
  },
  {
    endpoint: ep.refreshReceipts,
    name: 'no answer',
    run: async ({ merchantId }) => {
      const invoice = invoiceWhere(merchantId, (i) => i.status === 'success');
      expect(await request(ep.refreshReceipts, { invoices: [invoice.id] })).toEqual({ updated: null });
    },
  },
];
