import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ep from '@/api/finance/finance.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Issue 13, case 4 and the rest of SPEC section 7 "Finance": answers of a backend written only
// from SPEC (the shapes it may choose where SPEC is silent).

beforeEach(() => resetFeedback());

/** Answers a call with `data` as it stands (not through the demo's handler). */
const answer = (path: string, data: unknown, method: 'get' | 'post' = 'get') =>
  http[method](`*${path}`, () => HttpResponse.json({ data }));

const cardOf = (title: string) => {
  const card = screen.getByRole('link', { name: title }).closest('[class*="card"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card around ${title}`);
  return card;
};

async function totalBalanceCard() {
  const label = await screen.findByText('Total balance');
  const card = label.closest('[class*="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('no total balance card');
  await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'));
  return card;
}

describe('the balance SPEC names (issue 13, case 4)', () => {
  it('`balance` is read: the dashboard card shows 34,175.06 USDT, not 0.00', async () => {
    server.use(answer('/api/finance/balance', { currency: 'USDT', balance: 34175.06, day_change: 0 }));
    await renderRoute('/');
    await screen.findByRole('link', { name: 'Balance' });
    await waitFor(() => expect(cardOf('Balance')).not.toHaveAttribute('aria-busy'));
    const card = cardOf('Balance');
    expect(within(card).getByText('34,175.06')).toBeInTheDocument();
    expect(within(card).getByText('USDT')).toBeInTheDocument();
    // The change of the day arrived as 0: that 0 is shown, the balance itself is not 0.00.
    expect(within(card).queryByText('0.00')).not.toBeInTheDocument();
    expect(within(card).getByText('0.00 USDT')).toBeInTheDocument();
  });

  it('`balance` is read on /finance as well, and the bare number is accepted too', async () => {
    server.use(answer('/api/finance/balance', 34175.06));
    await renderRoute('/finance');
    const card = await totalBalanceCard();
    expect(within(card).getByText('34,175.06')).toBeInTheDocument();
    // No day_change came (it is ours): the change is hidden, not shown as 0.
    expect(within(card).queryByText('today')).not.toBeInTheDocument();
  });

  it('a balance that did not arrive shows Unknown, never 0; the change without day_change is hidden', async () => {
    server.use(answer('/api/finance/balance', { currency: 'USDT' }));
    await renderRoute('/finance');
    const card = await totalBalanceCard();
    expect(within(card).getByText('Unknown')).toBeInTheDocument();
    expect(within(card).queryByText(/0\.00/)).not.toBeInTheDocument();
    expect(within(card).queryByText('today')).not.toBeInTheDocument();
  });

  it('the day change SPEC does not name is shown only when it comes', async () => {
    server.use(answer('/api/finance/balance', { balance: '1200.5', day_change: -20 }));
    await renderRoute('/');
    await screen.findByRole('link', { name: 'Balance' });
    await waitFor(() => expect(cardOf('Balance')).not.toHaveAttribute('aria-busy'));
    const card = cardOf('Balance');
    expect(within(card).getByText('1,200.50')).toBeInTheDocument();
    expect(within(card).getByText('−20.00 USDT')).toBeInTheDocument();
  });
});

describe('statistics cards read tolerantly (a helper call SPEC does not show)', () => {
  it('a missing figure says Unknown and no percent change; a figure without its previous one has no change', async () => {
    server.use(answer('/api/finance/statistics', { income: { current: 150 } }));
    await renderRoute('/');
    await screen.findByRole('link', { name: 'Income' });
    await waitFor(() => expect(cardOf('Income')).not.toHaveAttribute('aria-busy'));
    const income = cardOf('Income');
    expect(within(income).getByText('150.00')).toBeInTheDocument();
    expect(within(income).queryByText(/%/)).not.toBeInTheDocument();
    for (const title of ['Payout', 'Conversion']) {
      const card = cardOf(title);
      expect(within(card).getByText('Unknown')).toBeInTheDocument();
      expect(within(card).queryByText(/%|0\.00/)).not.toBeInTheDocument();
    }
  });
});

/** Invoice rows of type deposit as a backend written from SPEC may send them (section 3 names). */
const depositRows = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    create_timestamp: 1_760_000_000 + (firstId + index) * 3600,
    currency: 'USDT',
    sum_to_pay: 10 + firstId + index,
    fee_sum: 0.1,
    total_sum: 9.9 + firstId + index,
    details: `TAddress${firstId + index}`,
    status: 'success',
    type: 'deposit',
  }));

