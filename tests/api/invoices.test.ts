import { DEMO_MERCHANT_ID, DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { SEED_INVOICE_COUNT } from '@mocks/db/invoices';
import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { ApiError } from '@/api/http/errors';
import { request, requestWithStatus } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import {
  createInvoice,
  invoiceAction,
  invoiceDetail,
  invoiceFile,
  invoiceList,
  invoiceLogs,
  invoiceRefreshList,
  invoiceStatus,
  invoiceTotals,
  selectMethod,
} from '@/api/invoices/invoices.endpoints';
import { fetchInvoiceFile, selectMethodMutation } from '@/api/invoices/invoices.mutations';
import {
  dashboardInvoices,
  fittingMethods,
  type InvoiceListParams,
  invoiceChat,
  invoiceKeys,
  invoiceListInfinite,
  nextInvoiceCursor,
} from '@/api/invoices/invoices.queries';
import { matchesInvoiceFilters } from '@/api/invoices/invoices-filter';
import { InvoiceChatAnswer, InvoiceStatusAnswer } from '@/api/invoices/schemas/invoice-detail.schemas';
import {
  type InvoiceFilters,
  InvoiceListAnswer,
  InvoiceRow,
  type InvoiceRowWire,
  RefreshListAnswer,
} from '@/api/invoices/schemas/invoice-list.schemas';
import {
  AmountRate,
  CallbackAnswer,
  CreateInvoiceAnswer,
  InitAnswer,
  InvoiceActionAnswer,
  InvoiceMethodsAnswer,
  RefreshReceiptsAnswer,
} from '@/api/invoices/schemas/invoice-writes.schemas';
import type { InvoiceSortColumn } from '@/api/invoices/schemas/values.schemas';
import { listChanges, markersOf } from '@/features/invoices/use-live-refresh';

const merchantId = DEMO_MERCHANT_ID;

async function signIn() {
  const answer = await request(login, {
    login: 'demo@example.com',
    password: 'Demo1234',
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: 'demo@example.com', rememberMe: true });
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A value the demo always sends (the client reads SPEC-named fields as nullable). */
function sent<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('the demo left a field out');
  return value;
}

async function totalsOf(filters: InvoiceFilters) {
  return sent((await request(invoiceTotals, filters)).totals);
}

/** Every page of the infinite list, through the real keyset cursor of the query options. */
async function allPages(params: InvoiceListParams) {
  const data = await newClient().fetchInfiniteQuery({ ...invoiceListInfinite(params), pages: 1000 });
  return data.pages.map((page) => page.invoices);
}

async function firstRow(filters: Omit<InvoiceFilters, 'merchantId'>): Promise<InvoiceRow> {
  const { invoices } = await request(invoiceList, { merchantId, ...filters, pageSize: 1 });
  const row = invoices?.[0];
  if (!row) throw new Error('no invoice matches');
  return row;
}

beforeEach(signIn);

describe('invoice list (keyset paging)', () => {
  const subset: InvoiceFilters = { merchantId, storeId: [303], status: ['success', 'cancel'] };

  it.each<[InvoiceSortColumn]>([['create_timestamp'], ['total_sum'], ['id']])(
    'returns every row exactly once across pages in both directions, sorted by %s',
    async (sortColumn) => {
      const count = sent((await totalsOf(subset)).count);
      expect(count).toBeGreaterThan(150);

      const desc = await allPages({ ...subset, sortColumn, sortDirection: 'desc' });
      const asc = await allPages({ ...subset, sortColumn, sortDirection: 'asc' });
      for (const pages of [desc, asc]) {
        expect(pages.length).toBe(Math.floor(count / 50) + 1);
        expect(pages.slice(0, -1).every((page) => page.length === 50)).toBe(true);
        const ids = pages.flat().map((row) => row.id);
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
      }
      const descRows = desc.flat();
      const key = (row: InvoiceRow) => [sent(row[sortColumn]), row.id] as const;
      for (let i = 1; i < descRows.length; i++) {
        const [a, aId] = key(descRows[i - 1] as InvoiceRow);
        const [b, bId] = key(descRows[i] as InvoiceRow);
        expect(a > b || (a === b && aId > bId)).toBe(true);
      }
      // With id as tie-breaker in the same direction, ascending is exactly the reverse.
      expect(
        asc
          .flat()
          .map((row) => row.id)
          .reverse(),
      ).toEqual(descRows.map((row) => row.id));
    },
  );

  it('filters by status and store, type, currency and search', async () => {
    const rows = (await allPages({ merchantId, status: ['success'], storeId: [301, 305] })).flat();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((row) => row.status === 'success' && [301, 305].includes(sent(row.store_id)))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.store_id))).toEqual(new Set([301, 305]));

    const typed = (await allPages({ merchantId, type: ['deposit'], currency: ['BTC', 'ETH'] })).flat();
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((row) => row.type === 'deposit' && ['BTC', 'ETH'].includes(sent(row.currency)))).toBe(
      true,
    );

    const withExternal = await firstRow({ search: 'ORD-' });
    const byExternal = (
      await allPages({ merchantId, search: withExternal.external_id?.toLowerCase() ?? '' })
    ).flat();
    expect(byExternal.map((row) => row.id)).toContain(withExternal.id);
    const byId = (await allPages({ merchantId, search: String(withExternal.id) })).flat();
    expect(byId.map((row) => row.id)).toEqual([withExternal.id]);
  });

  it('keeps dates inclusive and every row shaped as SPEC section 3 says', async () => {
    const anchor = await firstRow({});
    const created = sent(anchor.create_timestamp);
    const rows = (
      await allPages({
        merchantId,
        startDate: created - 7 * 86_400,
        endDate: created,
      })
    ).flat();
    expect(rows.map((row) => row.id)).toContain(anchor.id);
    expect(rows.every((row) => sent(row.create_timestamp) <= created)).toBe(true);
    expect(anchor).toEqual(
      expect.objectContaining({
        system_currency: 'USDT',
        store_title: expect.any(String),
        rate: expect.any(Number),
      }),
    );
  });

  it('totals match the filtered rows', async () => {
    const filters: InvoiceFilters = { merchantId, storeId: [304], currency: ['USDT', 'TRX'] };
    const rows = (await allPages(filters)).flat();
    const totals = await totalsOf(filters);
    const success = rows.filter((row) => row.status === 'success');
    const incoming = success.filter((row) => row.type === 'in' || row.type === 'deposit');
    const outgoing = success.filter((row) => row.type === 'out' || row.type === 'withdrawal');
    const sum = (list: InvoiceRow[]) => list.reduce((total, row) => total + sent(row.total_sum), 0);
    expect(totals.count).toBe(rows.length);
    expect(sent(totals.in_sum)).toBeCloseTo(sum(incoming), 1);
    expect(sent(totals.out_sum)).toBeCloseTo(sum(outgoing), 1);
    expect(sent(totals.avg_receipt_in)).toBeCloseTo(sum(incoming) / incoming.length, 1);
    expect(sent(totals.avg_receipt_out)).toBeCloseTo(sum(outgoing) / outgoing.length, 1);
    expect(sent(totals.success_rate)).toBeCloseTo((success.length / rows.length) * 100, 1);
  });

  it('the demo holds 5,000 invoices of every type and status', async () => {
    expect((await totalsOf({ merchantId })).count).toBe(SEED_INVOICE_COUNT);
    for (const type of ['in', 'out', 'deposit', 'withdrawal'] as const) {
      await expect(firstRow({ type: [type] })).resolves.toMatchObject({ type });
    }
    const statuses = [
      'created',
      'awaiting_payment',
      'paid',
      'success',
      'cancel',
      'overdue',
      'dispute',
    ] as const;
    for (const status of statuses) {
      await expect(firstRow({ status: [status] })).resolves.toMatchObject({ status });
    }
    const today = Math.floor(Date.now() / 1000) - 3600;
    expect(sent((await totalsOf({ merchantId, startDate: today })).count)).toBeGreaterThan(0);
  });

  it('the dashboard chunk is the latest 5 by create_timestamp', async () => {
    // Both lists sit under lists() and never share a key (different page sizes).
    const infiniteKey = invoiceListInfinite({ merchantId }).queryKey;
    expect(infiniteKey).toEqual(invoiceKeys.list({ merchantId }));
    expect(dashboardInvoices(merchantId).queryKey).not.toEqual(infiniteKey);
    for (const key of [infiniteKey, dashboardInvoices(merchantId).queryKey]) {
      expect(key.slice(0, 2)).toEqual([...invoiceKeys.lists()]);
    }
    const rows = await newClient().fetchQuery(dashboardInvoices(merchantId));
    expect(rows).toHaveLength(5);
    const latest = await firstRow({});
    expect(rows[0]?.id).toBe(latest.id);
  });

  it('refresh-list answers changes since its markers', async () => {
    const filters: InvoiceFilters = { merchantId, status: ['created', 'awaiting_payment'] };
    const first = await request(invoiceRefreshList, filters);
    expect(first.invoices).toEqual([]);
    const markers = {
      update_end_id: sent(first.update_end_id),
      update_end_time: sent(first.update_end_time),
    };
    const row = await firstRow({ status: ['created'] });
    await request(invoiceAction, { invoice: row.id, action_type: 'cancel' });
    const next = await request(invoiceRefreshList, { ...filters, ...markers });
    expect(next.unsuitable).toContain(row.id);
    expect(sent(next.invoices).every((inv) => filters.status?.includes(sent(inv.status) as 'created'))).toBe(
      true,
    );
    expect(sent(next.update_end_id)).toBeGreaterThanOrEqual(markers.update_end_id);
    expect(sent(next.totals).count).toBe((await totalsOf(filters)).count);
  });
});

