import { server } from '@mocks/node';
import { type InfiniteData, onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceKeys } from '@/api/invoices/invoices.queries';
import { getToasts, resetFeedback } from '@/components/feedback/feedback';
import type { InvoicePage as InvoiceListPage } from '@/features/invoices/invoice-refresh';
import { renderRoute } from '../render';

beforeEach(() => resetFeedback());

/**
 * Next pages (requests carrying the keyset cursor) of a list fail until `heal()`: with a 503,
 * or at the network level (`HttpResponse.error()`: the connection dropped, fetch rejects).
 */
function failNextPages(path: string, how: 'http' | 'network' = 'http') {
  let failing = true;
  let attempts = 0;
  server.use(
    http.get(`*${path}`, ({ request }) => {
      if (!new URL(request.url).searchParams.has('prevId')) return undefined;
      attempts += 1;
      if (!failing) return undefined;
      return how === 'network'
        ? HttpResponse.error()
        : HttpResponse.json({ messages: ['unknown_error'] }, { status: 503 });
    }),
  );
  return {
    heal: () => {
      failing = false;
    },
    attempts: () => attempts,
  };
}

describe('infinite lists: a failing next page stops, says so at the list end, and Try again works', () => {
  it('the replenishment history keeps its rows, asks once, offers Try again, and adds no duplicates', async () => {
    const next = failNextPages('/api/finance/replenishment/history');
    const { user } = await renderRoute('/finance/replenishment');
    const table = await screen.findByRole('table', { name: 'Replenishments' });
    const firstRows = within(table).getAllByRole('row').length;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = (await screen.findByText('Could not load more.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    // Nothing asks again by itself: one attempt (the query's own retries are off in tests).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(next.attempts()).toBe(1);
    expect(within(table).getAllByRole('row')).toHaveLength(firstRows);
    expect(getToasts()).toHaveLength(0);

    next.heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(firstRows));
    const ids = within(table)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.queryByText('Could not load more.')).not.toBeInTheDocument();
  });
});

const failedText = 'Could not load more.';
const linkIds = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.match(/\/\d+$/));

describe('infinite lists: a next page lost to the network is told like any other failure', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('invoices: a dropped connection shows the failure; rows the live refresh merges do not hide it', async () => {
    const next = failNextPages('/api/payment/list', 'network');
    // A tall window: the end of the first page is within two screens, so the list asks for
    // its next page on its own.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(4000);
    const { user, queryClient } = await renderRoute('/finance/invoice');
    await screen.findByRole('table', { name: 'Invoices' });
    await screen.findByText(failedText);
    const asked = next.attempts();
    expect(asked).toBe(1);

    // What the live refresh does with a new invoice: it writes it into the cached pages
    // (setQueryData), which clears the query's error. The page that failed is still missing:
    // the list end still says so, and nothing asks for it on its own.
    act(() => {
      queryClient.setQueriesData<InfiniteData<InvoiceListPage>>({ queryKey: invoiceKeys.lists() }, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        const newest = first?.invoices[0];
        if (!data || !first || !newest) return data;
        return {
          ...data,
          pages: [{ ...first, invoices: [{ ...newest, id: 999_002 }, ...first.invoices] }, ...rest],
        };
      });
    });
    await screen.findByRole('link', { name: 'Open invoice 999002' });
    expect(screen.getByText(failedText)).toBeInTheDocument();
    expect(screen.queryByText('Loading more invoices…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(next.attempts()).toBe(asked);

    next.heal();
    const alert = screen.getByText(failedText).closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(failedText)).not.toBeInTheDocument());
    expect(next.attempts()).toBeGreaterThan(asked);
    const ids = linkIds(screen.getByRole('table', { name: 'Invoices' }));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('replenishments: a next page asked for while the browser says it is offline fails and says so', async () => {
    const next = failNextPages('/api/finance/replenishment/history', 'network');
    const { user } = await renderRoute('/finance/replenishment');
    const table = await screen.findByRole('table', { name: 'Replenishments' });
    const firstRows = within(table).getAllByRole('row').length;
    // The connection is gone and the browser noticed (the `offline` event Query listens to).
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = (await screen.findByText(failedText)).closest('[role="alert"]') as HTMLElement;
    expect(next.attempts()).toBe(1);
    expect(within(table).getAllByRole('row')).toHaveLength(firstRows);

    act(() => onlineManager.setOnline(true));
    next.heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(firstRows));
    const ids = linkIds(table);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.queryByText(failedText)).not.toBeInTheDocument();
  });
});
