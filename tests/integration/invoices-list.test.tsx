import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { invoicesDb, toRow } from '@mocks/db/invoices';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ep from '@/api/invoices/invoices.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { queryFailure, renderRoute, shownToasts } from '../render';

// Toasts live in a module-level store: start every test without the previous test's toasts.
beforeEach(() => resetFeedback());

const table = () => screen.findByRole('table', { name: 'Invoices' });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const statusParam = (statuses: string[]) => encodeURIComponent(JSON.stringify(statuses));

afterEach(() => vi.restoreAllMocks());

describe('invoice list', () => {
  it('loads the newest invoices first with the totals of the same filters', async () => {
    await renderRoute('/finance/invoice');
    const rows = bodyRows(await table());
    expect(rows.length).toBeGreaterThan(5);
    const newest = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .sort((a, b) => b.create_timestamp - a.create_timestamp || b.id - a.id)[0];
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: `Open invoice ${newest?.id}` }),
    ).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals of the filtered invoices' });
    expect(await within(totals).findByText('5,000')).toBeInTheDocument();
  });

  it('rows link to the invoice page', async () => {
    const { router, user } = await renderRoute('/finance/invoice');
    const first = bodyRows(await table())[0] as HTMLElement;
    const link = within(first).getByRole('link');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/finance/invoice/${link.textContent}`));
  });

  it('reads the filters from the URL: only matching rows, a chip per value, totals of the same filters', async () => {
    const store = invoicesDb.all(DEMO_MERCHANT_ID).find((i) => i.status === 'dispute');
    await renderRoute(
      `/finance/invoice?status=${statusParam(['dispute'])}&store=${encodeURIComponent(`[${store?.store_id}]`)}`,
    );
    const rows = bodyRows(await table());
    for (const row of rows) {
      expect(within(row).getByText('Dispute')).toBeInTheDocument();
      expect(within(row).getByText(store?.store_title as string)).toBeInTheDocument();
    }
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Status: Dispute')).toBeInTheDocument();
    expect(within(chips).getByText(`Store: ${store?.store_title}`)).toBeInTheDocument();
    const expected = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .filter((i) => i.status === 'dispute' && i.store_id === store?.store_id).length;
    const totals = screen.getByRole('region', { name: 'Totals of the filtered invoices' });
    expect(await within(totals).findByText(String(expected))).toBeInTheDocument();
  });

  it('chips and the filter count are whole messages in the interface language', async () => {
    await renderRoute(`/finance/invoice?status=${statusParam(['paid', 'dispute'])}&q=10`, { lang: 'ru' });
    const chips = await screen.findByRole('list', { name: 'Выбранные фильтры' });
    expect(within(chips).getByText('Статус: Спор')).toBeInTheDocument();
    expect(within(chips).getByText('Поиск: 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Статус\s*выбрано: 2$/ })).toBeInTheDocument();
  });

  it('choosing a status filter writes it to the URL', async () => {
    const { router, user } = await renderRoute('/finance/invoice');
    await table();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: ['paid'] }));
    await waitFor(() => {
      for (const row of bodyRows(screen.getByRole('table', { name: 'Invoices' }))) {
        expect(within(row).getByText('Paid')).toBeInTheDocument();
      }
    });
  });

  it('removing a chip and "Clear filters" drop filters from the URL', async () => {
    const { router, user } = await renderRoute(
      `/finance/invoice?status=${statusParam(['paid', 'dispute'])}&q=10`,
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Paid' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: ['dispute'], q: '10' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('');
  });

  it('search by id or external id reaches the URL after a pause in typing', async () => {
    const target = invoicesDb.all(DEMO_MERCHANT_ID).find((i) => i.external_id);
    const { router, user } = await renderRoute('/finance/invoice');
    await table();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search invoices' }),
      target?.external_id as string,
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: target?.external_id }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Invoices' })).getByText(target?.external_id as string),
      ).toBeInTheDocument(),
    );
  });

  it('no invoices at all: an empty state with "New invoice"', async () => {
    server.use(
      handle(ep.invoiceList, () => ({ invoices: [] })),
      handle(ep.invoiceTotals, () => ({
        totals: { count: 0, in_sum: 0, out_sum: 0, avg_receipt_in: 0, avg_receipt_out: 0, success_rate: 0 },
      })),
    );
    await renderRoute('/finance/invoice');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New invoice' }).length).toBeGreaterThan(0);
  });

  it('no match for the filters: says so and offers to clear them', async () => {
    await renderRoute('/finance/invoice?q=no-such-invoice-anywhere');
    expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument();
  });

  it('a failed list shows an inline error with a retry; the page stays', async () => {
    let fail = true;
    server.use(
      handle(ep.invoiceList, ({ input }) => {
        if (fail) throw new MockError(500, ['unknown_error']);
        return { invoices: invoicesDb.filtered(input).slice(0, 3).map(toRow) };
      }),
    );
    const { user } = await renderRoute('/finance/invoice');
    expect(await screen.findByText('The invoices could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await table())).toHaveLength(3);
  });
});

describe('invoice list live refresh', () => {
  afterEach(() => vi.useRealTimers());

  it('every 15 s prepends new invoices, upserts changed ones and drops those that left the filter', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'], shouldAdvanceTime: true });
    await renderRoute(`/finance/invoice?status=${statusParam(['created', 'awaiting_payment'])}`);
    const rows = bodyRows(await table());
    const firstId = Number(within(rows[0] as HTMLElement).getByRole('link').textContent);
    const leaving = Number(within(rows[1] as HTMLElement).getByRole('link').textContent);
    const fresh = {
      ...invoicesDb.get(DEMO_MERCHANT_ID, firstId),
      id: 999_001,
      create_timestamp: 4_000_000_000,
    };
    const row = (inv: typeof fresh) => ({
      id: inv.id,
      external_id: 'LIVE-1',
      store_id: inv.store_id,
      store_title: inv.store_title,
      create_timestamp: inv.create_timestamp,
      type: inv.type,
      sum_to_pay: inv.sum_to_pay,
      currency: inv.currency,
      tro_amount: inv.amount,
      method: null,
      details: null,
      rate: inv.rate,
      system_currency: 'USDT',
      sum: inv.sum,
      fee_sum: inv.fee_sum,
      total_sum: inv.total_sum,
      status: 'created' as const,
    });
    const totals = {
      count: 4242,
      in_sum: 0,
      out_sum: 0,
      avg_receipt_in: 0,
      avg_receipt_out: 0,
      success_rate: 0,
    };
    let calls = 0;
    server.use(
      handle(ep.invoiceRefreshList, ({ input }) => {
        calls++;
        const known = input.update_end_id !== undefined;
        return HttpResponse.json({
          data: {
            invoices: known ? [row(fresh)] : [],
            unsuitable: known ? [leaving] : [],
            totals,
            update_end_id: 999_001,
            update_end_time: 4_000_000_000,
          },
        });
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open invoice 999001' })).toBeInTheDocument(),
    );
    const after = bodyRows(screen.getByRole('table', { name: 'Invoices' }));
    expect(within(after[0] as HTMLElement).getByRole('link').textContent).toBe('999001');
    expect(screen.queryByRole('link', { name: `Open invoice ${leaving}` })).not.toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Totals of the filtered invoices' });
    expect(within(strip).getByText('4,242')).toBeInTheDocument();
  });

  it('a failed refresh changes nothing and raises no toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'], shouldAdvanceTime: true });
    const { queryClient } = await renderRoute('/finance/invoice');
    const before = bodyRows(await table()).length;
    server.use(
      handle(ep.invoiceRefreshList, () => {
        throw new MockError(500, ['unknown_error']);
      }),
    );
    const failed = queryFailure(queryClient, ep.invoiceRefreshList);
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    await failed;
    expect(bodyRows(screen.getByRole('table', { name: 'Invoices' }))).toHaveLength(before);
    expect(await shownToasts()).toEqual([]);
  });
});

describe('invoice CSV export', () => {
  function captureDownloads() {
    const files: Array<{ name: string; blob: Blob }> = [];
    let last: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        last = blob;
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (last) files.push({ name: this.download, blob: last });
    });
    return files;
  }

  it('downloads the filtered invoices as CSV: a header row and one record per invoice', async () => {
    const files = captureDownloads();
    const { user } = await renderRoute(`/finance/invoice?status=${statusParam(['dispute'])}`);
    await table();
    const expected = invoicesDb.all(DEMO_MERCHANT_ID).filter((i) => i.status === 'dispute');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [file] = files;
    if (!file) throw new Error('no download');
    expect(file.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('id,external_id,created_at,')).toBe(true);
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',dispute,'))).toBe(true);
    expect(await screen.findByText(`${expected.length} invoices exported`)).toBeInTheDocument();
  });

  it('shows progress and can be cancelled: nothing is downloaded', async () => {
    const files = captureDownloads();
    const { user } = await renderRoute('/finance/invoice');
    await table();
    server.use(
      handle(ep.invoiceList, async () => {
        await delay('infinite');
        return { invoices: [] };
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting invoices' });
    expect(within(dialog).getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    expect(within(dialog).getByText('0 of 5,000 invoices')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(files).toHaveLength(0);
  });
});
