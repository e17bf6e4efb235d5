import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { type StoreRow, storesDb } from '@mocks/db/stores';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

/**
 * The store screens against a backend that follows SPEC.md and API-NOTES.md but chose the
 * other plausible form of each kind: ids and figures as strings, 1/0 flags, lists held in an
 * object, a status code the cabinet does not know, chat settings under names of its own. The
 * screens read each value by its kind, say "Unknown" for what they cannot read, and send back
 * what the merchant did not edit exactly as it came.
 */

beforeEach(() => resetFeedback());

const AURORA = 301;

/** A store row in the other plausible form of each kind. */
function otherForm(row: StoreRow, patch: Record<string, unknown> = {}) {
  return {
    id: String(row.id),
    title: row.title,
    logo: row.logo,
    status: row.status.toUpperCase(),
    payments_enabled: row.payments_enabled ? 1 : 0,
    merchant_fee: String(row.merchant_fee),
    client_fee: String(row.client_fee),
    payment_currency: row.payment_currency,
    business_scope: row.business_scope,
    main_url: row.main_url,
    default_invoice_ttl: String(row.default_invoice_ttl),
    available_payment_currencies: { items: [...row.available_payment_currencies] },
    redirect_urls: { ...row.redirect_urls },
    callback_url: row.callback_url,
    ips: row.ips.length ? { items: [...row.ips] } : null,
    chat_settings: { ...row.chat_settings },
    chat_enabled: row.chat_enabled ? '1' : '0',
    created: row.created * 1000,
    ...patch,
  };
}

function answerStoreList(rows: readonly unknown[]) {
  server.use(
    http.get('*/api/store/list', ({ request }) => {
      if (new URL(request.url).searchParams.has('short')) return undefined;
      return HttpResponse.json({ data: { count: String(rows.length), stores: { items: rows } } });
    }),
  );
}

function answerStore(store: Record<string, unknown>) {
  server.use(http.get('*/api/store/private', () => HttpResponse.json({ data: store })));
}

/** Captures the JSON body of the next call to `path`, then lets the demo answer it. */
function captureBody(path: string): { body: Record<string, unknown> | null } {
  const captured: { body: Record<string, unknown> | null } = { body: null };
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      captured.body = (await request.clone().json()) as Record<string, unknown>;
      return undefined;
    }),
  );
  return captured;
}

describe('the store list reads ids, figures and flags by kind', () => {
  it('ids and fees sent as strings, in an object holding the list: every store is listed, none is "empty"', async () => {
    const rows = storesDb.all(DEMO_MERCHANT_ID).map((row) => otherForm(row));
    answerStoreList(rows);
    await renderRoute('/store');
    expect(await screen.findByText(`${rows.length} stores`)).toBeInTheDocument();
    expect(screen.queryByText('Add your first store')).not.toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Aurora Coffee Roasters' }).closest('tr');
    expect(row).not.toBeNull();
    const aurora = storesDb.get(AURORA);
    expect(within(row as HTMLElement).getByText('Approved')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText(aurora?.payments_enabled ? 'Payments on' : 'Payments off'),
    ).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText(`${((aurora?.merchant_fee ?? 0) * 100).toFixed(1)}%`),
    ).toBeInTheDocument();
  });

  it('a status code the cabinet does not know is shown as its own text, not "—" or a known status', async () => {
    const [first, ...rest] = storesDb.all(DEMO_MERCHANT_ID);
    if (!first) throw new Error('no store in the demo');
    answerStoreList([otherForm(first, { status: 'suspended' }), ...rest.map((row) => otherForm(row))]);
    await renderRoute('/store');
    const row = (await screen.findByRole('link', { name: first.title })).closest('tr') as HTMLElement;
    expect(within(row).getByText('suspended')).toBeInTheDocument();
    expect(within(row).queryByText('—')).not.toBeInTheDocument();
  });

  it('a store whose status did not arrive says "Unknown"', async () => {
    const row = storesDb.get(AURORA) as StoreRow;
    answerStore({ ...otherForm(row), status: undefined });
    await renderRoute(`/store/${AURORA}`);
    const details = await screen.findByRole('region', { name: 'Store details' });
    expect(within(details).getAllByText('Unknown').length).toBeGreaterThan(0);
  });
});

