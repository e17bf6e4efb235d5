import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { financeDb } from '@mocks/db/finance';
import { invoicesDb } from '@mocks/db/invoices';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ep from '@/api/finance/finance.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts live in a module-level store: start every test without the previous test's toasts.
beforeEach(() => resetFeedback());

describe('replenishment', () => {
  it('shows the deposit address of the chosen currency with a copy button', async () => {
    await renderRoute('/finance/replenishment?currency=BTC');
    const address = financeDb.address(DEMO_MERCHANT_ID, 'BTC')?.address as string;
    const panel = await screen.findByRole('region', { name: 'Top up' });
    expect(await within(panel).findByText(address)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(within(panel).getByText('Network: Bitcoin')).toBeInTheDocument();
  });

  it('no address yet (address_not_found) offers to create one', async () => {
    const { user } = await renderRoute('/finance/replenishment?currency=LTC');
    const panel = await screen.findByRole('region', { name: 'Top up' });
    expect(await within(panel).findByText('No LTC address yet')).toBeInTheDocument();
    expect(screen.queryByText('There is no address for this currency yet.')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create address' }));
    const created = await waitFor(() => {
      const found = financeDb.address(DEMO_MERCHANT_ID, 'LTC');
      expect(found).toBeDefined();
      return found?.address as string;
    });
    expect(await within(panel).findByText(created)).toBeInTheDocument();
  });

  it('choosing another currency updates the URL and the address', async () => {
    const { router, user } = await renderRoute('/finance/replenishment?currency=BTC');
    const panel = await screen.findByRole('region', { name: 'Top up' });
    await user.click(within(panel).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'ETH' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ currency: 'ETH' }));
    const eth = financeDb.address(DEMO_MERCHANT_ID, 'ETH')?.address as string;
    expect(await within(panel).findByText(eth)).toBeInTheDocument();
  });

  it('lists the replenishments; a row opens its detail with the status history', async () => {
    const { router, user } = await renderRoute('/finance/replenishment');
    const history = financeDb
      .history(DEMO_MERCHANT_ID, 'deposit')
      .sort((a, b) => b.created - a.created || b.id - a.id);
    const table = await screen.findByRole('table', { name: 'Replenishments' });
    const first = history[0];
    await user.click(within(table).getByRole('link', { name: `Open replenishment ${first?.id}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/finance/replenishment/${first?.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Replenishment ${first?.id}` }),
    ).toBeInTheDocument();
    const trail = await screen.findByRole('region', { name: 'Status history' });
    expect(await within(trail).findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('a replenishment awaiting payment says so over its amount, never "Received"', async () => {
    const row = financeDb.history(DEMO_MERCHANT_ID, 'deposit').find((r) => r.status === 'awaiting_payment');
    if (!row) throw new Error('no replenishment awaiting payment');
    await renderRoute(`/finance/replenishment/${row.id}`);
    const box = await screen.findByRole('region', { name: 'Summary' });
    expect(within(box).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(box).queryByText('Received')).not.toBeInTheDocument();
    expect(screen.getByText('To be credited')).toBeInTheDocument();
    expect(screen.queryByText('Credited')).not.toBeInTheDocument();
  });

  it('a succeeded replenishment is "Received"', async () => {
    const row = financeDb.history(DEMO_MERCHANT_ID, 'deposit').find((r) => r.status === 'success');
    await renderRoute(`/finance/replenishment/${row?.id}`);
    const box = await screen.findByRole('region', { name: 'Summary' });
    expect(within(box).getByText('Received')).toBeInTheDocument();
  });

  it('a status history that failed to load says so with Try again, never an empty history', async () => {
    const row = financeDb.history(DEMO_MERCHANT_ID, 'deposit').find((r) => r.status === 'success');
    if (!row) throw new Error('no succeeded replenishment');
    let failing = true;
    server.use(
      http.get('*/api/payment/logs', () =>
        failing ? HttpResponse.json({ messages: ['validation_error'] }, { status: 400 }) : undefined,
      ),
    );
    const { user } = await renderRoute(`/finance/replenishment/${row.id}`);
    const trail = await screen.findByRole('region', { name: 'Status history' });
    expect(await within(trail).findByText('The status history could not be loaded.')).toBeInTheDocument();
    expect(within(trail).queryByRole('listitem')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(trail).getByRole('button', { name: 'Try again' }));
    expect(await within(trail).findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('the status history speaks the interface language: our labels, the server’s text only when it says more', async () => {
    const deposit = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .find((i) => i.type === 'deposit' && i.method_id !== null && i.trail.length > 1);
    if (!deposit) throw new Error('no deposit with a method in the demo data');
    await renderRoute(`/finance/replenishment/${deposit.id}`, { lang: 'ru' });
    const trail = await screen.findByRole('region', { name: 'История статусов' });
    expect(await within(trail).findByText('Выбран способ оплаты')).toBeInTheDocument();
    expect(within(trail).getByText(/^Method /)).toBeInTheDocument();
    expect(within(trail).getAllByText('Создан').length).toBeGreaterThan(0);
    expect(within(trail).queryByText('Invoice created')).not.toBeInTheDocument();
  });

  it('no replenishments yet: an empty state', async () => {
    server.use(handle(ep.replenishmentHistory, () => ({ count: 0, history: [] })));
    await renderRoute('/finance/replenishment');
    expect(await screen.findByText('No replenishments yet')).toBeInTheDocument();
  });
});
