import { storesDb } from '@mocks/db/stores';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

async function carousel() {
  await renderRoute('/');
  return screen.findByRole('region', { name: 'Stores (14)' });
}

const slideOf = (region: HTMLElement, title: string) => {
  const slide = within(region).getByText(title).closest('[role="group"]');
  if (!(slide instanceof HTMLElement)) throw new Error(`no slide for ${title}`);
  return slide;
};

describe('dashboard stores carousel (SPEC sections 2 and 4)', () => {
  it('is a carousel whose title shows the store count and links to /store', async () => {
    const region = await carousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('link', { name: 'Stores (14)' })).toHaveAttribute('href', '/store');
    expect(within(region).getByRole('button', { name: 'Previous stores' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Next stores' })).toBeInTheDocument();
  });

  it('orders cards approved (payments on first), returned, approval, denied, with the add-store tile last', async () => {
    const region = await carousel();
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(15);
    const statuses = slides.slice(0, -1).map((slide) => {
      const text = slide.textContent ?? '';
      if (text.includes('Payments off')) return 1;
      if (text.includes('Approved')) return 0;
      if (text.includes('Returned')) return 2;
      if (text.includes('Under review')) return 3;
      return 4;
    });
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2, 3, 4]));
    const last = slides[slides.length - 1] as HTMLElement;
    expect(within(last).getByRole('link', { name: /Add a store/ })).toHaveAttribute('href', '/store/new');
  });

  it('opens the settings only from approved and returned cards', async () => {
    const region = await carousel();
    expect(within(region).getByRole('link', { name: 'Aurora Coffee Roasters' })).toHaveAttribute(
      'href',
      '/store/301/settings',
    );
    expect(within(region).getByRole('link', { name: 'Fjord Outdoor Gear' })).toHaveAttribute(
      'href',
      '/store/306/settings',
    );
    expect(within(region).queryByRole('link', { name: 'Harbor Books' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Kestrel VPN' })).not.toBeInTheDocument();
    expect(within(region).getByText('Harbor Books')).toBeInTheDocument();
  });

  it('gives create-invoice and create-payout buttons by status and payments', async () => {
    const region = await carousel();
    // Approved with payments on: links to the new-invoice form with the type and the store.
    expect(
      within(region).getByRole('link', { name: 'Create invoice: Aurora Coffee Roasters' }),
    ).toHaveAttribute('href', '/finance/invoice/new?invoiceType=payment&storeId=301');
    expect(
      within(region).getByRole('link', { name: 'Create payout: Aurora Coffee Roasters' }),
    ).toHaveAttribute('href', '/finance/invoice/new?invoiceType=payout&storeId=301');
    // Approved with payments off, returned, approval: shown but disabled.
    for (const title of ['Cedar & Pine Furniture', 'Fjord Outdoor Gear', 'Harbor Books']) {
      expect(within(region).getByRole('button', { name: `Create invoice: ${title}` })).toBeDisabled();
      expect(within(region).getByRole('button', { name: `Create payout: ${title}` })).toBeDisabled();
    }
    // Denied: none.
    expect(within(region).queryByRole('button', { name: /Kestrel VPN/ })).not.toBeInTheDocument();
    expect(
      within(region).queryByRole('link', { name: /Create invoice: Kestrel VPN/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the logo (60 x 60) or the first letter, the status badge and both fees in the one fee format', async () => {
    const stored = storesDb.get(301);
    if (!stored) throw new Error('no Aurora');
    storesDb.update(stored, { merchant_fee: 0.015, client_fee: 0 });
    const region = await carousel();
    const aurora = slideOf(region, 'Aurora Coffee Roasters');
    const logo = aurora.querySelector('img');
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '60');
    const cedar = slideOf(region, 'Cedar & Pine Furniture');
    expect(cedar.querySelector('img')).toBeNull();
    expect(within(cedar).getByText('C')).toBeInTheDocument();
    expect(within(aurora).getByText('Approved')).toBeInTheDocument();
    const fees = within(aurora)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(within(aurora).getByText('Merchant fee')).toBeInTheDocument();
    expect(within(aurora).getByText('Client fee')).toBeInTheDocument();
    // At most one decimal and no trailing ".0" (SPEC 9), as the store list shows them: never "0.0%".
    expect(fees).toEqual(['1.5%', '0%']);
  });
});