describe('replenishment and withdrawal histories ("a list", SPEC section 7)', () => {
  it('a bare list of invoice rows, sent all at once and oldest first, is shown once, newest first', async () => {
    const rows = depositRows(60);
    (rows[0] as { status: string }).status = 'frozen';
    let calls = 0;
    server.use(
      http.get('*/api/finance/replenishment/history', () => {
        calls++;
        return HttpResponse.json({ data: rows });
      }),
    );
    await renderRoute('/finance/replenishment?currency=USDT');
    const table = await screen.findByRole('table', { name: 'Replenishments' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(60);
    // Newest first although the backend ignored our sort; amounts from sum_to_pay.
    expect(within(body[0] as HTMLElement).getByRole('link', { name: 'Open replenishment 60' })).toBeVisible();
    expect(within(body[0] as HTMLElement).getByText('70.00')).toBeInTheDocument();
    // A status outside the known set is shown as it came, without breaking the list.
    expect(within(body[59] as HTMLElement).getByText('frozen')).toBeInTheDocument();
    // A page longer than asked is the whole list: nothing more is asked for.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('a backend that ignores prevId: the second page brings nothing new, the list stops without repeating', async () => {
    const page = depositRows(50);
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/finance/withdrawal/history', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('prevId'));
        return HttpResponse.json({ data: { list: page } });
      }),
    );
    const { user } = await renderRoute('/finance/withdrawal');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(50);
    expect(seen).toEqual([null, '50']);
  });
});

describe('wallets and writes SPEC shows no answer for', () => {
  it('wallets with a currency only: balance, hold and available are Unknown, not 0.00', async () => {
    server.use(answer('/api/finance/wallets', { list: [{ currency: 'USDT' }] }));
    await renderRoute('/finance');
    const region = await screen.findByRole('region', { name: 'Wallets' });
    const usdt = await within(region).findByRole('article', { name: 'USDT' });
    // Balance, available and hold did not arrive: "Unknown"; the minimum balance did (its own call).
    expect(within(usdt).getAllByText('Unknown')).toHaveLength(3);
    expect(within(usdt).queryByText('0.00 USDT')).not.toBeInTheDocument();
    expect(within(usdt).queryByText('0.00')).not.toBeInTheDocument();
  });

  it('an empty withdrawal answer is a success: the page stays and the history is asked again', async () => {
    let historyCalls = 0;
    server.use(
      handle(ep.withdrawal, () => null),
      http.get('*/api/finance/withdrawal/history', () => {
        historyCalls++;
        // Falls through to the demo handler.
      }),
    );
    const { router, user } = await renderRoute('/finance/withdrawal?currency=USDT');
    const form = await screen.findByRole('region', { name: 'Withdraw' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Payout method' })).toHaveTextContent(/fee/),
    );
    const before = historyCalls;
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '25');
    await user.type(
      within(form).getByRole('textbox', { name: 'Destination address' }),
      'TQnDestinationAddress0001',
    );
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/finance/withdrawal');
    await waitFor(() => expect(historyCalls).toBeGreaterThan(before));
  });
});

describe('favourites (kept per merchant, keyed by address; SPEC shows no other field)', () => {
  it('a favourite with an address only is listed by its address and can be used for the wallet', async () => {
    server.use(answer('/api/finance/favorites', { list: [{ address: 'TFavouriteOnlyAddress' }] }));
    const { user } = await renderRoute('/finance/withdrawal?currency=USDT');
    const form = await screen.findByRole('region', { name: 'Withdraw' });
    const use = await within(form).findByRole('button', { name: 'Use TFavouriteOnlyAddress' });
    expect(use).toBeEnabled();
    await user.click(use);
    expect(within(form).getByRole('textbox', { name: 'Destination address' })).toHaveValue(
      'TFavouriteOnlyAddress',
    );
  });
});

describe('the balance chart of one wallet (our currency parameter)', () => {
  it('a backend that ignores it answers the whole balance: the chart says so and shows USDT', async () => {
    server.use(
      answer('/api/finance/balance-chart', [
        { date: 1_760_000_000, balance: 100 },
        { date: 1_760_086_400, balance: 120 },
      ]),
    );
    await renderRoute('/finance?currency=BTC&period=7');
    expect(
      await screen.findByText(
        'The server sent the balance of every wallet, not of BTC alone: shown in USDT.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Balance by date, USDT' })).toBeInTheDocument();
  });
});