describe('invoice detail and actions', () => {
  it('select-method answers 202 with a new rate once, then 200', async () => {
    const row = await firstRow({ status: ['created'], type: ['in'] });
    const detail = await request(invoiceDetail, { id: row.id });
    const methods = sent(detail.available_methods);
    const method = methods[0];
    if (!method) throw new Error('no method available');

    const first = await requestWithStatus(selectMethod, { invoice: row.id, method: method.id });
    expect(first.status).toBe(202);
    const second = await requestWithStatus(selectMethod, { invoice: row.id, method: method.id });
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);

    const mutation = selectMethodMutation();
    const other = methods.find((m) => m.id !== method.id);
    if (other) {
      const result = await mutation.mutationFn?.({ invoice: row.id, method: other.id }, {} as never);
      expect(result?.rateChanged).toBe(true);
    }
    const after = await request(invoiceDetail, { id: row.id });
    expect(after.method?.title).toBe((other ?? method).title);
  });

  it('cancels a created invoice, and refuses to cancel it again', async () => {
    const row = await firstRow({ status: ['created'] });
    const answer = await request(invoiceAction, { invoice: row.id, action_type: 'cancel' });
    expect(answer?.status).toBe('cancel');
    expect((await request(invoiceStatus, { id: row.id })).status).toBe('cancel');
    const logs = await request(invoiceLogs, { id: row.id });
    expect(logs.at(-1)).toMatchObject({ event: 'status_changed', status: 'cancel' });

    const again = request(invoiceAction, { invoice: row.id, action_type: 'cancel' });
    await expect(again).rejects.toBeInstanceOf(ApiError);
    await expect(again).rejects.toMatchObject({ status: 400, key: 'invalid_invoice_status' });
    const success = await firstRow({ status: ['success'] });
    await expect(
      request(invoiceAction, { invoice: success.id, action_type: 'complete' }),
    ).rejects.toMatchObject({
      key: 'invalid_invoice_status',
    });
  });

  it('logs go from created to the final status', async () => {
    const row = await firstRow({ status: ['success'], type: ['in'] });
    const logs = await request(invoiceLogs, { id: row.id });
    const statuses = logs.filter((log) => log.event === 'status_changed').map((log) => log.status);
    expect(statuses[0]).toBe('created');
    expect(statuses.at(-1)).toBe('success');
  });

  it('chat messages come sorted by created, then id', async () => {
    const rows = (await allPages({ merchantId, type: ['in'], storeId: [301] })).flat();
    const withChat = rows.find((row) => row.id % 9 === 0) as InvoiceRow;
    const messages = await newClient().fetchQuery(invoiceChat(withChat.id));
    expect(messages.length).toBeGreaterThan(1);
    const sorted = [...messages].sort((a, b) => sent(a.created) - sent(b.created) || a.id - b.id);
    expect(messages).toEqual(sorted);
  });

  it('a receipt answers 202 first, then downloads from storage', async () => {
    const row = await firstRow({ status: ['success'] });
    const pending = await requestWithStatus(invoiceFile, { invoice: row.id, file: 'receipt.pdf' });
    expect(pending.status).toBe(202);
    expect(pending.data).toMatchObject({ filename: expect.stringContaining(String(row.id)) });

    const other = await firstRow({ status: ['paid'] });
    const file = await fetchInvoiceFile({ invoice: other.id, file: 'receipt.pdf' });
    expect(file.filename).toMatch(/\.pdf$/);
    const text = await file.blob.text();
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain(`Invoice: ${other.id}`);

    const unpaid = await firstRow({ status: ['created'] });
    await expect(request(invoiceFile, { invoice: unpaid.id, file: 'receipt.pdf' })).rejects.toMatchObject({
      status: 404,
      key: 'file_not_found',
    });
  });

  it('creates payments only on approved stores with payments enabled', async () => {
    await expect(
      request(createInvoice, { type: 'in', store_id: 303, amount: 25, currency: 'USDT' }),
    ).rejects.toMatchObject({ key: 'store_payments_disabled' });
    await expect(
      request(createInvoice, { type: 'in', store_id: 307, amount: 25, currency: 'USDT' }),
    ).rejects.toMatchObject({ key: 'store_payments_disabled' });
    const { id } = await request(createInvoice, {
      type: 'in',
      store_id: 301,
      amount: 25,
      currency: 'USDT',
      external_id: 'ORD-77777',
    });
    const detail = await request(invoiceDetail, { id: sent(id) });
    expect(detail).toMatchObject({
      status: 'created',
      source: 2,
      store_id: 301,
      external_id: 'ORD-77777',
      amount: 25,
    });
    expect((await firstRow({})).id).toBe(id);
  });

  it('a payout asks for the second factor of kind payout', async () => {
    const security = identityDb.security(DEMO_USER_ID);
    security.pin = '1234';
    security.pin_operations = ['payout'];
    const payout = {
      type: 'out' as const,
      store_id: 301,
      amount: 20,
      currency: 'USDT',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    };
    await expect(request(createInvoice, { ...payout, address: undefined })).rejects.toMatchObject({
      key: 'address_required',
    });
    await expect(request(createInvoice, payout)).rejects.toMatchObject({ status: 403, key: 'need_2fa' });
    await expect(request(createInvoice, { ...payout, type: 'in' })).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });
});

