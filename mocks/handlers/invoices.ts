import { HttpResponse } from 'msw';
import { toNumber } from '@/api/http/read';
import * as invoices from '@/api/invoices/invoices.endpoints';
import { RECEIPT_FILE } from '@/api/invoices/schemas/invoice-writes.schemas';
import { INVOICE_ROW_FIELDS } from '@/constants/invoices';
import { isRecord } from '@/lib/is-record';
import { financeDb } from '../db/finance';
import {
  assertMerchant,
  currencyInfo,
  DEMO_METHODS,
  type InvoiceRecord,
  inUnits,
  invoicesDb,
  keysetPage,
  merchantOf,
  methodOption,
  methodsFor,
  toDetail,
  toRow,
  totalsOf,
} from '../db/invoices';
import { nowSeconds } from '../db/random';
import { requireSecondFactor } from '../db/second-factor';
import { storesDb } from '../db/stores';
import { handle, MockError } from '../lib/define';
import { specModeOf } from '../lib/spec-minimal';

const statusOf = (inv: InvoiceRecord) => ({ status: inv.status, updated: inv.updated });

/** The merchant a call is about: the one it names (it must be the signed-in one), else the signed-in one. */
function merchantFor(userId: string, merchantId: number | undefined): number {
  if (merchantId === undefined) return merchantOf(userId);
  assertMerchant(userId, merchantId);
  return merchantId;
}

// Spec-minimal variants (mocks/lib/spec-minimal.ts): where SPEC leaves an answer's shape
// open, a backend written from SPEC alone answers in the other plausible form.

/** Method answers: `name` instead of `title`, logos as relative paths without a leading slash. */
function minimalMethod(method: unknown): unknown {
  if (!isRecord(method)) return method;
  const { title, logo, ...rest } = method;
  return {
    ...rest,
    name: title,
    ...(typeof logo === 'string' ? { logo: logo.replace(/^\/+/, '') } : {}),
  };
}

function openInvoice(userId: string, id: number): InvoiceRecord {
  const inv = invoicesDb.get(merchantOf(userId), id);
  if (inv.status !== 'created' && inv.status !== 'awaiting_payment')
    throw new MockError(400, ['invalid_invoice_status']);
  return inv;
}

