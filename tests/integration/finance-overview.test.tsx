import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { financeDb } from '@mocks/db/finance';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ep from '@/api/finance/finance.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts live in a module-level store: start every test without the previous test's toasts.
beforeEach(() => resetFeedback());

describe('finance overview', () => {
  it('lists every wallet with its balance, hold, minimum balance and entry buttons', async () => {
    await renderRoute('/finance');
    const wallets = financeDb.wallets(DEMO_MERCHANT_ID);
    const region = await screen.findByRole('region', { name: 'Wallets' });
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(wallets.length);
    const btc = within(region).getByRole('article', { name: 'BTC' });
    expect(within(btc).getByText('Minimum balance')).toBeInTheDocument();
    expect(within(btc).getByText('0.00050000 BTC')).toBeInTheDocument();
    expect(within(btc).getByRole('link', { name: 'Top up the BTC wallet' })).toHaveAttribute(
      'href',
      '/finance/replenishment?currency=BTC',
    );
    expect(within(btc).getByRole('link', { name: 'Withdraw from the BTC wallet' })).toHaveAttribute(
      'href',
      '/finance/withdrawal?currency=BTC',
    );
  });

  it('shows the total balance with its change since the start of the day', async () => {
    await renderRoute('/finance');
    expect(await screen.findByText('Total balance')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('today')).toBeInTheDocument());
  });

  it('the chart step follows the period: over 31 days day is no longer offered', async () => {
    const { router, user } = await renderRoute('/finance?step=day');
    await user.click(await screen.findByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ period: 90, step: 'week' }));
    await user.click(screen.getByRole('combobox', { name: 'Step' }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Week', 'Month']);
  });

  it('gives the chart a text alternative: a table of the same points', async () => {
    await renderRoute('/finance?period=7');
    expect(await screen.findByRole('table', { name: 'Balance by date, USDT' })).toBeInTheDocument();
  });

  it('opens a new wallet for a currency that has none yet', async () => {
    const { user } = await renderRoute('/finance');
    const region = await screen.findByRole('region', { name: 'Wallets' });
    await within(region).findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'New wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a new wallet' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    const list = await screen.findByRole('listbox');
    const offered = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).not.toContain('USDT');
    expect(offered).toContain('SOL');
    await user.click(within(list).getByRole('option', { name: 'SOL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open wallet' }));
    expect(await screen.findByText('The SOL wallet is open.')).toBeInTheDocument();
    expect(await within(region).findByRole('article', { name: 'SOL' })).toBeInTheDocument();
  });

  it('a wallet failure shows an inline error with a retry, the rest of the page stays', async () => {
    server.use(
      handle(ep.wallets, () => {
        throw new MockError(500, ['unknown_error']);
      }),
    );
    await renderRoute('/finance');
    expect(await screen.findByText('The wallets could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance dynamics' })).toBeInTheDocument();
  });
});