/** A row as the cabinet reads it from the wire. */
function readRow(wire: InvoiceRowWire): InvoiceRow {
  return sent(v.parse(InvoiceRow, wire));
}

const sampleWire: InvoiceRowWire = {
  id: 7,
  external_id: null,
  store_id: null,
  store_title: 'Shop',
  create_timestamp: 1_700_000_000,
  type: 'in',
  sum_to_pay: 10,
  currency: 'USDT',
  tro_amount: 10,
  method: null,
  details: null,
  rate: 1,
  system_currency: 'USDT',
  sum: 10,
  fee_sum: 0.1,
  total_sum: 9.9,
  status: 'paid',
};

describe('answers a backend written from SPEC alone may send (issue 13)', () => {
  const row = {
    id: 7,
    store_title: 'Shop',
    create_timestamp: 1_700_000_000,
    type: 'in',
    sum_to_pay: 10,
    currency: 'USDT',
    tro_amount: 10,
    method: null,
    details: null,
    rate: 1,
    system_currency: 'USDT',
    sum: 10,
    fee_sum: 0.1,
    total_sum: 9.9,
    status: 'paid',
  };

  it('refresh-list: unsuitable as ids or as rows', () => {
    const base = { invoices: [row], totals: null, update_end_id: 9, update_end_time: 1 };
    for (const unsuitable of [
      [3, 4],
      ['3', '4'],
      [{ id: 3 }, { id: 4 }],
    ]) {
      expect(v.parse(RefreshListAnswer, { ...base, unsuitable, totals: {} }).unsuitable).toEqual([3, 4]);
    }
  });

  it('chat: { messages } or the bare list; status: { status } or the bare status', () => {
    const message = { id: 1, created: 5, text: 'hi' };
    for (const shape of [{ messages: [message] }, [message]]) {
      expect(v.parse(InvoiceChatAnswer, shape).messages.map((m) => m.text)).toEqual(['hi']);
    }
    for (const shape of ['paid', { status: 'paid' }, 'PAID']) {
      expect(v.parse(InvoiceStatusAnswer, shape).status).toBe('paid');
    }
    // A status the cabinet does not know is kept as its own text; none read is null.
    expect(v.parse(InvoiceStatusAnswer, { status: 'refunded' }).status).toBe('refunded');
    expect(v.parse(InvoiceStatusAnswer, null).status).toBeNull();
  });

  it('methods: read by kind (ids as text, a relative logo made absolute); a title is read by its name only', () => {
    const answer = v.parse(InvoiceMethodsAnswer, {
      methods: [
        { id: '1', title: 'USDT TRC-20', logo: 'media/currencies/usdt.svg', type: 'PAYMENT' },
        { id: 2, name: 'Bitcoin', type: 'exchange' },
      ],
    });
    expect(answer.methods).toEqual([
      expect.objectContaining({
        id: 1,
        title: 'USDT TRC-20',
        logo: `${window.location.origin}/media/currencies/usdt.svg`,
        type: 'payment',
        currency: null,
      }),
      // No guessing from other field names; a method type the cabinet does not know stays as sent.
      expect.objectContaining({ id: 2, title: null, type: 'exchange' }),
    ]);
    // A list that cannot be read fails the call (the form says the methods could not be loaded).
    expect(v.safeParse(InvoiceMethodsAnswer, { methods: 'none' }).success).toBe(false);
    // A method of a type the cabinet does not know is never counted as a payment method; one
    // that does not say its type is offered (the backend refuses a wrong choice).
    const untyped = v.parse(InvoiceMethodsAnswer, { methods: [{ id: 3, title: 'Card' }] }).methods;
    expect(fittingMethods([...answer.methods, ...untyped], { type: 'payment' }).map((m) => m.id)).toEqual([
      1, 3,
    ]);
  });

  it('a row without its id is skipped, the others are kept; the cursor follows the rows received', () => {
    const result = v.parse(InvoiceListAnswer, { invoices: [row, { ...row, id: undefined }] });
    expect(result.invoices.map((r) => r.id)).toEqual([7]);
    expect(nextInvoiceCursor({ invoices: result.invoices }, 'create_timestamp', 1)).toEqual({
      prevId: 7,
      prevValue: 1_700_000_000,
    });
    // A last row without the sort value: no cursor can be built from it.
    const blank = v.parse(InvoiceListAnswer, { invoices: [{ ...row, create_timestamp: null }] }).invoices;
    expect(nextInvoiceCursor({ invoices: blank }, 'create_timestamp', 1)).toBeNull();
    expect(nextInvoiceCursor({ invoices: [] }, 'create_timestamp', 1)).toBeNull();
    // A list that cannot be read fails: the screen says so instead of "no invoices".
    expect(v.safeParse(InvoiceListAnswer, { invoices: 'none' }).success).toBe(false);
    expect(v.safeParse(InvoiceListAnswer, {}).success).toBe(false);
  });

  it('rows with ids and figures as text, times in milliseconds or ISO: read by kind, the cursor sends the time back as sent', () => {
    const rows = v.parse(InvoiceListAnswer, {
      invoices: [
        { ...row, id: '12', total_sum: '9.90', create_timestamp: 1_700_000_000_000 },
        { ...row, id: 11, create_timestamp: '2023-11-14T22:13:20Z', status: 'SUCCESS', type: 'payout' },
      ],
    }).invoices;
    expect(rows.map((r) => [r.id, r.create_timestamp, r.total_sum])).toEqual([
      [12, 1_700_000_000, 9.9],
      [11, 1_700_000_000, 9.9],
    ]);
    // Known codes in any case; an unknown direction is kept as its own text.
    expect(rows[1]?.status).toBe('success');
    expect(rows[1]?.type).toBe('payout');
    expect(nextInvoiceCursor({ invoices: rows.slice(0, 1) }, 'create_timestamp', 1)).toEqual({
      prevId: 12,
      prevValue: 1_700_000_000_000,
    });
    expect(nextInvoiceCursor({ invoices: rows }, 'create_timestamp', 2)).toEqual({
      prevId: 11,
      prevValue: '2023-11-14T22:13:20Z',
    });
    expect(nextInvoiceCursor({ invoices: rows.slice(0, 1) }, 'total_sum', 1)).toEqual({
      prevId: 12,
      prevValue: '9.90',
    });
  });

  it('writes whose answers SPEC does not show accept an empty body', () => {
    for (const schema of [InvoiceActionAnswer, CallbackAnswer, RefreshReceiptsAnswer, InitAnswer]) {
      expect(v.safeParse(schema, null).success).toBe(true);
      expect(v.safeParse(schema, 'ok').success).toBe(true);
    }
    // Answers SPEC names fields of: an empty body reads them as unknown, never fails.
    expect(v.parse(AmountRate, null)).toEqual({ amount: null, rate: null });
    expect(v.parse(AmountRate, { amount: '12.5', rate: '1' })).toEqual({ amount: 12.5, rate: 1 });
    expect(v.parse(CreateInvoiceAnswer, '')).toEqual({ id: null });
    expect(v.parse(CreateInvoiceAnswer, { id: '100777' })).toEqual({ id: 100_777 });
  });

  it('the filter rule: store by id or, without store_id, by title; a missing value never matches a set filter', () => {
    const base = { id: 100_123, create_timestamp: 50, type: 'in', currency: 'BTC', status: 'paid' };
    const titles = new Map([[301, 'Shop']]);
    expect(matchesInvoiceFilters({ ...base, store_id: 301 }, { storeId: [301] })).toBe(true);
    expect(
      matchesInvoiceFilters({ ...base, store_title: 'Shop' }, { storeId: [301] }, { storeTitles: titles }),
    ).toBe(true);
    expect(
      matchesInvoiceFilters({ ...base, store_title: 'Other' }, { storeId: [301] }, { storeTitles: titles }),
    ).toBe(false);
    expect(matchesInvoiceFilters({ ...base, create_timestamp: null }, { startDate: 10 })).toBe(false);
    expect(matchesInvoiceFilters({ ...base, status: 'refunded' }, { status: ['paid'] })).toBe(false);
    expect(matchesInvoiceFilters({ ...base, external_id: 'ORD-5' }, { search: 'ord-' })).toBe(true);
    expect(matchesInvoiceFilters(base, { search: '0012' })).toBe(true);
  });

  it('refresh rows that do not match the filters leave the list like unsuitable ones', () => {
    const answer = v.parse(RefreshListAnswer, {
      invoices: [
        { ...sampleWire, id: 1, status: 'paid' },
        { ...sampleWire, id: 2, status: 'success' },
      ],
      unsuitable: [9],
      totals: null,
      update_end_id: 2,
      update_end_time: 1,
    });
    expect(readRow(sampleWire).status).toBe('paid');
    const changes = listChanges(answer, { merchantId, status: ['paid'] });
    expect(changes.invoices.map((r) => r.id)).toEqual([1]);
    expect(changes.unsuitable).toEqual([9, 2]);
  });

  it('the refresh markers go back as the server sent them (milliseconds stay milliseconds)', () => {
    const answer = v.parse(RefreshListAnswer, {
      invoices: [],
      unsuitable: null,
      totals: null,
      update_end_id: '120',
      update_end_time: 1_700_000_000_000,
    });
    expect(answer.update_end_time).toBe(1_700_000_000);
    expect(markersOf(answer)).toEqual({ update_end_id: '120', update_end_time: 1_700_000_000_000 });
    expect(markersOf(v.parse(RefreshListAnswer, { update_end_id: 1 }))).toBeNull();
  });
});
