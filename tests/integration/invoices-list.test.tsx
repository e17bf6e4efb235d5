import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('invoice list', () => {
  it('loads the newest invoices with their totals', async () => {
    await renderRoute('/finance/invoice');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(screen.getByRole('region', { name: 'Totals of the filtered invoices' })).toBeInTheDocument();
  });
});
