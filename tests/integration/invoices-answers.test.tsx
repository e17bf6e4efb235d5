import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { type InvoiceRecord, invoicesDb, keysetPage, toDetail, toRow } from '@mocks/db/invoices';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '../render';

// Renders of the whole app are slow on a busy machine (the first one loads every module).
// A backend that follows SPEC.md and API-NOTES.md but chose other plausible forms where they
// are silent: ids and figures as text, times in milliseconds or ISO 8601, codes the cabinet
// does not know. The screens read them by kind, or say what they could not read.

beforeEach(() => resetFeedback());

const newestFirst = () =>
  invoicesDb.all(DEMO_MERCHANT_ID).sort((a, b) => b.create_timestamp - a.create_timestamp || b.id - a.id);

function invoiceWhere(test: (invoice: InvoiceRecord) => boolean): InvoiceRecord {
  const found = newestFirst().find(test);
  if (!found) throw new Error('no such invoice in the demo data');
  return found;
}

/** A row in the other plausible forms: id and figures as text, the time in milliseconds. */
function textRow(inv: InvoiceRecord): Record<string, unknown> {
  const row = toRow(inv);
  return {
    ...row,
    id: String(inv.id),
    create_timestamp: inv.create_timestamp * 1000,
    total_sum: String(inv.total_sum),
    sum_to_pay: String(inv.sum_to_pay),
  };
}

const table = () => screen.findByRole('table', { name: 'Invoices' });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

