import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/api/stores/stores.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module-level store: start every test without them.
beforeEach(() => resetFeedback());

const MERCHANT = 1001;

function addStores(count: number) {
  for (let i = 1; i <= count; i += 1) {
    storesDb.create(MERCHANT, {
      title: `Zeta Shop ${String(i).padStart(2, '0')}`,
      business_scope: 'retail',
      main_url: `https://zeta-${i}.example.com`,
      default_invoice_ttl: 1800,
      payment_currency: 'USDT',
      available_payment_currencies: ['USDT'],
      redirect_urls: { success: '', fail: '' },
    });
  }
}

const table = () => screen.getByRole('table', { name: 'Stores' });
const titles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

const realMatchMedia = window.matchMedia;
const realObserver = window.IntersectionObserver;
afterEach(() => {
  window.matchMedia = realMatchMedia;
  window.IntersectionObserver = realObserver;
});

describe('Store list: rows', () => {
  it('shows every store with logo or initial, status, fees in percent and payments', async () => {
    await renderRoute('/store');
    expect(await screen.findByText('14 stores')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(15);
    const aurora = within(table()).getByRole('row', { name: /Aurora Coffee Roasters/ });
    const stored = storesDb.get(301);
    expect(within(aurora).getByText('Approved')).toBeInTheDocument();
    expect(within(aurora).getByText(`${(stored?.merchant_fee ?? 0) * 100}%`)).toBeInTheDocument();
    expect(within(aurora).getByText('Payments on')).toBeInTheDocument();
    expect(aurora.querySelector('img')?.getAttribute('src')).toMatch(
      /^https?:\/\/[^/]+\/media\/store-logos\//,
    );
    const iris = within(table()).getByRole('row', { name: /Iris Florist/ });
    expect(iris.querySelector('img')).toBeNull();
    expect(within(iris).getByText('I')).toBeInTheDocument();
  });

  it('opens settings for approved and returned stores, the overview otherwise', async () => {
    await renderRoute('/store');
    await screen.findByText('14 stores');
    expect(within(table()).getByRole('link', { name: 'Aurora Coffee Roasters' })).toHaveAttribute(
      'href',
      '/store/301/settings',
    );
    expect(within(table()).getByRole('link', { name: 'Fjord Outdoor Gear' })).toHaveAttribute(
      'href',
      '/store/306/settings',
    );
    expect(within(table()).getByRole('link', { name: 'Harbor Books' })).toHaveAttribute('href', '/store/308');
    expect(within(table()).getByRole('link', { name: 'Kestrel VPN' })).toHaveAttribute('href', '/store/311');
  });

  it('a click anywhere on a row opens the store', async () => {
    const { user, router } = await renderRoute('/store');
    await screen.findByText('14 stores');
    await user.click(
      within(within(table()).getByRole('row', { name: /Juniper Health/ })).getByText('Under review'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/310'));
  });

  it('shows cards instead of the table up to 992 px', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width: 992.98px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    await renderRoute('/store');
    const list = await screen.findByRole('list', { name: 'Stores' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    expect(within(list).getByRole('link', { name: 'Aurora Coffee Roasters' })).toHaveAttribute(
      'href',
      '/store/301/settings',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
  });
});

describe('Store list: sort, filters and search live in the URL', () => {
  it('sorts by a column; clicking it again reverses the order', async () => {
    const { user, router } = await renderRoute('/store');
    await screen.findByText('14 stores');
    await user.click(within(table()).getByRole('button', { name: 'Store' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'title', dir: 'asc' }));
    await waitFor(() => expect(titles()[0]).toBe('Aurora Coffee Roasters'));
    await user.click(within(table()).getByRole('button', { name: 'Store' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'title', dir: 'desc' }));
    await waitFor(() => expect(titles()[0]).toBe('Nimbus Cloud Tools'));
    expect(within(table()).getByRole('columnheader', { name: /Store/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('filters by several statuses', async () => {
    const { user, router } = await renderRoute('/store');
    await screen.findByText('14 stores');
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    await user.click(within(filters).getByRole('button', { name: 'Returned' }));
    await user.click(within(filters).getByRole('button', { name: 'Denied' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: ['denied', 'returned'] }),
    );
    expect(await screen.findByText('4 stores')).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Returned' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles().sort()).toEqual([
      'Fjord Outdoor Gear',
      'Golden Lotus Spa',
      'Kestrel VPN',
      'Lumen Art Prints',
    ]);
  });

  it('searches by title once typing pauses (debounced), on the client', async () => {
    const { user, router } = await renderRoute('/store');
    await screen.findByText('14 stores');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/store/list') requests.push(url.search);
    });
    const urls: string[] = [];
    const stop = router.subscribe('onResolved', () => urls.push(router.state.location.searchStr));
    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'lotus');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'lotus' }));
    expect(await screen.findByText('1 store')).toBeInTheDocument();
    expect(titles()).toEqual(['Golden Lotus Spa']);
    // One URL change for the typed word, none for each keystroke; the stores are not loaded again.
    expect(urls).toHaveLength(1);
    expect(requests).toEqual([]);
    stop();
    server.events.removeAllListeners();
  });

  it('restores sort, filters and search from a link', async () => {
    await renderRoute('/store?sort=title&dir=asc&status=%5B%22approved%22%5D&q=a');
    expect(await screen.findByRole('searchbox', { name: 'Search stores' })).toHaveValue('a');
    await waitFor(() => expect(titles()[0]).toBe('Aurora Coffee Roasters'));
    expect(titles().every(Boolean)).toBe(true);
    expect(screen.getByRole('button', { name: 'Approved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user, router } = await renderRoute('/store?q=nothing-like-this');
    expect(await screen.findByText('No stores match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('14 stores')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('');
  });

  it('invites to add the first store when there is none', async () => {
    server.use(handle(endpoints.storeList, () => ({ count: 0, stores: [] })));
    await renderRoute('/store');
    expect(await screen.findByText('You have no stores yet')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: 'Add a store' })
        .some((a) => a.getAttribute('href') === '/store/new'),
    ).toBe(true);
  });
});

describe('Store list: every store loaded, shown 20 at a time', () => {
  it('shows 20 rows and the rest with the "Load more" button, without loading again', async () => {
    addStores(10);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/store/list') requests.push(url.search);
    });
    const { user } = await renderRoute('/store?sort=title&dir=asc');
    expect(await screen.findByText('24 stores')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Showing 20 of 24')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // One keyset page of 100 by id held every store.
    expect(requests).toHaveLength(1);
    expect(new Set(titles()).size).toBe(24);
    server.events.removeAllListeners();
  });

  it('loads more when the end of the list comes within about two screens', async () => {
    addStores(10);
    const observers: Array<{ callback: IntersectionObserverCallback; margin: string | undefined }> = [];
    window.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin: string;
      readonly thresholds = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.rootMargin = options?.rootMargin ?? '';
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    await renderRoute('/store');
    expect(await screen.findByText('24 stores')).toBeInTheDocument();
    const observer = observers.at(-1);
    expect(observer?.margin).toMatch(/200%/);
    await act(async () => {
      observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(25));
    vi.restoreAllMocks();
  });
});
