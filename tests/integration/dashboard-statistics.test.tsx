import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statistics } from '@/api/dashboard/dashboard.endpoints';
import { profileKeys } from '@/api/profile/profile.queries';
import { renderRoute } from '../render';

const cardOf = (title: string) => {
  const card = screen.getByRole('link', { name: title }).closest('[class*="card"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card around ${title}`);
  return card;
};

describe('dashboard statistics cards', () => {
  it('show skeletons while loading, then the figures and the change against the earlier period', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle(statistics, async () => {
        await gate;
        return {
          income: { current: 150, previous: 100 },
          payout: { current: 0, previous: 0 },
          conversion: { current: 40, previous: 0 },
        };
      }),
    );
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    for (const title of ['Income', 'Payout', 'Conversion']) {
      expect(cardOf(title)).toHaveAttribute('aria-busy', 'true');
      // The caption is known before the figures: shown at once, it keeps the card's height
      // wherever it wraps (a narrow card, a long language).
      expect(within(cardOf(title)).getByText('vs yesterday')).toBeInTheDocument();
    }
    release();

    await waitFor(() => expect(cardOf('Income')).not.toHaveAttribute('aria-busy'));
    const income = cardOf('Income');
    expect(within(income).getByText('150.00')).toBeInTheDocument();
    expect(within(income).getByText('+50%')).toBeInTheDocument();
    expect(within(income).getByText('vs yesterday')).toBeInTheDocument();
    // Both periods zero: 0 %; earlier period zero and the current not: 100 %.
    expect(within(cardOf('Payout')).getByText('0%')).toBeInTheDocument();
    expect(within(cardOf('Conversion')).getByText('40%')).toBeInTheDocument();
    expect(within(cardOf('Conversion')).getByText('+100%')).toBeInTheDocument();
  });

  it('link every card to /finance and give each of Income, Payout and Conversion its own period', async () => {
    const periods: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/finance/statistics') periods.push(url.searchParams.get('period') ?? '');
    });
    const { user, router } = await renderRoute('/');
    for (const title of ['Balance', 'Income', 'Payout', 'Conversion']) {
      expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href', '/finance');
    }
    await waitFor(() => expect(cardOf('Balance')).not.toHaveAttribute('aria-busy'));
    expect(within(cardOf('Balance')).getByText('USDT')).toBeInTheDocument();

    // As a mouse does: the pointer arrives (the dropdown code loads, the real select takes
    // the stand-in's place), then presses.
    await user.hover(screen.getByRole('combobox', { name: 'Payout period' }));
    await waitFor(() =>
      expect(
        screen
          .getByRole('combobox', { name: 'Payout period' })
          .parentElement?.querySelector('input[aria-hidden="true"]'),
      ).not.toBeNull(),
    );
    await user.click(screen.getByRole('combobox', { name: 'Payout period' }));
    await user.click(await screen.findByRole('option', { name: 'This month' }));

    await waitFor(() => expect(periods).toContain('month'));
    expect(router.state.location.search).toMatchObject({ payout: 'month' });
    expect(screen.getByRole('combobox', { name: 'Payout period' })).toHaveTextContent('This month');
    expect(screen.getByRole('combobox', { name: 'Income period' })).toHaveTextContent('Today');
    expect(screen.getByRole('combobox', { name: 'Conversion period' })).toHaveTextContent('Today');
  });

  it('reloads for a new merchant and aborts the previous merchant’s requests in flight', async () => {
    const seen: Array<{ merchantId: string | null; signal: AbortSignal }> = [];
    server.use(
      handle(statistics, ({ request }) => {
        seen.push({
          merchantId: new URL(request.url).searchParams.get('merchantId'),
          signal: request.signal,
        });
        // Never answers until the request is aborted.
        return new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => resolve(new Response(null, { status: 499 })));
        });
      }),
    );
    const { queryClient } = await renderRoute('/');
    await waitFor(() => expect(seen.some((entry) => entry.merchantId === '1001')).toBe(true));
    const first = seen.filter((entry) => entry.merchantId === '1001');
    expect(first.every((entry) => !entry.signal.aborted)).toBe(true);

    act(() => {
      queryClient.setQueryData(profileKeys.person(), (person: { id: number } | undefined) =>
        person ? { ...person, id: 2002 } : person,
      );
    });

    await waitFor(() => expect(first.every((entry) => entry.signal.aborted)).toBe(true));
    await waitFor(() => expect(seen.some((entry) => entry.merchantId === '2002')).toBe(true));
  });
});
