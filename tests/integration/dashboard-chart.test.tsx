import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserTimeZone } from '@/api/finance/finance.queries';
import { renderRoute } from '../render';

/** Non-archived demo stores (the filter leaves archived ones out). */
const ACTIVE_STORE_IDS = [301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 313, 314];

function chartRequests() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/finance/in-out-chart') urls.push(url);
  });
  return urls;
}

async function renderChart() {
  const view = await renderRoute('/');
  // The chart's code is loaded on demand the first time.
  await screen.findByRole('figure', { name: 'Inflows and outflows, USDT' });
  return view;
}

beforeEach(() => {
  window.localStorage.setItem('dashboardActiveMode', 'InOutChart');
});

// Rendering the SVG chart in jsdom is slow on a busy machine.
describe('dashboard in/out chart (SPEC sections 2, 4, 5)', () => {
  it('requests the chart with every parameter: merchant, step, zone, each store, both dates, currencies', async () => {
    const requests = chartRequests();
    const { user } = await renderChart();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: /^Currencies/ }));
    const currencies = await screen.findByRole('listbox', { name: 'Currencies' });
    expect(within(currencies).queryByRole('option', { name: 'USDT' })).not.toBeInTheDocument();
    await user.click(within(currencies).getByRole('option', { name: 'BTC' }));

    await waitFor(() => expect(requests.some((url) => url.searchParams.has('paymentCurrency'))).toBe(true));
    const query = requests.find((url) => url.searchParams.has('paymentCurrency'))?.searchParams;
    expect(query?.get('merchantId')).toBe('1001');
    expect(query?.get('groupBy')).toBe('day');
    expect(query?.get('tzName')).toBe(browserTimeZone());
    expect(query?.getAll('storeId').map(Number)).toEqual(ACTIVE_STORE_IDS);
    expect(Number(query?.get('startDate'))).toBe(dayjs().subtract(29, 'day').startOf('day').unix());
    expect(Number(query?.get('endDate'))).toBe(dayjs().endOf('day').unix());
    expect(query?.getAll('paymentCurrency')).toEqual(['BTC']);
  });

  it('draws the chart with a text alternative listing date, inflow and outflow', async () => {
    await renderChart();
    const table = await screen.findByRole('table', { name: 'Inflows and outflows, USDT' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Inflow', 'Outflow']);
    // 30 days by day: 30 rows of data.
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('rowheader')[29]).toHaveTextContent(dayjs().format('MM/DD'));
    expect(screen.getByRole('img', { name: 'Inflows and outflows, USDT' })).toBeInTheDocument();
  });

  it('shows up to 2 chosen currency tags on desktop and the rest as +N', async () => {
    const { user } = await renderChart();
    await user.click(screen.getByRole('button', { name: /^Currencies/ }));
    const list = await screen.findByRole('listbox', { name: 'Currencies' });
    for (const code of ['BTC', 'ETH', 'TRX'])
      await user.click(within(list).getByRole('option', { name: code }));
    const trigger = screen.getByRole('button', { name: /^Currencies/ });
    expect(trigger).toHaveTextContent('BTCETH+1');
  });

  it('searches currencies case-insensitively', async () => {
    const { user } = await renderChart();
    await user.click(screen.getByRole('button', { name: /^Currencies/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Search currencies' }), 'et');
    expect(
      within(screen.getByRole('listbox', { name: 'Currencies' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ETH']);
  });

  it('applies the store choice only on OK; Escape closes without applying', async () => {
    const requests = chartRequests();
    const { user, router } = await renderChart();
    await waitFor(() => expect(requests.length).toBe(1));
    const trigger = screen.getByRole('button', { name: /^Stores/ });
    expect(trigger).toHaveTextContent('All stores');

    await user.click(trigger);
    let list = await screen.findByRole('listbox', { name: 'Stores' });
    await user.click(within(list).getByRole('option', { name: 'Aurora Coffee Roasters' }));
    expect(within(list).getByRole('option', { name: 'Aurora Coffee Roasters' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Stores' })).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('All stores');
    expect(router.state.location.search).not.toHaveProperty('stores');

    await user.click(trigger);
    list = await screen.findByRole('listbox', { name: 'Stores' });
    expect(within(list).getByRole('option', { name: 'Aurora Coffee Roasters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(list).getByRole('option', { name: 'Aurora Coffee Roasters' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(trigger).toHaveTextContent('12 stores');
    await waitFor(() => expect(requests.length).toBe(2));
    expect(requests[1]?.searchParams.getAll('storeId').map(Number)).toEqual(ACTIVE_STORE_IDS.slice(1));
  });

  it('ticks select-all when every store is chosen; with none chosen the chart is emptied and not fetched', async () => {
    const requests = chartRequests();
    const { user } = await renderChart();
    await waitFor(() => expect(requests.length).toBe(1));
    await user.click(screen.getByRole('button', { name: /^Stores/ }));
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    for (const option of within(screen.getByRole('listbox', { name: 'Stores' })).getAllByRole('option')) {
      expect(option).toHaveAttribute('aria-selected', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Choose at least one store')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Inflows and outflows, USDT' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('filters stores by title case-insensitively and says "not found" when nothing matches', async () => {
    const { user } = await renderChart();
    await user.click(screen.getByRole('button', { name: /^Stores/ }));
    const search = await screen.findByRole('combobox', { name: 'Search stores' });
    await user.type(search, 'AURORA');
    expect(within(screen.getByRole('listbox', { name: 'Stores' })).getAllByRole('option')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('moves through stores with ArrowDown / ArrowUp, toggles with Enter; Tab reaches OK, which applies', async () => {
    const requests = chartRequests();
    const { user } = await renderChart();
    await waitFor(() => expect(requests.length).toBe(1));
    await user.click(screen.getByRole('button', { name: /^Stores/ }));
    const search = await screen.findByRole('combobox', { name: 'Search stores' });
    await user.click(search);
    const options = within(screen.getByRole('listbox', { name: 'Stores' })).getAllByRole('option');
    // Opening highlights the first chosen store; the arrows move on from it.
    expect(search).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(requests).toHaveLength(1);
    const ok = screen.getByRole('button', { name: 'OK' });
    for (let step = 0; step < 5 && document.activeElement !== ok; step += 1) await user.tab();
    expect(ok).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.length).toBe(2));
    expect(requests[1]?.searchParams.getAll('storeId').map(Number)).toEqual(
      ACTIVE_STORE_IDS.filter((_, index) => index !== 1),
    );
  });

  it('switches the step to week for a 90-day range and offers week and month only', async () => {
    const requests = chartRequests();
    const { user, router } = await renderChart();
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    const start = await screen.findByLabelText('Start date');
    const from = dayjs().subtract(89, 'day').format('YYYY-MM-DD');
    await user.clear(start);
    await user.type(start, from);
    await user.tab();

    await waitFor(() =>
      expect(requests.some((url) => url.searchParams.get('groupBy') === 'week')).toBe(true),
    );
    expect(router.state.location.search).toMatchObject({ from, step: 'week' });
    await user.keyboard('{Escape}');
    const step = screen.getByRole('combobox', { name: 'Step' });
    expect(step).toHaveTextContent('Week');
    await user.click(step);
    expect(await screen.findByRole('option', { name: 'Week' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Month' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Day' })).not.toBeInTheDocument();
  });

  it('clamps a typed start later than the end to the end', async () => {
    const { user, router } = await renderChart();
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    const start = await screen.findByLabelText('Start date');
    await user.clear(start);
    await user.type(start, dayjs().add(5, 'day').format('YYYY-MM-DD'));
    await user.tab();
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: today }));
    expect(start).toHaveValue(today);
  });

  it('alternates calendar clicks between start and end and reorders swapped dates', async () => {
    const { user, router } = await renderChart();
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    const month = dayjs().startOf('month');
    const day = (n: number) =>
      screen.getByRole('button', {
        name: new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(month.date(n).toDate()),
      });
    expect(await screen.findByText('Choose the start date')).toBeInTheDocument();
    await user.click(day(20));
    expect(screen.getByText('Now choose the end date')).toBeInTheDocument();
    await user.click(day(10));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        from: month.date(10).format('YYYY-MM-DD'),
        to: month.date(20).format('YYYY-MM-DD'),
      }),
    );
  });
});
