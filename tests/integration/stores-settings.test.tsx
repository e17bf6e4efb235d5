import { storesDb } from '@mocks/db/stores';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/api/stores/stores.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module-level store: start every test without them.
beforeEach(() => resetFeedback());

const AURORA = 301; // approved
const FJORD = 306; // returned

describe('Store settings: load', () => {
  it('fills the form from the store (payment currency USDT when missing)', async () => {
    const delta = 304; // seeded without payment_currency
    expect(storesDb.get(delta)?.payment_currency).toBeNull();
    await renderRoute(`/store/${delta}/settings`);
    expect(await screen.findByLabelText(/Store name/)).toHaveValue('Delta Travel Club');
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://delta-travel-club.example.com');
    expect(screen.getByRole('combobox', { name: /Payment currency/ })).toHaveTextContent('USDT');
    expect(screen.getByRole('checkbox', { name: /USDT/ })).toBeChecked();
  });
});

describe('Store settings: save is enabled when modified, valid and idle', () => {
  it('saves the changes, shows the success popup and updates the header', async () => {
    const { user } = await renderRoute(`/store/${AURORA}/settings`);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const title = screen.getByLabelText(/Store name/);
    await user.clear(title);
    await user.type(title, 'Aurora Coffee & Tea');
    await user.click(screen.getByRole('checkbox', { name: 'ETH' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aurora Coffee & Tea'),
    );
    expect(storesDb.get(AURORA)?.title).toBe('Aurora Coffee & Tea');
    expect(storesDb.get(AURORA)?.available_payment_currencies).toContain('ETH');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps save disabled while a field is invalid and says why', async () => {
    const { user } = await renderRoute(`/store/${AURORA}/settings`);
    const url = await screen.findByLabelText(/^Website/);
    await user.clear(url);
    await user.type(url, 'aurora.example.com');
    await user.tab();
    expect(
      await screen.findByText('Enter a full address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});

describe('Store settings: failures keep the typed values', () => {
  it('a server error shows a message and keeps every typed value', async () => {
    server.use(
      handle(endpoints.storeSettings, () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(`/store/${AURORA}/settings`);
    const title = await screen.findByLabelText(/Store name/);
    await user.clear(title);
    await user.type(title, 'Aurora Roastery');
    const fail = screen.getByLabelText(/After a failed or cancelled payment/);
    await user.clear(fail);
    await user.type(fail, 'https://aurora.example.com/cart');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were not saved')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Store name/)).toHaveValue('Aurora Roastery');
    expect(screen.getByLabelText(/After a failed or cancelled payment/)).toHaveValue(
      'https://aurora.example.com/cart',
    );
    expect(storesDb.get(AURORA)?.title).toBe('Aurora Coffee Roasters');
  });

  it('a stale version (409) explains the conflict, keeps the edits and loads the latest on request', async () => {
    const { user } = await renderRoute(`/store/${AURORA}/settings`);
    const title = await screen.findByLabelText(/Store name/);
    // Someone else saves in the meantime.
    const row = storesDb.get(AURORA);
    if (row) storesDb.saveSettings(row, { title: 'Aurora (edited elsewhere)' });
    await user.clear(title);
    await user.type(title, 'Aurora mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This store was changed elsewhere')).toBeInTheDocument();
    expect(screen.getByLabelText(/Store name/)).toHaveValue('Aurora mine');
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText(/Store name/)).toHaveValue('Aurora (edited elsewhere)'));
    expect(screen.queryByText('This store was changed elsewhere')).not.toBeInTheDocument();
  });

  it('a validation answer from the backend is shown, values kept', async () => {
    server.use(
      handle(endpoints.storeSettings, () => {
        throw new MockError(400, ['unknown_currency']);
      }),
    );
    const { user } = await renderRoute(`/store/${AURORA}/settings`);
    await user.click(await screen.findByRole('checkbox', { name: 'DOGE' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were not saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'DOGE' })).toBeChecked();
  });
});

describe('Returned store: resubmit with the corrected settings', () => {
  it('sends the form values with the store request and the store goes under review', async () => {
    const { user } = await renderRoute(`/store/${FJORD}/settings`);
    expect(
      await screen.findByText('Update the settings below, then resubmit the store for review.'),
    ).toBeInTheDocument();
    const url = screen.getByLabelText(/^Website/);
    await user.clear(url);
    await user.type(url, 'https://fjord-gear.example.com');
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('This store is under review')).toBeInTheDocument();
    expect(storesDb.get(FJORD)).toMatchObject({
      status: 'approval',
      main_url: 'https://fjord-gear.example.com',
    });
    expect(screen.getByLabelText(/^Website/)).toBeDisabled();
  });
});
