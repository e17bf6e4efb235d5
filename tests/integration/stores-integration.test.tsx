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

const AURORA = 301; // approved, no API key, callback empty, one IP
const HARBOR = 308; // under review

describe('Store integration: API key shown once', () => {
  it('generates a key, shows the secret once with a warning, then only its last 4 characters', async () => {
    const { user, queryClient } = await renderRoute(`/store/${AURORA}/integration`);
    expect(await screen.findByText('No key yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    // The cabinet may not know of a key (not a Store field SPEC names): it always asks first.
    const confirm = await screen.findByRole('alertdialog', { name: 'Generate a new API key?' });
    expect(within(confirm).getByText(/If the store already has a key/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Generate API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByText('Store the secret key now')).toBeInTheDocument();
    expect(
      within(dialog).getByText('It will not be shown again. If you lose it, generate a new key.'),
    ).toBeInTheDocument();
    const secret = within(dialog).getByText(/^sk_/).textContent ?? '';
    expect(within(dialog).getByRole('button', { name: 'Copy Secret key' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Public key' })).toBeInTheDocument();
    // Neither the query cache nor the mutation cache keeps the secret.
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(secret);
    expect(
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain(secret);

    await user.click(within(dialog).getByRole('button', { name: 'I have stored the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(screen.getByText(secret.slice(-4))).toBeInTheDocument();
    expect(storesDb.get(AURORA)?.api_key_last4).toBe(secret.slice(-4));
  });

  it('asks before replacing a key, because the old one stops working', async () => {
    const row = storesDb.get(AURORA);
    if (row)
      storesDb.update(row, { api_key_last4: 'ab12', api_key_created: 1_700_000_000, api_key_hash: 'x' });
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    expect(await screen.findByText('ab12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate new key' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Generate a new API key?' });
    expect(within(confirm).getByText(/The current key stops working at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(storesDb.get(AURORA)?.api_key_last4).toBe('ab12');
    await user.click(screen.getByRole('button', { name: 'Generate new key' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate new key' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Your new API key' })).toBeInTheDocument();
    expect(storesDb.get(AURORA)?.api_key_last4).not.toBe('ab12');
  });

  it('cannot generate keys for a store under review', async () => {
    await renderRoute(`/store/${HARBOR}/integration`);
    expect(await screen.findByRole('button', { name: 'Generate API key' })).toBeDisabled();
  });
});

describe('Store integration: callback URL (https) and IPv4 list', () => {
  it('rejects an http callback URL and a malformed address, adds and removes addresses, saves', async () => {
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    const url = await screen.findByLabelText('Callback URL');
    await user.type(url, 'http://aurora.example.com/hook');
    await user.tab();
    expect(await screen.findByText('Enter a full address starting with https://.')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://aurora.example.com/hook');

    const ip = screen.getByLabelText('Callback source addresses');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(ip, '300.1.1.1');
    await user.click(add);
    expect(await screen.findByText('Incorrect IP format.')).toBeInTheDocument();
    await user.clear(ip);
    await user.type(ip, '198.51.100.7{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Allowed addresses' })).getByText('198.51.100.7'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 203.0.113.10' }));

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(storesDb.get(AURORA)).toMatchObject({
      callback_url: 'https://aurora.example.com/hook',
      ips: ['198.51.100.7'],
    });
  });

  it('keeps the typed values when saving fails and says why', async () => {
    server.use(
      handle(endpoints.storeIntegration, () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    await user.type(await screen.findByLabelText('Callback URL'), 'https://aurora.example.com/hook');
    await user.type(screen.getByLabelText('Callback source addresses'), '198.51.100.7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were not saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Callback URL')).toHaveValue('https://aurora.example.com/hook');
    expect(screen.getByRole('button', { name: 'Remove 198.51.100.7' })).toBeInTheDocument();
    expect(storesDb.get(AURORA)?.callback_url).toBe('');
  });
});
