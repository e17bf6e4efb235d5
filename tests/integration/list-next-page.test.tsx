import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToasts, resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

beforeEach(() => resetFeedback());

/** Next pages (requests carrying the keyset cursor) of a history fail until `heal()`. */
function failNextPages(path: string) {
  let failing = true;
  let attempts = 0;
  server.use(
    http.get(`*${path}`, ({ request }) => {
      if (!new URL(request.url).searchParams.has('prevId')) return undefined;
      attempts += 1;
      return failing ? HttpResponse.json({ messages: ['unknown_error'] }, { status: 503 }) : undefined;
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
