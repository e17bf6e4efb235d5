import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { type InvoiceRecord, invoicesDb } from '@mocks/db/invoices';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ep from '@/api/invoices/invoices.endpoints';
import { invoiceKeys } from '@/api/invoices/invoices.queries';
import { resetFeedback } from '@/components/feedback/feedback';
import { queryFailure, renderRoute, shownToasts } from '../render';

// Toasts live in a module-level store: start every test without the previous test's toasts.
beforeEach(() => resetFeedback());

function invoiceWhere(test: (invoice: InvoiceRecord) => boolean): InvoiceRecord {
  const found = invoicesDb.all(DEMO_MERCHANT_ID).find(test);
  if (!found) throw new Error('no such invoice in the demo data');
  return found;
}

describe('invoice detail', () => {
  it('shows the amount, every field and the timeline', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success' && i.type === 'in' && i.external_id !== null);
    await renderRoute(`/finance/invoice/${invoice.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Invoice summary' });
    expect(within(summary).getByText(invoice.store_title)).toBeInTheDocument();
    expect(within(summary).getByText(invoice.external_id as string)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Deal sum')).toBeInTheDocument();
    expect(within(payment).getByText(/^1 [A-Z]+ = /)).toBeInTheDocument();
    const settlement = screen.getByRole('region', { name: 'Settlement' });
    expect(within(settlement).getByText('Fee')).toBeInTheDocument();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findAllByRole('listitem')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Copy invoice ID' })).toBeInTheDocument();
  });

  it('shows each fact once: ids, store and dates in the summary, the ids copyable there', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success' && i.type === 'in' && i.external_id !== null);
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const summary = await screen.findByRole('region', { name: 'Invoice summary' });
    const main = screen.getByRole('main');
    for (const text of [invoice.external_id as string, invoice.store_title, String(invoice.id)])
      expect(within(main).getAllByText(text, { exact: true })).toHaveLength(1);
    for (const label of [
      'Invoice ID',
      'External ID',
      'Store',
      'Created',
      'Expires',
      'Last change',
      'Source',
    ]) {
      const terms = within(main)
        .getAllByText(label, { exact: true })
        .filter((node) => node.tagName === 'DT');
      expect(terms, label).toHaveLength(1);
      expect(summary).toContainElement(terms[0] as HTMLElement);
    }
    expect(within(summary).getByRole('button', { name: 'Copy invoice ID' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Copy external ID' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('offers neither cancel nor complete for a final status', async () => {
    const invoice = invoiceWhere((i) => i.status === 'cancel');
    await renderRoute(`/finance/invoice/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` });
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('a disabled action in "More actions" says why it cannot be used now', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success');
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    const change = await screen.findByRole('menuitem', { name: /Change invoice data/ });
    expect(change).toHaveAttribute('aria-disabled', 'true');
    expect(change).toHaveAccessibleDescription('Only a new invoice or one awaiting payment can change.');
    const start = screen.getByRole('menuitem', { name: /Start payment/ });
    expect(start).toHaveAccessibleDescription('Only a new invoice can start its payment.');
  });

  it('cancels an open invoice after confirmation', async () => {
    const invoice = invoiceWhere((i) => i.status === 'awaiting_payment' && i.type === 'in');
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` });
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel invoice ${invoice.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText('The invoice is cancelled.')).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1, name: `Invoice ${invoice.id}` });
    await waitFor(() =>
      expect(within(title.parentElement as HTMLElement).getByText('Cancelled')).toBeInTheDocument(),
    );
    expect(invoicesDb.get(DEMO_MERCHANT_ID, invoice.id).status).toBe('cancel');
  });

  it('completes a paid invoice after confirmation', async () => {
    const invoice = invoiceWhere((i) => i.status === 'paid');
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Complete invoice ${invoice.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Complete invoice' }));
    expect(await screen.findByText('The invoice is completed.')).toBeInTheDocument();
    expect(invoicesDb.get(DEMO_MERCHANT_ID, invoice.id).status).toBe('success');
  });

  it('a failed action keeps the confirmation open and says why', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created' && i.type === 'in');
    server.use(
      handle(ep.invoiceAction, () => {
        throw new MockError(400, ['invalid_invoice_status']);
      }),
    );
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(
      await screen.findByText(
        /failed: This action is not available for the invoice in its current status\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('select method: a 202 answer shows the new amount and rate and asks again', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created' && i.type === 'in' && i.method_id === null);
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Choose payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose payment method' });
    await user.click(within(dialog).getAllByRole('radio')[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Choose method' }));
    const changed = await screen.findByRole('dialog', { name: 'The rate has changed' });
    expect(within(changed).getByText('New amount to pay')).toBeInTheDocument();
    expect(within(changed).getByText(/^1 [A-Z]+ = /)).toBeInTheDocument();
    await user.click(within(changed).getByRole('button', { name: 'Confirm new amount' }));
    expect(await screen.findByText('Payment method chosen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('send callback shows the status code the store answered with', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success' && [302, 303].includes(i.store_id));
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send callback again' }));
    expect(await screen.findByText('Callback sent. The store answered with HTTP 200.')).toBeInTheDocument();
  });

  it('shows chat messages by created time, then id', async () => {
    const invoice = invoiceWhere((i) => i.type === 'in' && i.id % 9 === 0);
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const chat = await screen.findByRole('region', { name: 'Chat' });
    const expected = [...invoicesDb.chat(invoice)].sort((a, b) => a.created - b.created || a.id - b.id);
    await waitFor(() => expect(within(chat).getAllByRole('listitem')).toHaveLength(expected.length));
    const texts = within(chat)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p:last-child')?.textContent);
    expect(texts).toEqual(expected.map((m) => m.text));
  });

  it('a chat failure raises no toast', async () => {
    const invoice = invoiceWhere((i) => i.type === 'in' && i.id % 9 === 0);
    server.use(
      handle(ep.invoiceChat, () => {
        throw new MockError(500, ['unknown_error']);
      }),
    );
    let failed: Promise<void> | undefined;
    const { queryClient } = await renderRoute(`/finance/invoice/${invoice.id}`, {
      beforeRender: (client) => {
        failed = queryFailure(client, ep.invoiceChat);
      },
    });
    await failed;
    expect(
      await screen.findByText('The chat could not be loaded. It retries on its own.'),
    ).toBeInTheDocument();
    expect(await shownToasts()).toEqual([]);
    expect(queryClient.getQueryState(invoiceKeys.chat(invoice.id))?.status).toBe('error');
  });

  it('downloads the receipt: a 202 answer names the prepared file, fetched from storage', async () => {
    const invoice = invoiceWhere((i) => i.status === 'success');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderRoute(`/finance/invoice/${invoice.id}`);
    const files = await screen.findByRole('region', { name: 'Files' });
    await user.click(within(files).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(new RegExp(`^receipt-${invoice.id}-.+\\.pdf$`));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain(`Invoice: ${invoice.id}`);
    click.mockRestore();
  });

  it('no receipt before the money arrived', async () => {
    const invoice = invoiceWhere((i) => i.status === 'created');
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(within(files).getByText('A receipt appears once the payment arrives.')).toBeInTheDocument();
    expect(within(files).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('labels the timeline in the interface language, not with the server’s English notes', async () => {
    const invoice = invoiceWhere((i) => i.status === 'dispute' && i.method_id !== null && i.trail.length > 1);
    await renderRoute(`/finance/invoice/${invoice.id}`, { lang: 'ru' });
    const timeline = await screen.findByRole('region', { name: 'История' });
    expect(await within(timeline).findByText('Открыт спор')).toBeInTheDocument();
    expect(within(timeline).getByText('Счёт создан')).toBeInTheDocument();
    // The server's notes repeat the labels in English: not shown.
    expect(within(timeline).queryByText('Dispute opened')).not.toBeInTheDocument();
    expect(within(timeline).queryByText('Invoice created')).not.toBeInTheDocument();
    // The method's name is something the label does not say: kept as the second line.
    expect(within(timeline).getByText('Выбран способ оплаты')).toBeInTheDocument();
    expect(within(timeline).getByText(/^Method /)).toBeInTheDocument();
  });

  it('unknown invoice shows the not-found page', async () => {
    await renderRoute('/finance/invoice/999999999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('invoice status polling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('updates the header when the status changes, silently on failure', async () => {
    const invoice = invoiceWhere((i) => i.status === 'awaiting_payment' && i.type === 'in');
    const { queryClient } = await renderRoute(`/finance/invoice/${invoice.id}`);
    const title = await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.id}` });
    const meta = title.parentElement as HTMLElement;
    expect(within(meta).getByText('Awaiting payment')).toBeInTheDocument();

    server.use(
      handle(ep.invoiceStatus, () => {
        throw new MockError(500, ['unknown_error']);
      }),
    );
    const failed = queryFailure(queryClient, ep.invoiceStatus);
    await vi.advanceTimersByTimeAsync(5_500);
    await failed;
    expect(await shownToasts()).toEqual([]);
    expect(within(meta).getByText('Awaiting payment')).toBeInTheDocument();

    // The payment arrives on the server side; the next poll sees it.
    server.resetHandlers();
    invoicesDb.setStatus(invoicesDb.get(DEMO_MERCHANT_ID, invoice.id), 'paid', Math.floor(Date.now() / 1000));
    await vi.advanceTimersByTimeAsync(5_500);
    await waitFor(() => expect(within(meta).getByText('Paid')).toBeInTheDocument());
  });
});