describe('chat settings in a shape of their own are unknown, never empty and OFF, and go back unchanged', () => {
  const theirs = { welcome_text: 'Hello from Aurora', operator: 'Mia', hours: '9-18', autoreply: 1 };

  it('the chat form says each text and the auto-reply could not be read', async () => {
    const row = storesDb.get(AURORA) as StoreRow;
    answerStore(otherForm(row, { chat_settings: theirs }));
    await renderRoute(`/store/${AURORA}/chat`);
    const greeting = await screen.findByRole('textbox', { name: 'Greeting' });
    expect(greeting).toHaveValue('');
    expect(greeting).toHaveAccessibleDescription(/could not be read/);
    const autoReply = screen.getByRole('checkbox', { name: 'Automatic reply' });
    expect(autoReply).toHaveAttribute('aria-describedby');
    expect((autoReply as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Automatic reply' })).not.toBeInTheDocument();
  });

  it('switching the chat on sends the settings back exactly as the server sent them', async () => {
    const row = storesDb.get(AURORA) as StoreRow;
    answerStore(otherForm(row, { chat_settings: theirs, chat_enabled: 0 }));
    const saved = captureBody('/api/store/chat-settings');
    const { user } = await renderRoute(`/store/${AURORA}/chat`);
    await user.click(await screen.findByRole('switch', { name: 'Show the chat on the payment page' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved.body).not.toBeNull());
    expect(saved.body).toEqual({ store_id: AURORA, chat_enabled: true, chat_settings: theirs });
  });

  it('an edited greeting is merged onto the object the server sent', async () => {
    const row = storesDb.get(AURORA) as StoreRow;
    answerStore(otherForm(row, { chat_settings: theirs }));
    const saved = captureBody('/api/store/chat-settings');
    const { user } = await renderRoute(`/store/${AURORA}/chat`);
    await user.type(await screen.findByRole('textbox', { name: 'Greeting' }), 'Welcome!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved.body).not.toBeNull());
    expect(saved.body?.chat_settings).toEqual({ ...theirs, greeting: 'Welcome!' });
    expect(saved.body?.chat_enabled).toBe(row.chat_enabled ? '1' : '0');
  });
});

describe('store settings send back what the merchant did not edit as the server sent it', () => {
  it('a title edit leaves every other setting as it came (a lifetime as a string, an unreadable redirect object)', async () => {
    const row = storesDb.get(AURORA) as StoreRow;
    const redirects = { ok_url: 'https://aurora.example.com/ok' };
    answerStore(otherForm(row, { redirect_urls: redirects, version: '7' }));
    const saved = captureBody('/api/store/settings');
    const { user } = await renderRoute(`/store/${AURORA}/settings`);
    const success = await screen.findByRole('textbox', { name: /^After a successful payment/ });
    expect(success).toHaveAccessibleDescription(/could not be read/);
    const title = screen.getByRole('textbox', { name: /^Store name/ });
    await user.clear(title);
    await user.type(title, 'Aurora Roasters');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved.body).not.toBeNull());
    expect(saved.body).toMatchObject({
      id: AURORA,
      title: 'Aurora Roasters',
      default_invoice_ttl: String(row.default_invoice_ttl),
      main_url: row.main_url,
      business_scope: row.business_scope,
      redirect_urls: redirects,
      version: '7',
    });
  });

  it('callback addresses that could not be read go back unchanged when only the URL is saved', async () => {
    const row = storesDb.get(AURORA) as StoreRow;
    answerStore(otherForm(row, { ips: '203.0.113.10; 203.0.113.11' }));
    const saved = captureBody('/api/store/integration');
    const { user } = await renderRoute(`/store/${AURORA}/integration`);
    expect(await screen.findByText(/The saved list could not be read/)).toBeInTheDocument();
    const url = screen.getByLabelText('Callback URL');
    await user.clear(url);
    await user.type(url, 'https://aurora.example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved.body).not.toBeNull());
    expect(saved.body).toEqual({
      store_id: AURORA,
      callback_url: 'https://aurora.example.com/hook',
      ips: '203.0.113.10; 203.0.113.11',
    });
  });
});
