import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/api/stores/stores.endpoints';
import { storeDetail } from '@/api/stores/stores.queries';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module-level store: start every test without them.
beforeEach(() => resetFeedback());

const AURORA = 301; // approved, payments on
const CEDAR = 303; // approved, payments off
const FJORD = 306; // returned
const HARBOR = 308; // under review
const KESTREL = 311; // denied

describe('Store read failures: a toast and an inline error with retry, never a blank page', () => {
  it('an unknown store says so and offers a retry inside the app frame', async () => {
    await renderRoute('/store/99999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/This store was not found\.$/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('Store header: payments switch (enable-payments)', () => {
  it('switches payments on and keeps the new state', async () => {
    const { user } = await renderRoute(`/store/${CEDAR}`);
    const toggle = await screen.findByRole('switch', { name: 'Payments' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(storesDb.get(CEDAR)?.payments_enabled).toBe(true));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Payments' })).toBeChecked());
  });

  it('shows the message of a success: false answer and goes back to the saved state', async () => {
    server.use(
      handle(endpoints.storeEnablePayments, () => ({ success: false, message: 'store_not_approved' })),
    );
    const { user } = await renderRoute(`/store/${AURORA}`);
    const toggle = await screen.findByRole('switch', { name: 'Payments' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('Payments can be switched on only for an approved store.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Payments' })).toBeChecked();
    expect(storesDb.get(AURORA)?.payments_enabled).toBe(true);
  });

  it('is disabled, with the reason, for a store that is not approved', async () => {
    await renderRoute(`/store/${HARBOR}`);
    const toggle = await screen.findByRole('switch', { name: 'Payments' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Available once the store is approved')).toBeInTheDocument();
  });
});

describe('Store status: read-only stores say why (approval, denied)', () => {
  it('an under-review store shows the notice and disables its settings', async () => {
    await renderRoute(`/store/${HARBOR}/settings`);
    expect(await screen.findByText('This store is under review')).toBeInTheDocument();
    expect(screen.getByLabelText(/Store name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('a denied store shows the notice and offers no invoice buttons', async () => {
    await renderRoute(`/store/${KESTREL}`);
    expect(await screen.findByText('This store was denied')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });
});

describe('Returned store: what to fix and resubmit (store request)', () => {
  it('shows the translated return reason', async () => {
    await renderRoute(`/store/${FJORD}`);
    expect(await screen.findByText('Changes requested')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The business scope does not match what your website sells. Choose the scope that fits your business.',
      ),
    ).toBeInTheDocument();
  });

  it('resubmits after a confirmation: the status becomes "Under review" in the header', async () => {
    const { user, queryClient } = await renderRoute(`/store/${FJORD}`);
    await user.click(await screen.findByRole('button', { name: 'Resubmit for review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resubmit this store for review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('This store is under review')).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('Under review')).toBeInTheDocument();
    expect(storesDb.get(FJORD)?.status).toBe('approval');
    expect(queryClient.getQueryData(storeDetail(FJORD).queryKey)?.status).toBe('approval');
  });
});

describe('Store logo upload (jpeg/png up to 1 MB, settings methods asked first)', () => {
  it('refuses a file over 1 MB before sending it', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { user } = await renderRoute(`/store/${AURORA}`);
    const input = await screen.findByLabelText('Change logo', { selector: 'input' });
    const big = new File([new Uint8Array(1_048_577)], 'logo.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('Upload a JPEG or PNG image of at most 1 MB.')).toBeInTheDocument();
    expect(calls).not.toContain('/api/store/logo');
    expect(storesDb.get(AURORA)?.logo).toMatch(/^\/media\//);
    server.events.removeAllListeners();
  });

  it('refuses a file that is not jpeg or png before sending it', async () => {
    await renderRoute(`/store/${AURORA}`);
    const input = await screen.findByLabelText('Change logo', { selector: 'input' });
    // The file picker's filter can be bypassed (drag and drop, "all files"): the check must not rely on it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Upload a JPEG or PNG image of at most 1 MB.')).toBeInTheDocument();
  });

  it('uploads a png and shows it', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { user, container } = await renderRoute(`/store/${AURORA}`);
    const input = await screen.findByLabelText('Change logo', { selector: 'input' });
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    await waitFor(() => expect(storesDb.get(AURORA)?.logo).toMatch(/^data:image\/png;base64,/));
    const methods = calls.indexOf('/api/merchant-owner/security/methods');
    expect(methods).toBeGreaterThanOrEqual(0);
    expect(methods).toBeLessThan(calls.indexOf('/api/store/logo'));
    await waitFor(() => expect(container.querySelector('img[src^="data:image/png"]')).not.toBeNull());
    server.events.removeAllListeners();
  });
});

describe('Store header: the website is a live link only for an http(s) address', () => {
  it('shows a data: website as text, never as a link', async () => {
    const store = storesDb.get(AURORA);
    if (!store) throw new Error('demo store missing');
    store.main_url = 'data:text/html,<script>alert(1)</script>';
    await renderRoute(`/store/${AURORA}`);
    expect((await screen.findAllByText('data:text/html,<script>alert(1)</script>')).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('link', { name: /data:text/ })).not.toBeInTheDocument();
  });

  it('links an https website, opening a new tab without handing over the page', async () => {
    await renderRoute(`/store/${AURORA}`);
    const site = storesDb.get(AURORA)?.main_url ?? '';
    const link = await screen.findByRole('link', { name: site.replace(/^https?:\/\//, '') });
    expect(link).toHaveAttribute('href', new URL(site).href);
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