/** The value shown beside a label of a field list (dt / dd). */
function fieldValue(region: HTMLElement, label: string): HTMLElement {
  const term = within(region)
    .getAllByText(label)
    .find((node) => node.tagName === 'DT');
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no field ${label}`);
  return value;
}

/** No date on screen in the year 58,719 (epoch milliseconds read as seconds). */
function expectNoFarFuture(element: HTMLElement) {
  expect(element.textContent ?? '').not.toMatch(/5\s?8,?\s?7\d\d|\b5\d{4}\b/);
}

describe('the invoice list reads ids, figures and times by kind', () => {
  it('rows whose ids and figures come as text and times in milliseconds are listed with their real dates, never "No invoices yet"', async () => {
    const rows = newestFirst().slice(0, 5);
    server.use(
      http.get('*/api/payment/list', () => HttpResponse.json({ data: { invoices: rows.map(textRow) } })),
    );
    await renderRoute('/finance/invoice');
    const listed = bodyRows(await table());
    expect(listed).toHaveLength(5);
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
    const first = rows[0] as InvoiceRecord;
    const row = listed[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: `Open invoice ${first.id}` })).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(first.create_timestamp, 'en'))).toBeInTheDocument();
    expectNoFarFuture(screen.getByRole('table', { name: 'Invoices' }));
  });

  it('the next page asks with the last row’s create_timestamp exactly as the server sent it (milliseconds back to a backend in milliseconds)', async () => {
    const all = newestFirst().slice(0, 120);
    const target = all[70] as InvoiceRecord;
    const prevValues: Array<string | null> = [];
    // A backend in milliseconds that ignores the filters (SPEC names none) and pages by keyset.
    server.use(
      http.get('*/api/payment/list', ({ request }) => {
        const query = new URL(request.url).searchParams;
        prevValues.push(query.get('prevValue'));
        const prevValue = query.has('prevValue') ? Number(query.get('prevValue')) / 1000 : undefined;
        const page = keysetPage(all, (inv) => inv.create_timestamp, {
          direction: 'desc',
          prevId: query.has('prevId') ? Number(query.get('prevId')) : undefined,
          prevValue,
          pageSize: Number(query.get('pageSize') ?? 50),
        });
        return HttpResponse.json({ data: { invoices: page.map(textRow) } });
      }),
    );
    await renderRoute(`/finance/invoice?q=${target.id}`);
    const link = await screen.findByRole('link', { name: `Open invoice ${target.id}` });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText(formatDateTime(target.create_timestamp, 'en'))).toBeInTheDocument();
    const lastOfFirstPage = all[49] as InvoiceRecord;
    expect(prevValues[0]).toBeNull();
    expect(prevValues[1]).toBe(String(lastOfFirstPage.create_timestamp * 1000));
  });

  it('a list answer it cannot read says the invoices could not be loaded, with Try again, never "No invoices yet"', async () => {
    let answer: unknown = { invoices: 'unavailable' };
    server.use(http.get('*/api/payment/list', () => HttpResponse.json({ data: answer })));
    const { user } = await renderRoute('/finance/invoice');
    expect(await screen.findByText('The invoices could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
    answer = { invoices: newestFirst().slice(0, 3).map(textRow) };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await table())).toHaveLength(3);
  });

  it('totals sent as numeric text show their figures; figures that did not come are "Unknown", never 0', async () => {
    server.use(
      http.get('*/api/payment/totals', () =>
        HttpResponse.json({ data: { totals: { count: '5000', in_sum: '1250.5', success_rate: 'n/a' } } }),
      ),
      http.get('*/api/payment/refresh-list', () => HttpResponse.json({ data: {} })),
    );
    await renderRoute('/finance/invoice');
    const strip = screen.getByRole('region', { name: 'Totals of the filtered invoices' });
    await waitFor(() => expect(within(strip).getByText('5,000')).toBeInTheDocument());
    expect(fieldValue(strip, 'Received')).toHaveTextContent('1,250.50USDT');
    for (const label of ['Paid out', 'Average receipt in', 'Average receipt out', 'Success rate']) {
      expect(fieldValue(strip, label)).toHaveTextContent(/^Unknown$/);
    }
  });

  it('a status the cabinet does not know is shown as sent on a neutral badge and never counted as a known one', async () => {
    const rows = newestFirst().slice(0, 3);
    const answer = rows.map((inv, index) => ({ ...toRow(inv), status: index === 0 ? 'refunded' : 'paid' }));
    server.use(http.get('*/api/payment/list', () => HttpResponse.json({ data: { invoices: answer } })));
    const { unmount } = await renderRoute('/finance/invoice');
    const listed = bodyRows(await table());
    const badge = within(listed[0] as HTMLElement).getByText('refunded');
    expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', 'default');
    expect(badge.closest('[data-tone]')).toHaveAttribute('data-variant', 'outlined');
    unmount();

    // The filter "Paid" keeps the paid rows only (a backend may ignore the filter).
    await renderRoute(`/finance/invoice?status=${encodeURIComponent(JSON.stringify(['paid']))}`);
    const paid = bodyRows(await table());
    expect(paid).toHaveLength(2);
    expect(screen.queryByText('refunded')).not.toBeInTheDocument();
  });
});

describe('the invoice detail reads times and codes by kind', () => {
  it('times in milliseconds or ISO show their real dates in the facts, the timeline and the chat (never the year 58,719)', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success' && i.type === 'in');
    const seconds = invoice.create_timestamp;
    const detail = {
      ...toDetail(invoice),
      id: String(invoice.id),
      create_timestamp: seconds * 1000,
      created: new Date(seconds * 1000).toISOString(),
      updated: (seconds + 600) * 1000,
    };
    server.use(
      http.get('*/api/payment/private', () => HttpResponse.json({ data: detail })),
      http.get('*/api/payment/logs', () =>
        HttpResponse.json({
          data: {
            logs: [
              { id: '1', created: seconds * 1000, event: 'status_changed', status: 'created' },
              {
                id: '2',
                created: new Date((seconds + 600) * 1000).toISOString(),
                event: 'status_changed',
                status: 'success',
              },
            ],
          },
        }),
      ),
      http.get('*/api/private/payment/chat', () =>
        HttpResponse.json({
          data: [{ id: '5', created: (seconds + 60) * 1000, author: 'client', text: 'Paid!' }],
        }),
      ),
    );
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const summary = await screen.findByRole('region', { name: 'Invoice summary' });
    expect(fieldValue(summary, 'Created')).toHaveTextContent(formatDateTime(seconds, 'en'));
    expect(fieldValue(summary, 'Last change')).toHaveTextContent(formatDateTime(seconds + 600, 'en'));
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    await waitFor(() =>
      expect(within(timeline).getByText(formatDateTime(seconds + 600, 'en'))).toBeInTheDocument(),
    );
    expect(within(timeline).getByText(formatDateTime(seconds, 'en'))).toBeInTheDocument();
    const chat = screen.getByRole('region', { name: 'Chat' });
    await waitFor(() =>
      expect(within(chat).getByText(formatDateTime(seconds + 60, 'en'))).toBeInTheDocument(),
    );
    expectNoFarFuture(screen.getByRole('main'));
  });

  it('a status, type or source the cabinet does not know is shown as sent on a neutral badge, offering no action', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created' && i.type === 'in');
    server.use(
      http.get('*/api/payment/private', () =>
        HttpResponse.json({
          data: { ...toDetail(invoice), status: 'refunded', type: 'transfer', source: 'Partner' },
        }),
      ),
      http.get('*/api/private/payment/status', () => HttpResponse.json({ data: 'refunded' })),
    );
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const title = await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` });
    const header = title.parentElement as HTMLElement;
    for (const code of ['refunded', 'transfer']) {
      const badge = within(header).getByText(code).closest('[data-tone]');
      expect(badge).toHaveAttribute('data-tone', 'default');
      expect(badge).toHaveAttribute('data-variant', 'outlined');
    }
    expect(fieldValue(screen.getByRole('region', { name: 'Invoice summary' }), 'Source')).toHaveTextContent(
      /^Partner$/,
    );
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('a source sent by the name SPEC gives it reads as that source', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success');
    server.use(
      http.get('*/api/payment/private', () =>
        HttpResponse.json({ data: { ...toDetail(invoice), source: 'Api' } }),
      ),
    );
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const summary = await screen.findByRole('region', { name: 'Invoice summary' });
    expect(fieldValue(summary, 'Source')).toHaveTextContent(/^API$/);
  });
});

