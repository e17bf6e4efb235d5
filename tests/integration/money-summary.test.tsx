import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { financeDb } from '@mocks/db/finance';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

beforeEach(() => resetFeedback());

const usd = (value: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} USDT`;

/** The figure the summary shows for a label (its description list's definition). */
function figure(summary: HTMLElement, label: string) {
  const term = within(summary).getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
}

describe('new invoice summary', () => {
  // Store 301 of the demo: USDT, merchant fee 2.5 %, client fee 0.5 % (split unevenly).
  const path = '/finance/invoice/new?invoiceType=payment&storeId=301';

  it('shows "—" for an empty amount and follows the amount as it is typed', async () => {
    const { user } = await renderRoute(path);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(figure(summary, 'Customer pays')).toHaveTextContent(/^—$/);
    expect(figure(summary, 'You receive')).toHaveTextContent(/^—$/);
    expect(summary).toHaveTextContent('Enter an amount');

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '200');
    expect(figure(summary, 'Fee paid by')).toHaveTextContent('Split: you and your customer');
    expect(figure(summary, 'Fee')).toHaveTextContent(usd(6));
    expect(figure(summary, 'Customer pays')).toHaveTextContent(usd(201));
    expect(figure(summary, 'You receive')).toHaveTextContent(usd(195));

    await user.type(amount, '.5');
    // 200.5 x 0.5 % = 1.0025 -> 1.00; 200.5 x 2.5 % = 5.0125 -> 5.01.
    expect(figure(summary, 'Customer pays')).toHaveTextContent(usd(201.5));
    expect(figure(summary, 'You receive')).toHaveTextContent(usd(195.49));
    expect(summary).toHaveTextContent(
      "Customer's share of the fee rounded to 0.01 USDT: 0.0025 USDT difference",
    );

    await user.clear(amount);
    expect(figure(summary, 'Customer pays')).toHaveTextContent(/^—$/);
    expect(figure(summary, 'Fee')).toHaveTextContent(/^—$/);
  });

  it('an amount it cannot use (a typo) shows "—", not the last figures', async () => {
    const { user } = await renderRoute(path);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '10');
    expect(figure(summary, 'You receive')).toHaveTextContent(usd(9.75));
    await user.type(amount, 'x');
    expect(figure(summary, 'You receive')).toHaveTextContent(/^—$/);
  });

  it('in another currency the USDT figures are "Unknown" (no rate yet) and the summary says why', async () => {
    const { user } = await renderRoute(path);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'BTC' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.01');
    expect(figure(summary, 'Customer pays')).toHaveTextContent('0.01005000 BTC');
    expect(figure(summary, 'Customer pays')).toHaveTextContent('In USDT: Unknown');
    expect(summary).toHaveTextContent('No BTC rate until the customer pays, so USDT figures are unknown.');
  });
});

describe('withdrawal summary', () => {
  it('shows "—" for an empty amount; the total and the balance left follow the amount', async () => {
    const { user } = await renderRoute('/finance/withdrawal?currency=USDT');
    const form = await screen.findByRole('region', { name: 'Withdraw' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Payout method' })).toHaveTextContent(/fee/),
    );
    const summary = within(form).getByRole('region', { name: 'Summary' });
    expect(figure(summary, 'Leaves the wallet')).toHaveTextContent(/^—$/);
    expect(figure(summary, 'Balance left')).toHaveTextContent(/^—$/);

    const balance = financeDb.wallets(DEMO_MERCHANT_ID).find((w) => w.currency === 'USDT')?.balance as number;
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '50');
    // The demo's USDT payout method takes 1 %.
    expect(figure(summary, 'Fee')).toHaveTextContent(usd(0.5));
    expect(figure(summary, 'Leaves the wallet')).toHaveTextContent(usd(50.5));
    expect(figure(summary, 'Balance left')).toHaveTextContent(usd(balance - 50.5));

    await user.type(amount, '.33');
    expect(figure(summary, 'Fee')).toHaveTextContent(usd(0.5));
    expect(figure(summary, 'Leaves the wallet')).toHaveTextContent(usd(50.83));
    expect(summary).toHaveTextContent('Fee rounded to 0.01 USDT: 0.0033 USDT difference');

    await user.clear(amount);
    expect(figure(summary, 'Leaves the wallet')).toHaveTextContent(/^—$/);
    expect(figure(summary, 'Balance left')).toHaveTextContent(/^—$/);
  });
});