function fileResponse(filename: string, content: string): Response {
  return new HttpResponse(content, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

export const invoicesHandlers = [
  handle(
    invoices.invoiceList,
    ({ input, userId }) => {
      assertMerchant(userId, input.merchantId);
      const column = input.sortColumn;
      const rows = keysetPage(invoicesDb.filtered(input), (inv) => inv[column], {
        direction: input.sortDirection,
        prevId: input.prevId,
        // The demo sends seconds and gets them back (a numeric text is read as its number).
        prevValue: toNumber(input.prevValue) ?? undefined,
        pageSize: input.pageSize,
      });
      return { invoices: rows.map(toRow) };
    },
    {
      minimal: {
        // Such a backend sorts only by fields SPEC names for an invoice row (issue 13, case 1).
        accepts: (input) => {
          if (!(INVOICE_ROW_FIELDS as readonly unknown[]).includes(input.sortColumn))
            throw new MockError(400, ['validation_error']);
        },
      },
    },
  ),

  handle(invoices.invoiceTotals, ({ input, userId }) => {
    const merchantId = merchantFor(userId, input.merchantId);
    return { totals: totalsOf(invoicesDb.filtered({ ...input, merchantId })) };
  }),

  handle(
    invoices.invoiceRefreshList,
    ({ input, userId }) => {
      const merchantId = merchantFor(userId, input.merchantId);
      const { update_end_id: endId, update_end_time: endTime, ...filters } = input;
      // The markers come back as the demo sent them: an id and epoch seconds.
      const sinceId = toNumber(endId);
      const sinceTime = toNumber(endTime);
      const known = sinceId !== null && sinceTime !== null;
      if (known) invoicesDb.tick(merchantId);
      const changed = known
        ? invoicesDb.all(merchantId).filter((i) => i.id > (sinceId ?? 0) || i.updated >= (sinceTime ?? 0))
        : [];
      const filtered = invoicesDb.filtered({ ...filters, merchantId });
      const matching = new Set(filtered.map((i) => i.id));
      return {
        invoices: changed.filter((i) => matching.has(i.id)).map(toRow),
        unsuitable: changed.filter((i) => !matching.has(i.id) && i.id <= (sinceId ?? 0)).map((i) => i.id),
        totals: totalsOf(filtered),
        update_end_id: invoicesDb.maxId(),
        update_end_time: nowSeconds(),
      };
    },
    {
      // "unsuitable" as rows rather than ids.
      minimal: {
        answer: (data) =>
          isRecord(data) && Array.isArray(data.unsuitable)
            ? { ...data, unsuitable: data.unsuitable.map((id) => ({ id })) }
            : data,
      },
    },
  ),

  handle(invoices.invoiceDetail, ({ input, userId }) =>
    toDetail(invoicesDb.get(merchantOf(userId), input.id)),
  ),

  handle(
    invoices.invoiceLogs,
    ({ input, userId }) => invoicesDb.logs(invoicesDb.get(merchantOf(userId), input.id)),
    // SPEC shows no shape: a list held in an object.
    { minimal: { answer: (data) => ({ logs: data }) } },
  ),

  handle(
    invoices.invoiceChat,
    ({ input, userId }) => ({
      messages: invoicesDb.chat(invoicesDb.get(merchantOf(userId), input.invoice)),
    }),
    // "messages": the bare list.
    { minimal: { answer: (data) => (isRecord(data) ? data.messages : data) } },
  ),

  handle(
    invoices.invoiceStatus,
    ({ input, userId }) => statusOf(invoicesDb.get(merchantOf(userId), input.id)),
    // SPEC shows no shape: the bare status.
    { minimal: { answer: (data) => (isRecord(data) ? data.status : data) } },
  ),

  handle(invoices.createInvoice, ({ input, userId, request }) => {
    const merchantId = merchantOf(userId);
    const store = storesDb.get(input.store_id);
    if (!store || store.merchant_id !== merchantId) throw new MockError(404, ['store_not_found']);
    if (store.status !== 'approved' || !store.payments_enabled)
      throw new MockError(400, ['store_payments_disabled']);
    if (!store.available_payment_currencies.includes(input.currency)) {
      throw new MockError(400, ['currency_not_available']);
    }
    const kind = input.type === 'in' ? 'payment' : 'payout';
    const method = input.method === undefined ? undefined : DEMO_METHODS.find((m) => m.id === input.method);
    if (method && (method.type !== kind || method.currency !== input.currency)) {
      throw new MockError(400, ['method_not_found']);
    }
    if (method && input.amount < method.min_amount) throw new MockError(400, ['amount_below_minimum']);
    const address = input.address?.trim();
    if (input.type === 'out') {
      if (!address) throw new MockError(400, ['address_required']);
      const available = financeDb.available(merchantId, input.currency) ?? 0;
      if (input.amount * (1 + store.merchant_fee) > available)
        throw new MockError(400, ['insufficient_funds']);
      requireSecondFactor(request, userId, 'payout');
    }
    const inv = invoicesDb.create({
      store,
      type: input.type,
      currency: input.currency,
      amount: input.amount,
      source: 2,
      method_id:
        method?.id ??
        (input.type === 'out' ? (methodsFor(store, 'payout', input.currency)[0]?.id ?? null) : null),
      address: address || null,
      external_id: input.external_id?.trim() || null,
      payer_email: input.payer_email?.trim() || null,
      description: input.description?.trim() || null,
    });
    return { id: inv.id };
  }),

  handle(
    invoices.invoiceMethods,
    ({ input, userId }) => {
      const merchantId = merchantOf(userId);
      const types = input.type ? [input.type] : (['payment', 'payout'] as const);
      // Without a store (a parameter SPEC does not name): the methods of every payable store.
      let stores = storesDb.all(merchantId).filter((s) => s.status === 'approved' && s.payments_enabled);
      if (input.store_id !== undefined) {
        const store = storesDb.get(input.store_id);
        if (!store || store.merchant_id !== merchantId) throw new MockError(404, ['store_not_found']);
        stores = [store];
      }
      const seen = new Set<number>();
      const methods = stores
        .flatMap((store) => types.flatMap((type) => methodsFor(store, type, input.currency)))
        .filter((method) => !seen.has(method.id) && seen.add(method.id));
      return { methods: methods.map(methodOption) };
    },
    {
      minimal: {
        answer: (data) =>
          isRecord(data) && Array.isArray(data.methods) ? { methods: data.methods.map(minimalMethod) } : data,
      },
    },
  ),

  handle(
    invoices.invoiceAction,
    ({ input, userId }) => {
      const inv = invoicesDb.get(merchantOf(userId), input.invoice);
      const allowed =
        input.action_type === 'cancel'
          ? inv.status === 'created' || inv.status === 'awaiting_payment'
          : inv.status === 'paid' || inv.status === 'dispute';
      if (!allowed) throw new MockError(400, ['invalid_invoice_status']);
      invoicesDb.setStatus(inv, input.action_type === 'cancel' ? 'cancel' : 'success', nowSeconds());
      return statusOf(inv);
    },
    // SPEC shows no answer: such a backend may answer nothing.
    { minimal: { answer: () => null } },
  ),

  handle(invoices.selectMethod, ({ input, userId }) => {
    const inv = openInvoice(userId, input.invoice);
    const store = storesDb.get(inv.store_id);
    const kind = inv.type === 'in' || inv.type === 'deposit' ? 'payment' : 'payout';
    const method = store ? methodsFor(store, kind).find((m) => m.id === input.method) : undefined;
    if (!method) throw new MockError(400, ['method_not_found']);
    const firstQuote = !inv.quoted.includes(method.id);
    if (firstQuote || inv.method_id !== method.id) {
      // The deal value (USDT) stays; the amount follows the method's currency at a fresh rate.
      const info = currencyInfo(method.currency);
      const moved =
        invoicesDb.currentRate(method.currency) * (firstQuote ? 1 + (inv.id % 2 ? 0.004 : -0.004) : 1);
      const rate = info ? Math.round(moved * 10 ** info.ratePrecision) / 10 ** info.ratePrecision : moved;
      inv.amount = inUnits(inv.sum / rate, method.currency);
      inv.currency = method.currency;
      inv.rate = rate;
      inv.method_id = method.id;
      invoicesDb.reprice(inv);
      inv.updated = nowSeconds();
      invoicesDb.addEvent(inv, 'method_selected', `Method ${method.title}`);
    }
    const answer = { amount: inv.sum_to_pay, rate: inv.rate };
    if (!firstQuote) return answer;
    inv.quoted.push(method.id);
    return HttpResponse.json({ data: answer }, { status: 202 });
  }),

  handle(invoices.setInvoiceData, ({ input, userId }) => {
    const inv = openInvoice(userId, input.invoice);
    const store = storesDb.get(inv.store_id);
    if (input.currency !== undefined && input.currency !== inv.currency) {
      if (!store?.available_payment_currencies.includes(input.currency)) {
        throw new MockError(400, ['currency_not_available']);
      }
      inv.currency = input.currency;
      inv.rate = invoicesDb.currentRate(input.currency);
      inv.method_id = null;
      if (input.amount === undefined) inv.amount = inUnits(inv.sum / inv.rate, inv.currency);
    }
    if (input.amount !== undefined) inv.amount = inUnits(input.amount, inv.currency);
    if (input.payer_email !== undefined) inv.payer_email = input.payer_email.trim() || null;
    if (input.address !== undefined) inv.address = input.address.trim() || null;
    if (input.description !== undefined) inv.description = input.description.trim() || null;
    inv.details = inv.address;
    invoicesDb.reprice(inv);
    inv.updated = nowSeconds();
    invoicesDb.addEvent(inv, 'data_set', 'Invoice data changed');
    return { amount: inv.sum_to_pay, rate: inv.rate };
  }),

  handle(invoices.initInvoice, ({ input, userId }) => {
    const inv = invoicesDb.get(merchantOf(userId), input.invoice);
    if (inv.status !== 'created') throw new MockError(400, ['invalid_invoice_status']);
    const method = DEMO_METHODS.find((m) => m.id === inv.method_id);
    if (!method) throw new MockError(400, ['method_not_selected']);
    const now = nowSeconds();
    if (!inv.address && inv.type === 'in') {
      inv.address = financeDb.createAddress(inv.merchant_id, inv.currency).address;
      inv.details = inv.address;
    }
    invoicesDb.setStatus(inv, 'awaiting_payment', now);
    if (inv.type === 'in') inv.expires = now + (storesDb.get(inv.store_id)?.default_invoice_ttl ?? 3600);
    return {
      id: inv.id,
      status: inv.status,
      address: inv.address,
      amount: inv.sum_to_pay,
      currency: inv.currency,
      expires: inv.expires,
    };
  }),

  handle(
    invoices.sendInvoiceCallback,
    ({ input, userId }) => {
      const inv = invoicesDb.get(merchantOf(userId), input.invoice);
      const url = storesDb.get(inv.store_id)?.callback_url;
      if (!url) throw new MockError(400, ['callback_url_not_set']);
      invoicesDb.addEvent(inv, 'callback_sent', `Callback sent to ${url}: 200`, 200);
      return { sent: true, status_code: 200 };
    },
    // SPEC shows no answer: such a backend may answer nothing.
    { minimal: { answer: () => null } },
  ),

  handle(invoices.invoiceFile, ({ input, userId, request }) => {
    const inv = invoicesDb.get(merchantOf(userId), input.invoice);
    if (input.file !== RECEIPT_FILE || !invoicesDb.hasReceipt(inv))
      throw new MockError(404, ['file_not_found']);
    const prepared = invoicesDb.preparedFile(inv.id);
    const stored = prepared ? invoicesDb.stored(prepared) : undefined;
    if (prepared && stored) return fileResponse(prepared, stored.content);
    const filename = invoicesDb.prepareReceipt(inv);
    // A file answer is not reshaped by the spec-minimal machinery: the bare name is sent here.
    const minimal = specModeOf(request) === 'minimal';
    return HttpResponse.json({ data: minimal ? filename : { filename } }, { status: 202 });
  }),

  handle(invoices.storageDownload, ({ input, userId }) => {
    const stored = invoicesDb.stored(input.filename);
    const merchantId = merchantOf(userId);
    if (!stored || invoicesDb.all(merchantId).every((i) => i.id !== stored.invoiceId)) {
      throw new MockError(404, ['file_not_found']);
    }
    return fileResponse(input.filename, stored.content);
  }),

  handle(
    invoices.refreshReceipts,
    ({ input, userId }) => {
      const merchantId = merchantOf(userId);
      let updated = 0;
      for (const id of new Set(input.invoices)) {
        const inv = invoicesDb.all(merchantId).find((i) => i.id === id);
        if (!inv || !invoicesDb.hasReceipt(inv)) continue;
        invoicesDb.forgetReceipt(id);
        updated++;
      }
      return { updated };
    },
    // SPEC shows no answer: such a backend may answer nothing.
    { minimal: { answer: () => null } },
  ),
];
