import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { invoicesDb } from '@mocks/db/invoices';
import { storesDb } from '@mocks/db/stores';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ep from '@/api/invoices/invoices.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts live in a module-level store: start every test without the previous test's toasts.
beforeEach(() => resetFeedback());

const payable = () =>
  storesDb.all(DEMO_MERCHANT_ID).filter((s) => s.status === 'approved' && s.payments_enabled);

describe('new invoice', () => {
  it('offers only approved stores with payments on', async () => {
    const { user } = await renderRoute('/finance/invoice/new?invoiceType=payment');
    await user.click(await screen.findByRole('combobox', { name: 'Store' }));
    const list = await screen.findByRole('listbox');
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.sort()).toEqual(
      payable()
        .map((s) => s.title)
        .sort(),
    );
  });

  it('creates a payment and opens the new invoice', async () => {
    const store = payable()[0];
    const { router, user } = await renderRoute(
      `/finance/invoice/new?invoiceType=payment&storeId=${store?.id}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New payment' })).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1 250,5');
    // Number input rule: spaces dropped, the comma becomes the decimal point.
    expect(amount).toHaveValue('1250.5');
    await user.type(screen.getByRole('textbox', { name: 'External ID' }), 'ORD-TEST-1');
    await user.click(screen.getByRole('button', { name: 'Create payment' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/finance\/invoice\/\d+$/));
    const id = Number(router.state.location.pathname.split('/').pop());
    const created = invoicesDb.get(DEMO_MERCHANT_ID, id);
    expect(created).toMatchObject({
      type: 'in',
      store_id: store?.id,
      external_id: 'ORD-TEST-1',
      amount: 1250.5,
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeInTheDocument();
  });

  it('a payout needs a destination address', async () => {
    const store = payable()[0];
    const { user } = await renderRoute(`/finance/invoice/new?invoiceType=payout&storeId=${store?.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New payout' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Method' })).toHaveTextContent(/\S/));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '20');
    const address = screen.getByRole('textbox', { name: 'Destination address' });
    await user.click(address);
    await user.tab();
    expect(await screen.findByText('Enter the destination address.')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(/Enter the destination address\./);
    expect(screen.getByRole('button', { name: 'Create payout' })).toBeDisabled();
  });

  it('checks the amount against the method minimum', async () => {
    const store = payable()[0];
    const { user } = await renderRoute(`/finance/invoice/new?invoiceType=payout&storeId=${store?.id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Method' })).toHaveTextContent(/\S/));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5');
    expect(await screen.findByText("The amount is below the method's minimum.")).toBeInTheDocument();
  });

  it('switching the kind keeps the store and updates the URL', async () => {
    const store = payable()[1];
    const { router, user } = await renderRoute(
      `/finance/invoice/new?invoiceType=payment&storeId=${store?.id}`,
    );
    await user.click(await screen.findByRole('radio', { name: /Payout/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ invoiceType: 'payout', storeId: store?.id }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New payout' })).toBeInTheDocument();
  });

  it('a store that cannot take invoices is refused with an explanation', async () => {
    const blocked = storesDb
      .all(DEMO_MERCHANT_ID)
      .find((s) => s.status === 'approved' && !s.payments_enabled);
    await renderRoute(`/finance/invoice/new?invoiceType=payment&storeId=${blocked?.id}`);
    expect(await screen.findByText('This store cannot take invoices now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create payment' })).not.toBeInTheDocument();
  });

  it('a failed create keeps every value and tells why', async () => {
    server.use(
      handle(ep.createInvoice, () => {
        throw new MockError(400, ['store_payments_disabled']);
      }),
    );
    const store = payable()[0];
    const { router, user } = await renderRoute(
      `/finance/invoice/new?invoiceType=payment&storeId=${store?.id}`,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '99');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Create payment' }));
    expect(
      await screen.findByText(/failed: Payments are switched off for this store\.$/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/finance/invoice/new');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('99');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Keep me');
    expect(within(document.body).getByRole('button', { name: 'Create payment' })).toBeEnabled();
  });
});
