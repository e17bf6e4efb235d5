import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { invoiceList } from '@/api/invoices/invoices.endpoints';
import { renderRoute } from '../render';

/** The table's list requests (the setup checklist asks the same list for successful payments only). */
function listRequests() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/payment/list' && !url.searchParams.has('status')) urls.push(url);
  });
  return urls;
}

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

/** The table once its rows are in (the first one on screen may be its loading placeholder). */
async function loadedTable(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: 'Latest invoices' })).getAllByRole('row')).toHaveLength(
      6,
    ),
  );
  return screen.getByRole('table', { name: 'Latest invoices' });
}

describe('dashboard transaction history (SPEC section 2)', () => {
  it('shows the latest 5 invoices by create_timestamp desc, one request, no more pages', async () => {
    const requests = listRequests();
    await renderRoute('/');
    const table = await loadedTable();
    expect(requests).toHaveLength(1);
    const query = requests[0]?.searchParams;
    expect(query?.get('pageSize')).toBe('5');
    expect(query?.get('sortColumn')).toBe('create_timestamp');
    expect(query?.get('sortDirection')).toBe('desc');
    expect(query?.get('merchantId')).toBe('1001');

    const rows = within(table).getAllByRole('row').slice(1);
    const idLink = within(rows[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    expect(idLink).toHaveAttribute('href', `/finance/invoice/${idLink.textContent}`);
    expect(screen.getByRole('link', { name: 'Show the rest' })).toHaveAttribute('href', '/finance/invoice');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Transaction history' }),
    ).toHaveAttribute('href', '/finance/invoice');
  });

  it('sorts only by the date column, toggling asc and desc on each click', async () => {
    const { user, router } = await renderRoute('/');
    const table = await loadedTable();
    const ids = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]?.textContent);
    const newestFirst = ids();

    const date = within(table).getByRole('columnheader', { name: /Date/ });
    expect(date).toHaveAttribute('aria-sort', 'descending');
    for (const name of ['Invoice', 'Store', 'Type', 'Amount', 'Status']) {
      const header = within(table).getByRole('columnheader', { name });
      expect(header).not.toHaveAttribute('aria-sort');
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    }

    await user.click(within(date).getByRole('button', { name: /Date/ }));
    expect(date).toHaveAttribute('aria-sort', 'ascending');
    expect(ids()).toEqual([...newestFirst].reverse());
    expect(router.state.location.search).toMatchObject({ sort: 'asc' });

    await user.click(within(date).getByRole('button', { name: /Date/ }));
    expect(date).toHaveAttribute('aria-sort', 'descending');
    expect(ids()).toEqual(newestFirst);
  });

  it('says transaction_table.data_is_empty when there are no invoices', async () => {
    server.use(handle(invoiceList, () => ({ invoices: [] })));
    await renderRoute('/');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('turns the table into a card list up to 992 px, each card opening its invoice', async () => {
    emulateWidth(992);
    await renderRoute('/');
    const list = await screen.findByRole('list', { name: 'Latest invoices' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(5));
    for (const card of within(list).getAllByRole('link')) {
      const id = /^Invoice (\d+),/.exec(card.getAttribute('aria-label') ?? '')?.[1];
      expect(card).toHaveAttribute('href', `/finance/invoice/${id}`);
    }
    expect(screen.queryByRole('table', { name: 'Latest invoices' })).not.toBeInTheDocument();
  });

  it('switches modes with pressed-state buttons and keeps the mode in dashboardActiveMode', async () => {
    const { user } = await renderRoute('/');
    const table = screen.getByRole('button', { name: 'Table' });
    const chart = screen.getByRole('button', { name: 'Chart' });
    expect(table).toHaveAttribute('aria-pressed', 'true');
    expect(chart).toHaveAttribute('aria-pressed', 'false');

    await user.click(chart);
    expect(chart).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('dashboardActiveMode')).toBe('InOutChart');
    expect(await screen.findByRole('figure', { name: 'Inflows and outflows, USDT' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Latest invoices' })).not.toBeInTheDocument();

    await user.click(table);
    expect(window.localStorage.getItem('dashboardActiveMode')).toBe('TransactionTable');
    expect(await screen.findByRole('table', { name: 'Latest invoices' })).toBeInTheDocument();
  });

  it('reads the stored mode case-insensitively and falls back to the table', async () => {
    window.localStorage.setItem('dashboardActiveMode', 'inoutCHART');
    await renderRoute('/');
    expect(screen.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('figure', { name: 'Inflows and outflows, USDT' })).toBeInTheDocument();
  });

  it('shows the table for an unknown stored mode', async () => {
    window.localStorage.setItem('dashboardActiveMode', 'pie');
    await renderRoute('/');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('table', { name: 'Latest invoices' })).toBeInTheDocument();
  });
});