describe('a 12-digit amount shows whole', () => {
  const originalMatchMedia = window.matchMedia;
  function emulateWidth(width: number) {
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
      return { ...originalMatchMedia(query), matches, media: query };
    };
  }
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });
  const HUGE = 999_999_999_999.99;
  const SHOWN = '999,999,999,999.99';

  it.each([375, 1550])(
    'in the invoice list at %i px (table cells set it smaller to fit, never cut)',
    async (width) => {
      emulateWidth(width);
      const rows = newestFirst()
        .filter((inv) => inv.currency === 'USDT')
        .slice(0, 3)
        .map((inv) => ({ ...toRow(inv), sum_to_pay: HUGE, total_sum: HUGE }));
      server.use(http.get('*/api/payment/list', () => HttpResponse.json({ data: { invoices: rows } })));
      await renderRoute('/finance/invoice');
      if (width > 992) {
        const listed = bodyRows(await table());
        expect(listed).toHaveLength(3);
        for (const row of listed) {
          const figures = within(row).getAllByText(SHOWN);
          expect(figures).toHaveLength(2);
          for (const figure of figures) expect(figure.closest('[data-fit]')).not.toBeNull();
        }
      } else {
        const cards = await screen.findByRole('list', { name: 'Invoices' });
        expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
        expect(within(cards).getAllByText(SHOWN)).toHaveLength(3);
        expect(within(cards).getAllByText(`${SHOWN} USDT`)).toHaveLength(3);
      }
    },
  );

  it.each([375, 1550])('on the invoice detail at %i px', async (width) => {
    emulateWidth(width);
    const invoice = invoiceWhere((i) => i.status === 'success' && i.currency === 'USDT');
    server.use(
      http.get('*/api/payment/private', () =>
        HttpResponse.json({
          data: { ...toDetail(invoice), sum_to_pay: HUGE, amount: HUGE, total_sum: HUGE, sum: HUGE },
        }),
      ),
    );
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const summary = await screen.findByRole('region', { name: 'Invoice summary' });
    expect(within(summary).getByText(SHOWN)).toBeInTheDocument();
    expect(within(summary).getByText(`Settles as ${SHOWN} USDT`)).toBeInTheDocument();
    const settlement = screen.getByRole('region', { name: 'Settlement' });
    expect(fieldValue(settlement, 'Total')).toHaveTextContent(`${SHOWN}USDT`);
  });
});

describe('forms of the invoice never overwrite what they could not read', () => {
  it('change data: a field whose saved value could not be read starts empty, says so, and is not sent: the server keeps its value', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created' && i.type === 'in');
    const bodies: unknown[] = [];
    server.use(
      // The payer's e-mail in a form the cabinet cannot read, the amount as text.
      http.get('*/api/payment/private', () =>
        HttpResponse.json({
          data: {
            ...toDetail(invoice),
            amount: String(invoice.amount),
            payer_email: { address: 'payer@example.com' },
            description: 'Order 42',
          },
        }),
      ),
      http.post('*/api/private/payment/set-data', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { amount: invoice.sum_to_pay, rate: invoice.rate } });
      }),
    );
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}?dialog=data`);
    const dialog = await screen.findByRole('dialog', { name: 'Change invoice data' });
    const email = within(dialog).getByRole('textbox', { name: 'Payer e-mail' });
    expect(email).toHaveValue('');
    expect(email).toHaveAccessibleDescription(/Unknown.*could not be read/);
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue(String(invoice.amount));
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Order 43');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Only the merchant's edit goes: the unread e-mail (and the unedited amount) stay the server's.
    expect(bodies[0]).toEqual({ invoice: invoice.id, description: 'Order 43' });
  });

  it('choose method: with the methods of the invoice unreadable, the menu says so instead of "no method is available"', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created' && i.type === 'in');
    server.use(
      http.get('*/api/payment/private', () =>
        HttpResponse.json({ data: { ...toDetail(invoice), available_methods: 'see the payment page' } }),
      ),
    );
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    const choose = await screen.findByRole('menuitem', { name: /Choose payment method/ });
    expect(choose).toHaveAttribute('aria-disabled', 'true');
    expect(choose).toHaveAccessibleDescription('The payment methods of this invoice could not be read.');
  });
});
