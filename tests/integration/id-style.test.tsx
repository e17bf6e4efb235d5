import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { financeDb } from '@mocks/db/finance';
import { invoicesDb } from '@mocks/db/invoices';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

/**
 * The shared IdText draws every id (its CSS module class is `id`: class names are not
 * scoped under Vitest). The element holding exactly this text must be one.
 */
function expectIdStyle(scope: HTMLElement, text: string) {
  const nodes = within(scope).getAllByText(text, { exact: true });
  for (const node of nodes) expect(node, `${text} in the id style`).toHaveClass('id');
}

describe('one style for ids on every screen', () => {
  it('invoice, replenishment and withdrawal details and the profile show their ids alike', async () => {
    const invoice = invoicesDb
      .all(DEMO_MERCHANT_ID)
      .find((i) => i.type === 'in' && i.external_id !== null && i.status === 'success');
    if (!invoice?.external_id) throw new Error('no invoice with an external id');
    await renderRoute(`/finance/invoice/${invoice.id}`);
    const summary = await screen.findByRole('region', { name: 'Invoice summary' });
    expectIdStyle(summary, String(invoice.id));
    expectIdStyle(summary, invoice.external_id);
    cleanup();

    const deposit = financeDb.history(DEMO_MERCHANT_ID, 'deposit')[0];
    await renderRoute(`/finance/replenishment/${deposit?.id}`);
    const depositFields = await screen.findByRole('region', { name: 'Details' });
    expectIdStyle(depositFields, String(deposit?.id));
    cleanup();

    const payout = financeDb.history(DEMO_MERCHANT_ID, 'withdrawal')[0];
    await renderRoute(`/finance/withdrawal/${payout?.id}`);
    const payoutFields = await screen.findByRole('region', { name: 'Details' });
    expectIdStyle(payoutFields, String(payout?.id));
    expectIdStyle(payoutFields, payout?.address as string);
    cleanup();

    await renderRoute('/profile');
    const copy = await screen.findByRole('button', { name: 'Copy merchant ID' });
    expectIdStyle(copy.closest('section') as HTMLElement, String(DEMO_MERCHANT_ID));
  });
});
