import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/api/stores/stores.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module-level store: start every test without them.
beforeEach(() => resetFeedback());

const DELTA = 304; // approved

function setFees(id: number, merchant: number, client: number) {
  const row = storesDb.get(id);
  if (!row) throw new Error('no store');
  storesDb.update(row, {
    merchant_fee: merchant,
    client_fee: client,
    fee_payer: client === 0 ? 'merchant' : merchant === 0 ? 'client' : 'split',
  });
  return row;
}

describe('Store fees: who pays the commission', () => {
  it('shows the fees as percent with one decimal and a worked example for 100 USDT', async () => {
    setFees(DELTA, 0.015, 0);
    await renderRoute(`/store/${DELTA}/fees`);
    const payers = await screen.findByRole('group', { name: 'Who pays the commission' });
    expect(within(payers).getByRole('radio', { name: /You pay/ })).toBeChecked();
    expect(
      within(payers).getByText(
        /For a 100.00\sUSDT invoice the customer pays 101.50\sUSDT and you receive 100.00\sUSDT/,
      ),
    ).toBeInTheDocument();
    expect(
      within(payers).getByText(/the customer pays 100.00\sUSDT and you receive 98.50\sUSDT/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The provider sets a total commission of 1.5% per payment. You choose who pays it.'),
    ).toBeInTheDocument();
  });

  it('names an uneven split with both shares, marks it current and works its example with the fees in force', async () => {
    setFees(DELTA, 0.015, 0.005);
    await renderRoute(`/store/${DELTA}/fees`);
    const payers = await screen.findByRole('group', { name: 'Who pays the commission' });
    const shared = within(payers).getByRole('radio', { name: /^Shared: you 1.5%, client 0.5%/ });
    expect(shared).toBeChecked();
    const current = shared.closest('label') as HTMLElement;
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(current).toHaveTextContent(/the customer pays 100.50\sUSDT and you receive 98.50\sUSDT/);
    expect(current).not.toHaveTextContent('half');
    // "Split in half" stays a choice of its own, with the rule's even split.
    const half = within(payers).getByRole('radio', { name: /^Split in half/ });
    expect(half).not.toBeChecked();
    expect(half.closest('label')).not.toHaveTextContent('Current');
    expect(half.closest('label')).toHaveTextContent(
      /the customer pays 101.00\sUSDT and you receive 99.00\sUSDT/,
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('reads the payer from the fees when the stored payer contradicts them', async () => {
    const row = setFees(DELTA, 0.015, 0);
    storesDb.update(row, { fee_payer: 'split' });
    await renderRoute(`/store/${DELTA}/fees`);
    const payers = await screen.findByRole('group', { name: 'Who pays the commission' });
    const mine = within(payers).getByRole('radio', { name: /^You pay/ });
    expect(mine).toBeChecked();
    expect(within(mine.closest('label') as HTMLElement).getByText('Current')).toBeInTheDocument();
    expect(within(payers).getByRole('radio', { name: /^Split in half/ })).not.toBeChecked();
  });

  it('the history names an uneven split with both shares instead of "Split"', async () => {
    const row = setFees(DELTA, 0.012, 0.005);
    storesDb.addFeeChange(row, 'provider');
    await renderRoute(`/store/${DELTA}/fees`);
    const table = await screen.findByRole('table', { name: 'Fee history' });
    const newest = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(newest).getByRole('cell', { name: 'Shared: you 1.2%, client 0.5%' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Split' })).not.toBeInTheDocument();
  });

  it('saves a new payer: fees move to the client and the history gains a row', async () => {
    setFees(DELTA, 0.015, 0);
    const before = storesDb.feeHistory(DELTA).length;
    const { user } = await renderRoute(`/store/${DELTA}/fees`);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Your customer pays/ }));
    await user.click(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(storesDb.get(DELTA)).toMatchObject({ merchant_fee: 0, client_fee: 0.015, fee_payer: 'client' });
    expect(storesDb.feeHistory(DELTA)).toHaveLength(before + 1);
    await waitFor(() => expect(screen.getByText(`${before + 1} changes`)).toBeInTheDocument());
  });

  it('keeps the choice and says why when saving fails', async () => {
    setFees(DELTA, 0.015, 0);
    server.use(
      handle(endpoints.storeFeeSettings, () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(`/store/${DELTA}/fees`);
    await user.click(await screen.findByRole('radio', { name: /Split in half/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were not saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Split in half/ })).toBeChecked();
    expect(storesDb.get(DELTA)?.fee_payer).toBe('merchant');
  });
});

describe('Store fees: history (keyset paging, order in the URL) and per-currency fees', () => {
  it('lists the newest change first, toggles the order through the URL and loads more', async () => {
    const row = setFees(DELTA, 0.01, 0);
    for (let i = 0; i < 25; i += 1) storesDb.addFeeChange(row, i % 2 ? 'merchant' : 'provider');
    const total = storesDb.feeHistory(DELTA).length;
    const { user, router } = await renderRoute(`/store/${DELTA}/fees`);
    const table = await screen.findByRole('table', { name: 'Fee history' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText(`Showing 20 of ${total}`)).toBeInTheDocument();
    const dates = () =>
      within(screen.getByRole('table', { name: 'Fee history' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => Date.parse(within(r).getAllByRole('cell')[0]?.textContent ?? ''));
    const first = dates();
    expect([...first].sort((a, b) => b - a)).toEqual(first);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(total + 1));

    await user.click(within(table).getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ order: 'asc' }));
    await waitFor(() => {
      const asc = dates();
      expect(asc.length).toBeGreaterThan(0);
      expect([...asc].sort((a, b) => a - b)).toEqual(asc);
      expect(asc[0]).toBeLessThan(first[0] ?? 0);
    });
    expect(
      within(screen.getByRole('table', { name: 'Fee history' })).getByRole('columnheader', { name: /Date/ }),
    ).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the fees of each accepted currency with its minimum and network fee', async () => {
    await renderRoute(`/store/${DELTA}/fees`);
    const table = await screen.findByRole('table', { name: 'Fees per currency' });
    const codes = storesDb.get(DELTA)?.available_payment_currencies ?? [];
    expect(within(table).getAllByRole('row')).toHaveLength(codes.length + 1);
    const usdt = within(table).getByRole('row', { name: /USDT/ });
    expect(within(usdt).getAllByText('1.00 USDT')[0]).toBeInTheDocument();
  });
});
