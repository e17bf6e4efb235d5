import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { type InvoiceRecord, invoicesDb, keysetPage, toRow } from '@mocks/db/invoices';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '../render';

// Issue 13: a backend written only from SPEC.md and API-NOTES.md. Each test answers the way
// such a backend may, where SPEC is silent, and checks the screen shows what it received.

beforeEach(() => resetFeedback());

/** An invoice row with only the fields SPEC section 3 names (no store_id). */
function specRow(inv: InvoiceRecord): Record<string, unknown> {
  const { store_id: _storeId, ...row } = toRow(inv);
  return row;
}

function invoiceWhere(test: (invoice: InvoiceRecord) => boolean): InvoiceRecord {
  const found = invoicesDb.all(DEMO_MERCHANT_ID).find(test);
  if (!found) throw new Error('no such invoice in the demo data');
  return found;
}

/** The value shown beside a label of a field list (dt / dd). */
function fieldValue(region: HTMLElement, label: string): string {
  const term = within(region)
    .getAllByText(label)
    .find((node) => node.tagName === 'DT');
  const value = term?.nextElementSibling;
  if (!value) throw new Error(`no field ${label}`);
  return value.textContent ?? '';
}

/**
 * A list call that ignores every filter (SPEC names none) and keeps to the keyset paging,
 * over the merchant's invoices (or the ones given).
 */
function ignoringFilters(invoices: () => InvoiceRecord[] = () => invoicesDb.all(DEMO_MERCHANT_ID)) {
  const requests: URL[] = [];
  const handler = http.get('*/api/payment/list', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const query = url.searchParams;
    const column = (query.get('sortColumn') ?? 'create_timestamp') as 'create_timestamp' | 'id' | 'total_sum';
    const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
    const page = keysetPage(invoices(), (inv) => inv[column], {
      direction: query.get('sortDirection') === 'asc' ? 'asc' : 'desc',
      prevId: number('prevId'),
      prevValue: number('prevValue'),
      pageSize: number('pageSize') ?? 50,
    });
    return HttpResponse.json({ data: { invoices: page.map(specRow) } });
  });
  return { handler, requests };
}

const table = () => screen.findByRole('table', { name: 'Invoices' });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const param = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the invoice detail against a SPEC-only backend', () => {
  it('an invoice row without created and amount shows create_timestamp as its date and the requested amount as unknown', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success' && i.type === 'in');
    // Issue 13, case 3: GET /api/payment/private answers an invoice row (SPEC section 3).
    server.use(http.get('*/api/payment/private', () => HttpResponse.json({ data: specRow(invoice) })));
    await renderRoute(`/finance/invoice/${invoice.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` }),
    ).toBeInTheDocument();
    const created = formatDateTime(invoice.create_timestamp, 'en');
    expect(fieldValue(screen.getByRole('region', { name: 'Invoice summary' }), 'Created')).toBe(created);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(fieldValue(payment, 'Requested amount')).toBe('Unknown');
    expect(fieldValue(payment, 'Deal sum')).toMatch(/\d/);
    expect(fieldValue(payment, 'Amount to pay')).toMatch(/\d/);
    // Fields the row does not carry are unknown, not invented (nor "—", which reads as "none").
    expect(fieldValue(screen.getByRole('region', { name: 'Invoice summary' }), 'Source')).toBe('Unknown');
  });

  it('a status or type the cabinet does not know shows its raw text on a neutral badge, offering no action', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created' && i.type === 'in');
    server.use(
      http.get('*/api/payment/private', () =>
        HttpResponse.json({ data: { ...specRow(invoice), status: 'refunded', type: 'transfer' } }),
      ),
      http.get('*/api/private/payment/status', () => HttpResponse.json({ data: 'refunded' })),
    );
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const title = await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` });
    const header = title.parentElement as HTMLElement;
    expect(within(header).getByText('refunded')).toBeInTheDocument();
    expect(within(header).getByText('transfer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });
});

describe('the invoice list against a backend that ignores the filters (SPEC names none)', () => {
  it('keeps only the rows that match the filters', async () => {
    const { handler } = ignoringFilters();
    server.use(handler);
    await renderRoute(`/finance/invoice?status=${param(['dispute'])}`);
    const rows = bodyRows(await table());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('Dispute')).toBeInTheDocument();
  });

  it('reads on past pages without a matching row until the match comes', async () => {
    const newest = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .sort((a, b) => b.create_timestamp - a.create_timestamp || b.id - a.id);
    const target = newest[120] as InvoiceRecord;
    // A backend with 200 invoices: four full pages, then an empty one.
    const { handler, requests } = ignoringFilters(() => newest.slice(0, 200));
    server.use(handler);
    await renderRoute(`/finance/invoice?q=${target.id}`);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: `Open invoice ${target.id}` })).toBeInTheDocument(),
    );
    expect(bodyRows(screen.getByRole('table', { name: 'Invoices' }))).toHaveLength(1);
    // Pages 1 and 2 (50 rows each) held no match; page 3 did.
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('No invoices match these filters')).not.toBeInTheDocument();
  });

  it('rows without store_id match a store filter by the store title', async () => {
    const store = invoiceWhere((i) => i.store_id === 302);
    const { handler } = ignoringFilters();
    server.use(handler);
    await renderRoute(`/finance/invoice?store=${param([store.store_id])}`);
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Invoices' })).length).toBeGreaterThan(0),
    );
    for (const row of bodyRows(screen.getByRole('table', { name: 'Invoices' }))) {
      expect(within(row).getByText(store.store_title)).toBeInTheDocument();
    }
  });

  it('totals whose figures did not come show "Unknown", never 0', async () => {
    server.use(
      http.get('*/api/payment/totals', () => HttpResponse.json({ data: { totals: {} } })),
      http.get('*/api/payment/refresh-list', () =>
        HttpResponse.json({ data: { invoices: [], unsuitable: [], update_end_id: 1, update_end_time: 1 } }),
      ),
    );
    await renderRoute('/finance/invoice');
    await table();
    const strip = screen.getByRole('region', { name: 'Totals of the filtered invoices' });
    await waitFor(() => expect(within(strip).getAllByText('Unknown')).toHaveLength(6));
    expect(within(strip).queryByText(/^0/)).not.toBeInTheDocument();
    expect(within(strip).queryByText('—')).not.toBeInTheDocument();
  });
});

describe('the dashboard table against a SPEC-only backend', () => {
  it('shows rows without store_id and a status it does not know as sent', async () => {
    const latest = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .sort((a, b) => b.create_timestamp - a.create_timestamp || b.id - a.id)
      .slice(0, 5);
    const rows = latest.map((inv, index) => ({
      ...specRow(inv),
      ...(index === 0 ? { status: 'refunded' } : {}),
    }));
    server.use(http.get('*/api/payment/list', () => HttpResponse.json({ data: { invoices: rows } })));
    await renderRoute('/');
    // The first table on screen may be its placeholder while the table's code loads.
    const dashboard = () => screen.getByRole('table', { name: 'Latest invoices' });
    await waitFor(() => expect(within(dashboard()).getAllByRole('row')).toHaveLength(6));
    expect(within(dashboard()).getByText('refunded')).toBeInTheDocument();
    expect(within(dashboard()).getAllByText(latest[1]?.store_title as string).length).toBeGreaterThan(0);
  });
});
