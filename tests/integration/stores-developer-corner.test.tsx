import { invoicesDb } from '@mocks/db/invoices';
import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as invoiceEndpoints from '@/api/invoices/invoices.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// The corner is loaded lazily by the page: transform its code once, with time to spare, so a
// cold start does not eat into the first test's time.
beforeAll(async () => {
  await import('@/features/stores/developer-corner/developer-corner');
}, 60_000);

beforeEach(() => resetFeedback());

const AURORA = 301; // approved, no API key, callback empty

function aurora() {
  const store = storesDb.get(AURORA);
  if (!store) throw new Error('the demo store 301 is missing');
  return store;
}

function withKey() {
  storesDb.update(aurora(), { api_key_last4: 'ab12', api_key_created: 1_700_000_000, api_key_hash: 'x' });
}

function withCallbackUrl() {
  storesDb.update(aurora(), { callback_url: 'https://aurora.example.com/hooks/pay' });
}

/** The newest invoice of the store in the demo data (what the corner must pick). */
function latestInvoiceId(storeId: number): number {
  const rows = invoicesDb
    .all(aurora().merchant_id)
    .filter((i) => i.store_id === storeId)
    .sort((a, b) => b.create_timestamp - a.create_timestamp || b.id - a.id);
  const first = rows[0];
  if (!first) throw new Error('the store has no invoice');
  return first.id;
}

/** The corner loads after the page's cards (its code and messages are fetched on the way). */
async function corner() {
  return screen.findByRole('region', { name: 'Developer corner' });
}

describe('Developer corner: invoice code examples', () => {
  it('shows the examples before the store has an API key, the secret a marked placeholder', async () => {
    await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    expect(within(region).getByText('No API key yet')).toBeInTheDocument();
    const note = within(region).getByText(/The examples below are ready for this store/);
    expect(note).toHaveTextContent(
      'The examples below are ready for this store. Generate an API key above, then put it in place of <YOUR_API_KEY>.',
    );
    // The placeholder is code, not words to translate.
    expect(within(note).getByText('<YOUR_API_KEY>').tagName).toBe('CODE');
    within(region).getByRole('tablist', { name: 'Invoice code examples' });
    const curl = within(region).getByRole('region', { name: 'curl example: create an invoice' });
    expect(curl).toHaveTextContent(`"store_id":${AURORA}`);
    const marks = curl.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['<YOUR_API_KEY>']);
  });

  it('with a key, the same examples and no "no key" note', async () => {
    withKey();
    await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    within(region).getByRole('tablist', { name: 'Invoice code examples' });
    expect(within(region).queryByText('No API key yet')).not.toBeInTheDocument();
  });

  it('holds the store id and the API origin in every example, and a placeholder instead of the secret', async () => {
    withKey();
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    const tabs = within(region).getByRole('tablist', { name: 'Invoice code examples' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names).toEqual(['curl', 'Node.js', 'PHP', 'Python']);
    for (const name of names) {
      await user.click(within(tabs).getByRole('tab', { name: name ?? '' }));
      const code =
        within(region).getByRole('region', { name: `${name} example: create an invoice` }).textContent ?? '';
      expect(code).toContain(`${window.location.origin}/api/payment/private/create`);
      expect(code).toMatch(new RegExp(`["']?store_id["']?\\s*(:|=>)\\s*${AURORA}\\b`));
      expect(code).toContain('<YOUR_API_KEY>');
      expect(code).not.toMatch(/sk_/);
      expect(
        within(region).getByRole('button', { name: `Copy the ${name} example: create an invoice` }),
      ).toBeInTheDocument();
    }
    // SPEC does not say how a shop authenticates: the page says so beside the examples.
    expect(within(region).getByText(/does not say how a shop authenticates/)).toBeInTheDocument();
  });

  it('copies an example to the clipboard', async () => {
    withKey();
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    await user.click(
      within(region).getByRole('button', { name: 'Copy the curl example: create an invoice' }),
    );
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(`"store_id":${AURORA}`);
    expect(copied).toContain('Bearer <YOUR_API_KEY>');
  });
});

describe('Developer corner: its messages download with the page', () => {
  it('speaks the bundled languages other than English too', async () => {
    await renderRoute(`/store/${AURORA}/integration`, { lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Для разработчиков' })).toBeInTheDocument();
    expect(screen.getByText('API-ключа пока нет')).toBeInTheDocument();
  });
});

describe('Developer corner: test callback', () => {
  it("sends the callback of the store's latest invoice and shows the delivery in its log", async () => {
    withCallbackUrl();
    const expected = latestInvoiceId(AURORA);
    const sent: number[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/private/payment/callback')
        sent.push(((await request.clone().json()) as { invoice: number }).invoice);
    });
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    const send = await within(region).findByRole('button', { name: 'Send test callback' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(await within(region).findByText(`Deliveries of invoice ${expected}`)).toBeInTheDocument();
    await user.click(send);
    expect(await within(region).findByText('Test callback sent')).toBeInTheDocument();
    expect(within(region).getByText('Your callback URL answered 200.')).toBeInTheDocument();
    expect(sent).toEqual([expected]);
    // The log is read again: the delivery appears with its outcome and response code.
    const table = await within(region).findByRole('table', { name: `Deliveries of invoice ${expected}` });
    const row = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('200')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows the translated error when the backend refuses the callback', async () => {
    withCallbackUrl();
    server.use(
      handle(invoiceEndpoints.sendInvoiceCallback, () =>
        HttpResponse.json({ messages: ['invoice_not_found'] }, { status: 404 }),
      ),
    );
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    const send = await within(region).findByRole('button', { name: 'Send test callback' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(region).findByText('The test callback was not sent')).toBeInTheDocument();
    expect(within(region).getByText('This invoice was not found.')).toBeInTheDocument();
  });

  it('disables the button and says why when the store has no invoice yet', async () => {
    withCallbackUrl();
    server.use(handle(invoiceEndpoints.invoiceList, () => ({ invoices: [] })));
    await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    const reason = await within(region).findByText(
      'This store has no invoice yet: create one to send a test callback.',
    );
    const send = within(region).getByRole('button', { name: 'Send test callback' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(reason.textContent ?? '');
  });

  it('shows — for the fields a log entry leaves out', async () => {
    withCallbackUrl();
    server.use(
      http.get('*/api/payment/logs', () => HttpResponse.json({ data: [{ event: 'callback_sent' }] })),
    );
    await renderRoute(`/store/${AURORA}/integration`);
    const region = await corner();
    const table = await within(region).findByRole('table', { name: /Deliveries of invoice/ });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['—', '—', '—']);
  });
});
