import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/api/stores/stores.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module-level store: start every test without them.
beforeEach(() => resetFeedback());

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidStore(user: User) {
  await user.type(await screen.findByLabelText(/Store name/), 'Polar Tea House');
  await user.type(screen.getByLabelText(/^Website/), 'https://polar-tea.example.com');
  await choose(user, /Business scope/, 'Food and drink');
}

describe('Store creation: guided form with clear validation', () => {
  it('explains every missing or wrong field on submit and sends nothing', async () => {
    const { user } = await renderRoute('/store/new');
    await user.type(
      await screen.findByLabelText(/After a successful payment/),
      'polar-tea.example.com/thanks',
    );
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('Enter the store name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the website address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a business scope.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full address starting with http:// or https://.')).toBeInTheDocument();
    // Error text is outside the label: the field keeps its name and points at the message.
    const title = screen.getByRole('textbox', { name: 'Store name' });
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Enter the store name.'));
    await waitFor(() => expect(title).toHaveFocus());
    expect(storesDb.all(1001)).toHaveLength(14);
  });

  it('defaults to USDT as payment currency and the payment currency is always accepted', async () => {
    const { user } = await renderRoute('/store/new');
    expect(await screen.findByRole('combobox', { name: /Payment currency/ })).toHaveTextContent('USDT');
    expect(screen.getByRole('checkbox', { name: /USDT/ })).toBeChecked();
    await choose(user, /Payment currency/, 'BTC');
    expect(screen.getByRole('checkbox', { name: /BTC/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /BTC/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /USDT/ })).toBeChecked();
  });

  it('creates the store and opens it', async () => {
    const { user, router } = await renderRoute('/store/new');
    await fillValidStore(user);
    await user.click(screen.getByRole('checkbox', { name: 'ETH' }));
    await choose(user, /Invoice lifetime/, '1 hour');
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/store\/\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Polar Tea House' })).toBeInTheDocument();
    const created = storesDb.all(1001).find((s) => s.title === 'Polar Tea House');
    expect(created).toMatchObject({
      status: 'approval',
      business_scope: 'food',
      payment_currency: 'USDT',
      available_payment_currencies: ['USDT', 'ETH'],
      default_invoice_ttl: 3600,
    });
    expect(router.state.location.pathname).toBe(`/store/${created?.id}`);
  });

  it('keeps every value when the creation fails and says why', async () => {
    server.use(
      handle(endpoints.storeCreate, () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    const { user, router } = await renderRoute('/store/new');
    await fillValidStore(user);
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('The store was not created')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store/new');
    expect(screen.getByLabelText(/Store name/)).toHaveValue('Polar Tea House');
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://polar-tea.example.com');
    expect(screen.getByRole('combobox', { name: /Business scope/ })).toHaveTextContent('Food and drink');
  });
});
