import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { type InvoiceRecord, invoicesDb, toRow } from '@mocks/db/invoices';
import { storesDb } from '@mocks/db/stores';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '../render';

// Renders of the whole app are slow on a busy machine (the first one loads every module).
// The dashboard against a backend that chose other plausible forms where SPEC.md and
// API-NOTES.md are silent: every figure, date and list is read by its kind; what cannot be read
// says so, never 0, "none" or "all done".

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
  window.localStorage.removeItem('dashboardActiveMode');
});

const cardOf = (title: string) => {
  const card = screen.getByRole('link', { name: title }).closest('[class*="card"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card around ${title}`);
  return card;
};

const latest = () =>
  invoicesDb
    .all(DEMO_MERCHANT_ID)
    .sort((a, b) => b.create_timestamp - a.create_timestamp || b.id - a.id)
    .slice(0, 5);

/** A row with its id and figures as text and its time in milliseconds. */
const textRow = (inv: InvoiceRecord) => ({
  ...toRow(inv),
  id: String(inv.id),
  create_timestamp: inv.create_timestamp * 1000,
  total_sum: String(inv.total_sum),
});

/** The dashboard table's list call (the checklist asks the same list for successful payments). */
const latestInvoices = (invoices: unknown) =>
  http.get('*/api/payment/list', ({ request }) =>
    new URL(request.url).searchParams.has('status') ? undefined : HttpResponse.json({ data: { invoices } }),
  );

describe('dashboard statistics cards', () => {
  it('figures that did not come are "Unknown", never 0 and never a made-up percent change; figures as text are read', async () => {
    server.use(
      http.get('*/api/finance/statistics', () =>
        HttpResponse.json({
          data: {
            income: { current: '1500', previous: '1000' },
            payout: { previous: 200 },
            conversion: null,
          },
        }),
      ),
      http.get('*/api/finance/balance', () => HttpResponse.json({ data: { currency: 'USDT' } })),
    );
    await renderRoute('/');
    await waitFor(() => expect(cardOf('Income')).not.toHaveAttribute('aria-busy'));
    expect(within(cardOf('Income')).getByText('1,500.00')).toBeInTheDocument();
    expect(within(cardOf('Income')).getByText('+50%')).toBeInTheDocument();
    for (const title of ['Payout', 'Conversion', 'Balance']) {
      await waitFor(() => expect(cardOf(title)).not.toHaveAttribute('aria-busy'));
      const card = cardOf(title);
      expect(within(card).getByText('Unknown')).toBeInTheDocument();
      expect(card.textContent).not.toMatch(/\d/);
      expect(card.textContent).not.toContain('—');
    }
  });

  it.each([375, 1550])(
    'a 12-digit amount shows whole on the cards at %i px: set smaller to fit, never cut',
    async (width) => {
      emulateWidth(width);
      server.use(
        http.get('*/api/finance/statistics', () =>
          HttpResponse.json({
            data: {
              income: { current: 999_999_999_999.99, previous: 1 },
              payout: { current: 123_456_789_012.34, previous: 1 },
              conversion: { current: 40, previous: 20 },
            },
          }),
        ),
        http.get('*/api/finance/balance', () =>
          HttpResponse.json({ data: { balance: 999_999_999_999.99, currency: 'USDT', day_change: 10 } }),
        ),
      );
      await renderRoute('/');
      for (const [title, shown] of [
        ['Income', '999,999,999,999.99'],
        ['Payout', '123,456,789,012.34'],
        ['Balance', '999,999,999,999.99'],
      ] as const) {
        await waitFor(() => expect(within(cardOf(title)).getByText(shown)).toBeInTheDocument());
        // The figure and its currency sit in a box that sets them smaller when they would not fit.
        const fit = within(cardOf(title)).getByText(shown).closest('[data-fit]');
        const box = fit?.firstElementChild;
        if (!(box instanceof HTMLElement)) throw new Error(`no fitting box around ${title}`);
        const em = Number(box.style.getPropertyValue('--fit-em'));
        expect(em).toBeGreaterThanOrEqual(shown.length * 0.5 + 'USDT'.length * 0.5);
      }
    },
  );
});

describe('dashboard transaction history', () => {
  it('rows whose ids and figures come as text and times in milliseconds are listed with their real dates', async () => {
    const rows = latest();
    server.use(latestInvoices(rows.map(textRow)));
    await renderRoute('/');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Latest invoices' })).getAllByRole('row')).toHaveLength(
        6,
      ),
    );
    const table = screen.getByRole('table', { name: 'Latest invoices' });
    const first = rows[0] as InvoiceRecord;
    expect(within(table).getByRole('link', { name: String(first.id) })).toBeInTheDocument();
    expect(within(table).getAllByText(formatDateTime(first.create_timestamp, 'en')).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
    expect(table.textContent).not.toMatch(/\b5\d{4}\b/);
  });

  it('the cards on a phone read them the same way', async () => {
    emulateWidth(375);
    const rows = latest();
    server.use(latestInvoices(rows.map(textRow)));
    await renderRoute('/');
    const cards = await screen.findByRole('list', { name: 'Latest invoices' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    const first = rows[0] as InvoiceRecord;
    expect(within(cards).getAllByText(formatDateTime(first.create_timestamp, 'en')).length).toBeGreaterThan(
      0,
    );
  });

  it('a list answer it cannot read says so with Try again, never "No transactions yet"', async () => {
    let invoices: unknown = 'unavailable';
    server.use(
      http.get('*/api/payment/list', ({ request }) =>
        new URL(request.url).searchParams.has('status')
          ? undefined
          : HttpResponse.json({ data: { invoices } }),
      ),
    );
    const { user } = await renderRoute('/');
    expect(await screen.findByText('The latest invoices could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
    invoices = latest().map(textRow);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Latest invoices' })).getAllByRole('row')).toHaveLength(
        6,
      ),
    );
  });

  it.each([375, 1550])('a 12-digit total shows whole at %i px', async (width) => {
    emulateWidth(width);
    const rows = latest().map((inv) => ({ ...toRow(inv), total_sum: 999_999_999_999.99 }));
    server.use(latestInvoices(rows));
    await renderRoute('/');
    await waitFor(() => expect(screen.getAllByText('999,999,999,999.99')).toHaveLength(5));
    if (width > 992) {
      for (const figure of screen.getAllByText('999,999,999,999.99')) {
        expect(figure.closest('[data-fit]')).not.toBeNull();
      }
    }
  });
});

describe('dashboard in / out chart', () => {
  it('days the answer left out are zero: every day of the range is on the chart', async () => {
    window.localStorage.setItem('dashboardActiveMode', 'InOutChart');
    const day = (back: number) => dayjs().subtract(back, 'day').startOf('day');
    server.use(
      http.get('*/api/finance/in-out-chart', () =>
        HttpResponse.json({
          data: [
            [day(20).unix() * 1000, '120.5', '20'],
            [day(10).unix(), 80, 0],
          ],
        }),
      ),
    );
    await renderRoute('/');
    const table = await screen.findByRole('table', { name: 'Inflows and outflows, USDT' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The default range: 30 days through today, one row each.
    expect(rows).toHaveLength(30);
    const rowOf = (back: number) => rows[29 - back] as HTMLElement;
    expect(rowOf(20)).toHaveTextContent('120.50 USDT');
    expect(rowOf(20)).toHaveTextContent('20.00 USDT');
    expect(rowOf(10)).toHaveTextContent('80.00 USDT');
    for (const back of [0, 5, 15, 19, 21, 29]) {
      expect(within(rowOf(back)).getAllByText('0.00 USDT')).toHaveLength(2);
    }
    expect(within(rowOf(0)).getByRole('rowheader')).toHaveTextContent(dayjs().format('MM/DD'));
  });

  it('an answer it cannot read says the chart could not be loaded, never a flat line', async () => {
    window.localStorage.setItem('dashboardActiveMode', 'InOutChart');
    server.use(http.get('*/api/finance/in-out-chart', () => HttpResponse.json({ data: 'unavailable' })));
    await renderRoute('/');
    expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Inflows and outflows, USDT' })).not.toBeInTheDocument();
  });
});

describe('dashboard stores carousel', () => {
  it('stores whose ids and counts come as text are all shown, never "no stores"', async () => {
    server.use(
      http.get('*/api/store/list', ({ request }) => {
        if (new URL(request.url).searchParams.get('short') === '1') return undefined;
        const stores = storesDb.all(DEMO_MERCHANT_ID).map((store) => ({ ...store, id: String(store.id) }));
        return HttpResponse.json({ data: { count: String(stores.length), stores } });
      }),
    );
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: 'Stores (14)' });
    expect(within(region).getAllByRole('group')).toHaveLength(15);
    expect(within(region).getByRole('link', { name: 'Aurora Coffee Roasters' })).toHaveAttribute(
      'href',
      '/store/301/settings',
    );
  });
});

describe('dashboard setup checklist', () => {
  it('a step whose values could not be read is "Not known yet", never done or to do', async () => {
    server.use(
      http.get('*/api/store/list', ({ request }) => {
        if (new URL(request.url).searchParams.get('short') === '1') return undefined;
        // Every callback URL in a form the cabinet cannot read.
        const stores = storesDb
          .all(DEMO_MERCHANT_ID)
          .map((store) => ({ ...store, callback_url: { url: store.callback_url } }));
        return HttpResponse.json({ data: { count: stores.length, stores } });
      }),
    );
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: 'Get ready to accept payments' });
    const step = within(region).getByRole('link', { name: 'Set a callback URL' }).closest('li');
    expect(step).toHaveTextContent('Not known yet');
  });
});
