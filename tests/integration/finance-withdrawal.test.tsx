import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { financeDb } from '@mocks/db/finance';
import { invoicesDb } from '@mocks/db/invoices';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ep from '@/api/finance/finance.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts live in a module-level store: start every test without the previous test's toasts.
beforeEach(() => resetFeedback());

async function openForm(currency = 'USDT') {
  const view = await renderRoute(`/finance/withdrawal?currency=${currency}`);
  const form = await screen.findByRole('region', { name: 'Withdraw' });
  await waitFor(() =>
    expect(within(form).getByRole('combobox', { name: 'Payout method' })).toHaveTextContent(/fee/),
  );
  return { ...view, form };
}

describe('withdrawal', () => {
  it('Max fills the largest amount that fits with the fee; more is refused', async () => {
    const { form, user } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Max' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    const available = financeDb.available(DEMO_MERCHANT_ID, 'USDT') as number;
    const max = Number((amount as HTMLInputElement).value);
    expect(max).toBeGreaterThan(0);
    expect(max * 1.01).toBeLessThanOrEqual(available + 1e-9);
    await user.clear(amount);
    await user.type(amount, String(Math.ceil(available)));
    expect(
      await within(form).findByText('The amount plus the fee is more than what is available.'),
    ).toBeInTheDocument();
  });

  it('refuses an amount below the method minimum', async () => {
    const { form, user } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
    expect(await within(form).findByText("The amount is below the method's minimum.")).toBeInTheDocument();
  });

  it('picks a favourite address into the form', async () => {
    const { form, user } = await openForm();
    const favourite = financeDb.favorites(DEMO_MERCHANT_ID).find((f) => f.currency === 'USDT');
    await user.click(within(form).getByRole('button', { name: `Use ${favourite?.title}` }));
    expect(within(form).getByRole('textbox', { name: 'Destination address' })).toHaveValue(
      favourite?.address,
    );
  });

  it('adds a favourite with a title and deletes one after confirmation', async () => {
    const { form, user } = await openForm();
    await user.type(
      within(form).getByRole('textbox', { name: 'Destination address' }),
      'TNewFavouriteAddress123',
    );
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a favourite USDT address' });
    expect(within(dialog).getByRole('textbox', { name: 'USDT address' })).toHaveValue(
      'TNewFavouriteAddress123',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payroll');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved to favourites.')).toBeInTheDocument();
    expect(await within(form).findByText('Payroll')).toBeInTheDocument();
    expect(financeDb.favorites(DEMO_MERCHANT_ID).some((f) => f.title === 'Payroll')).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'Delete Payroll' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this favourite address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(within(form).queryByText('Payroll')).not.toBeInTheDocument());
    expect(financeDb.favorites(DEMO_MERCHANT_ID).some((f) => f.title === 'Payroll')).toBe(false);
  });

  it('withdraws and opens the new withdrawal with its status history', async () => {
    const { form, router, user } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '25');
    await user.type(
      within(form).getByRole('textbox', { name: 'Destination address' }),
      'TQnDestinationAddress0001',
    );
    expect(within(form).getByText('0.25 USDT')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/finance\/withdrawal\/\d+$/));
    const id = Number(router.state.location.pathname.split('/').pop());
    expect(invoicesDb.get(DEMO_MERCHANT_ID, id)).toMatchObject({
      type: 'withdrawal',
      amount: 25,
      currency: 'USDT',
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Withdrawal ${id}` })).toBeInTheDocument();
    const trail = await screen.findByRole('region', { name: 'Status history' });
    expect(await within(trail).findByText('Awaiting payment')).toBeInTheDocument();
  });

  it('a refused withdrawal keeps the values and tells why', async () => {
    server.use(
      handle(ep.withdrawal, () => {
        throw new MockError(400, ['insufficient_funds']);
      }),
    );
    const { form, router, user } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '25');
    await user.type(
      within(form).getByRole('textbox', { name: 'Destination address' }),
      'TQnDestinationAddress0001',
    );
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/failed: Not enough funds for this amount\.$/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/finance/withdrawal');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('25');
    expect(within(form).getByRole('textbox', { name: 'Destination address' })).toHaveValue(
      'TQnDestinationAddress0001',
    );
  });

  it('lists the withdrawals in a table', async () => {
    await renderRoute('/finance/withdrawal');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  });
});

describe('withdrawal detail: the summary follows the status, the totals explain themselves', () => {
  const withdrawals = () => financeDb.history(DEMO_MERCHANT_ID, 'withdrawal');
  const summary = () => screen.findByRole('region', { name: 'Summary' });
  const field = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd') as HTMLElement;

  it('a withdrawal awaiting payment, with no transaction yet, is "Processing", never "Sent"', async () => {
    const row = withdrawals().find((r) => r.status === 'awaiting_payment' && r.tx_hash === null);
    if (!row) throw new Error('no withdrawal awaiting payment');
    await renderRoute(`/finance/withdrawal/${row.id}`);
    const box = await summary();
    expect(within(box).getByText('Processing')).toBeInTheDocument();
    expect(within(box).queryByText('Sent')).not.toBeInTheDocument();
    expect(box).toHaveTextContent('will leave the wallet, fee included');
    expect(screen.getByText('To be debited')).toBeInTheDocument();
    expect(screen.queryByText('Debited in total')).not.toBeInTheDocument();
  });

  it('a succeeded withdrawal is "Sent" and its total "Debited in total"', async () => {
    const row = withdrawals().find((r) => r.status === 'success');
    if (!row) throw new Error('no sent withdrawal');
    await renderRoute(`/finance/withdrawal/${row.id}`);
    const box = await summary();
    expect(within(box).getByText('Sent')).toBeInTheDocument();
    expect(box).toHaveTextContent('left the wallet, fee included');
    expect(screen.getByText('Debited in total')).toBeInTheDocument();
  });

  it('says under the total in USDT where its difference from the debited total comes from', async () => {
    const { detail } = financeDb.spo(
      DEMO_MERCHANT_ID,
      withdrawals().find((r) => {
        const spo = financeDb.spo(DEMO_MERCHANT_ID, r.id).detail;
        return r.currency === 'USDT' && r.status === 'awaiting_payment' && spo.total !== spo.total_sum;
      })?.id ?? 0,
    );
    await renderRoute(`/finance/withdrawal/${detail.id}`);
    await summary();
    const total = field('Total in USDT');
    const converted = Math.round(detail.amount * detail.rate * 100) / 100;
    const difference = Math.abs(Math.round((detail.total_sum - detail.total) * 100) / 100);
    expect(total).toHaveTextContent(
      `${detail.amount.toFixed(2)} USDT at 1 USDT = ${detail.rate} USDT is ${converted.toFixed(2)} USDT; ` +
        `with the ${detail.fee_sum.toFixed(2)} USDT fee that makes ${detail.total_sum.toFixed(2)} USDT.`,
    );
    expect(total).toHaveTextContent(
      `Each figure is rounded to its currency’s precision (USDT: 0.01), so this total is ${difference.toFixed(2)} USDT ${
        detail.total_sum > detail.total ? 'more' : 'less'
      } than the debited one.`,
    );
  });
});

describe('the withdrawal status history', () => {
  /** What a timeline event shows: its dot's tone, its title, and whether a badge is drawn in it. */
  const eventShape = (item: HTMLElement) => ({
    dot: item.querySelector(':scope > [aria-hidden="true"]')?.getAttribute('data-tone') ?? null,
    title: item.querySelector('p')?.textContent ?? null,
    badge: item.querySelector('[data-variant]') !== null,
    time: item.querySelector('time') !== null,
  });

  it('is drawn as the invoice timeline is: a dot in the status colour, a title, the time', async () => {
    const row = financeDb
      .history(DEMO_MERCHANT_ID, 'withdrawal')
      .find((r) => r.status === 'awaiting_payment' && r.tx_hash === null);
    await renderRoute(`/finance/withdrawal/${row?.id}`);
    const trail = await screen.findByRole('region', { name: 'Status history' });
    const [latest] = await within(trail).findAllByRole('listitem');
    expect(eventShape(latest as HTMLElement)).toEqual({
      dot: 'warning',
      title: 'Awaiting payment',
      badge: false,
      time: true,
    });
    cleanup();

    await renderRoute(`/finance/invoice/${row?.id}`);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const [invoiceLatest] = await within(timeline).findAllByRole('listitem');
    // The invoice timeline words its events as events ("Waiting for the payment").
    expect(eventShape(invoiceLatest as HTMLElement)).toEqual({
      dot: 'warning',
      title: 'Waiting for the payment',
      badge: false,
      time: true,
    });
  });
});
