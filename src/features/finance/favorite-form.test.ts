import { describe, expect, it } from 'vitest';
import type { Favorite } from '@/api/finance/schemas/wallets.schemas';
import { Kept } from '@/api/http/kept';
import { favoriteInput } from './favorite-form';

const known = (sent: Record<string, unknown>, read: Partial<Favorite> = {}): Favorite => ({
  address: 'TXa',
  currency: null,
  title: null,
  created: null,
  sent,
  ...read,
});

/** The body as it travels (a kept value is the server's own). */
const body = (input: unknown) => JSON.parse(JSON.stringify(input));

describe('the add-favourite save (favourites are keyed by address, SPEC section 3)', () => {
  it('a new address is saved for the wallet currency with the name typed', () => {
    expect(favoriteInput(7, 'USDT', { address: ' TNew ', title: ' Payroll ' }, undefined, '')).toEqual({
      merchant_id: 7,
      address: 'TNew',
      currency: 'USDT',
      title: 'Payroll',
    });
  });

  it('a known address keeps the name and currency it could not read, as the server sent them', () => {
    const sent = { currency: { code: 'USDT' }, title: { en: 'Office' } };
    const input = favoriteInput(7, 'BTC', { address: 'TXa', title: '' }, known(sent), '');
    expect(input.title).toBeInstanceOf(Kept);
    expect(body(input)).toEqual({
      merchant_id: 7,
      address: 'TXa',
      currency: { code: 'USDT' },
      title: { en: 'Office' },
    });
  });

  it('a known address keeps its name unless the merchant edits it; its currency stays as sent', () => {
    const sent = { currency: 'ETH', title: 'Office' };
    const favourite = known(sent, { currency: 'ETH', title: 'Office' });
    expect(body(favoriteInput(7, 'USDT', { address: 'TXa', title: 'Office' }, favourite, 'Office'))).toEqual({
      merchant_id: 7,
      address: 'TXa',
      currency: 'ETH',
      title: 'Office',
    });
    expect(body(favoriteInput(7, 'USDT', { address: 'TXa', title: 'HQ ' }, favourite, 'Office'))).toEqual({
      merchant_id: 7,
      address: 'TXa',
      currency: 'ETH',
      title: 'HQ',
    });
  });

  it('a known favourite that names no currency is sent without one (the server keeps its own)', () => {
    expect(body(favoriteInput(7, 'USDT', { address: 'TXa', title: '' }, known({}), ''))).toEqual({
      merchant_id: 7,
      address: 'TXa',
    });
  });
});
