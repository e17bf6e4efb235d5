import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { invoicesDb, toRow } from '@mocks/db/invoices';
import { storesDb } from '@mocks/db/stores';
import { server } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import statusLabels from '../../locales/en/invoice_status.json';
import { renderRoute } from '../render';

async function openPalette(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  // The shortcut listens once the signed-in frame (with its search button) is up.
  await screen.findByRole('button', { name: 'Search' });
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
  const input = await within(dialog).findByRole('combobox', {
    name: 'Search pages, invoices, stores and commands',
  });
  return { dialog, input };
}

/** The names of the palette's options (its listbox). */
function optionNames(dialog: HTMLElement): string[] {
  return within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('command palette', () => {
  it('opens from the header search button and with Ctrl+K; Escape closes it and focus returns', async () => {
    const { user } = await renderRoute('/');
    const button = await screen.findByRole('button', { name: 'Search' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    const input = within(dialog).getByRole('combobox', {
      name: 'Search pages, invoices, stores and commands',
    });
    await waitFor(() => expect(input).toHaveFocus());
    // Every part is named: the results list too, not only the field.
    expect(await within(dialog).findByRole('listbox', { name: 'Results' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers "Create invoice" and "Create payout" only for stores whose status allows them', async () => {
    const { user } = await renderRoute('/');
    const { dialog, input } = await openPalette(user);
    await user.type(input, 'Create');
    const stores = storesDb.all(DEMO_MERCHANT_ID);
    const allowed = stores.filter((store) => store.status === 'approved' && store.payments_enabled === true);
    const refused = stores.filter((store) => !allowed.includes(store));
    expect(allowed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    await waitFor(() => expect(optionNames(dialog)).toContain(`Create invoice for ${allowed[0]?.title}`));
    const names = optionNames(dialog);
    for (const store of allowed) {
      expect(names).toContain(`Create invoice for ${store.title}`);
      expect(names).toContain(`Create payout for ${store.title}`);
    }
    for (const store of refused) {
      expect(names).not.toContain(`Create invoice for ${store.title}`);
      expect(names).not.toContain(`Create payout for ${store.title}`);
    }
  });

  it('a store action opens the new-invoice form for that store', async () => {
    const { user, router } = await renderRoute('/');
    const store = storesDb
      .all(DEMO_MERCHANT_ID)
      .find((s) => s.status === 'approved' && s.payments_enabled === true);
    const { dialog, input } = await openPalette(user);
    await user.type(input, `Create payout for ${store?.title}`);
    await user.click(
      await within(dialog).findByRole('option', { name: `Create payout for ${store?.title}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/invoice/new'));
    expect(router.state.location.search).toMatchObject({ invoiceType: 'payout', storeId: store?.id });
  });

  it('finds an invoice by id with its status and opens its detail page with Enter', async () => {
    const { user, router } = await renderRoute('/');
    const { dialog, input } = await openPalette(user);
    await user.type(input, '105000');
    const option = await within(dialog).findByRole('option', { name: /Invoice 105000/ });
    const invoice = invoicesDb.all(DEMO_MERCHANT_ID).find((row) => row.id === 105000);
    expect(invoice).toBeDefined();
    const status = invoice?.status as keyof typeof statusLabels;
    expect(within(option).getByText(statusLabels[status])).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/invoice/105000'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds an invoice by its external id, and a store by its title whatever the case', async () => {
    const { user } = await renderRoute('/');
    const withExternal = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .find((row) => row.external_id && (row.type === 'in' || row.type === 'out'));
    const store = storesDb.all(DEMO_MERCHANT_ID)[0];
    const { dialog, input } = await openPalette(user);
    await user.type(input, withExternal?.external_id ?? '');
    expect(
      await within(dialog).findByRole('option', { name: new RegExp(`Invoice ${withExternal?.id}`) }),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, (store?.title ?? '').toUpperCase());
    const group = await within(dialog).findByRole('group', { name: 'Stores' });
    expect(within(group).getByRole('option', { name: new RegExp(store?.title ?? '') })).toBeInTheDocument();
  });

  it('finds a withdrawal by id and opens its page', async () => {
    const { user, router } = await renderRoute('/');
    const withdrawal = invoicesDb.all(DEMO_MERCHANT_ID).find((row) => row.type === 'withdrawal');
    const { dialog, input } = await openPalette(user);
    await user.type(input, String(withdrawal?.id));
    await user.click(
      await within(dialog).findByRole('option', { name: new RegExp(`Withdrawal ${withdrawal?.id}`) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/finance/withdrawal/${withdrawal?.id}`));
  });

  it('asks once the text rests, one query per text, and aborts the lookup of a text that changed', async () => {
    const searches: string[] = [];
    let aborted = false;
    server.use(
      http.get('*/api/payment/list', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === null) return undefined;
        searches.push(search);
        if (search === '1050') {
          // A slow answer: the merchant types on before it comes.
          await new Promise<void>((resolve) => {
            request.signal.addEventListener('abort', () => {
              aborted = true;
              resolve();
            });
          });
          return HttpResponse.json({ data: { invoices: [] } });
        }
        return undefined;
      }),
    );
    const { user } = await renderRoute('/');
    const { dialog, input } = await openPalette(user);
    await user.type(input, '1050');
    await waitFor(() => expect(searches).toEqual(['1050']));
    await user.type(input, '00');
    await waitFor(() => expect(aborted).toBe(true));
    expect(await within(dialog).findByRole('option', { name: /Invoice 105000/ })).toBeInTheDocument();
    // Typed in one burst: no call for the texts on the way ('10500').
    expect(searches).toEqual(['1050', '105000']);
  });

  it('shows the invoices and stores visited lately while the text is empty, kept in memory only', async () => {
    const { user, router } = await renderRoute('/finance/invoice/105000');
    const store = storesDb.all(DEMO_MERCHANT_ID).find((s) => s.status === 'approved');
    await screen.findByRole('heading', { name: /105000/ });
    await act(() => router.navigate({ to: '/store/$storeId', params: { storeId: store?.id ?? 0 } }));
    const before = { ...localStorage };
    const { dialog } = await openPalette(user);
    const recent = await within(dialog).findByRole('group', { name: 'Recent' });
    const names = within(recent)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names[0]).toContain(store?.title);
    expect(names[1]).toContain('Invoice 105000');
    expect({ ...localStorage }).toEqual(before);
  });

  it('moves with the arrow keys and runs the highlighted page with Enter', async () => {
    const { user, router } = await renderRoute('/');
    const { input } = await openPalette(user);
    await user.type(input, 'Security settings');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/security'));

    const again = await openPalette(user);
    await user.type(again.input, 'Notifications');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/notifications'));
  });
});

describe('command palette against answers in other plausible forms', () => {
  it('finds an invoice whose id, figures and time come as text, with a status it does not know shown as sent', async () => {
    const invoice = invoicesDb.all(DEMO_MERCHANT_ID).find((row) => row.id === 105000);
    if (!invoice) throw new Error('no invoice 105000');
    server.use(
      http.get('*/api/payment/list', ({ request }) => {
        if (new URL(request.url).searchParams.get('search') !== '105000') return undefined;
        const row = {
          ...toRow(invoice),
          id: '105000',
          total_sum: String(invoice.total_sum),
          status: 'refunded',
        };
        return HttpResponse.json({ data: { invoices: [row] } });
      }),
    );
    const { user } = await renderRoute('/');
    const { dialog, input } = await openPalette(user);
    await user.type(input, '105000');
    const option = await within(dialog).findByRole('option', { name: /Invoice 105000/ });
    const badge = within(option).getByText('refunded').closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', 'default');
    expect(within(dialog).queryByText(/Nothing found/)).not.toBeInTheDocument();
  });
});
