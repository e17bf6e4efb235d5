import { describe, expect, it } from 'vitest';
import { readWire } from '@/api/http/wire-notes';
import { apiOrigin } from '@/env';
import { normalizeStore } from './stores.normalize';
import { StoreAnswer } from './stores.schemas';

/** Every Store field SPEC.md section 3 names, none of the cabinet's extensions. */
const SPEC_STORE = {
  id: 1,
  title: 'Aurora',
  status: 'approved',
  payments_enabled: true,
  merchant_fee: 0.015,
  client_fee: 0,
  business_scope: 'retail',
  main_url: 'https://aurora.example.com',
  default_invoice_ttl: 1800,
  available_payment_currencies: ['USDT'],
  chat_enabled: false,
};

function read(fields: Record<string, unknown>) {
  const { result, notes } = readWire(StoreAnswer, { ...SPEC_STORE, ...fields });
  if (!result.success) throw new Error('unreadable store');
  return { store: result.output, notes };
}
const wire = (fields: Record<string, unknown>) => read(fields).store;

describe('Store: logo made absolute when read, payment currency USDT when missing (SPEC 3)', () => {
  it('prefixes a relative logo path (with or without a leading slash) with the API origin', () => {
    expect(normalizeStore(wire({ logo: '/media/store-logos/a.svg' })).logo).toBe(
      `${apiOrigin()}/media/store-logos/a.svg`,
    );
    expect(normalizeStore(wire({ logo: 'assets/a.svg' })).logo).toBe(`${apiOrigin()}/assets/a.svg`);
  });

  it('keeps absolute and data URLs, and no logo as null', () => {
    expect(normalizeStore(wire({ logo: 'https://cdn.example.com/a.png' })).logo).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(normalizeStore(wire({ logo: 'data:image/png;base64,AAAA' })).logo).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(normalizeStore(wire({})).logo).toBeNull();
    expect(normalizeStore(wire({ logo: '' })).logo).toBeNull();
  });

  it('uses USDT when payment_currency is missing, null or empty', () => {
    expect(normalizeStore(wire({})).payment_currency).toBe('USDT');
    expect(normalizeStore(wire({ payment_currency: null })).payment_currency).toBe('USDT');
    expect(normalizeStore(wire({ payment_currency: '' })).payment_currency).toBe('USDT');
    expect(normalizeStore(wire({ payment_currency: 'USDC' })).payment_currency).toBe('USDC');
  });

  it('fills what SPEC lets a backend omit with empty values, without a mismatch', () => {
    const { store, notes } = read({});
    expect(normalizeStore(store)).toMatchObject({
      ips: [],
      callback_url: '',
      redirect_urls: { success: '', fail: '' },
      chat_settings: { greeting: '', operator_name: '', working_hours: '', auto_reply: false },
    });
    expect(notes.mismatches).toEqual([]);
  });

  it('reads the Store of a SPEC-only backend: extensions fall back, nothing is reported', () => {
    const { store, notes } = read({});
    expect(store).toMatchObject({
      created: null,
      fee_payer: null,
      version: null,
      return_reason: null,
      api_key_last4: null,
      api_key_created: null,
    });
    expect(notes.mismatches).toEqual([]);
    expect([...notes.fallbacks]).toContain('Store.created');
  });

  it('reads a field SPEC names that is missing or unknown as null and reports it', () => {
    const { store, notes } = read({ status: 'suspended', merchant_fee: undefined });
    expect(store.status).toBeNull();
    expect(store.merchant_fee).toBeNull();
    expect(notes.mismatches).toEqual([
      'Store.status: unreadable a string, shown as missing',
      'Store.merchant_fee: missing, shown as missing',
    ]);
  });
});
