import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiOrigin } from '@/env';
import { StoreAnswer } from './schemas/store.schemas';
import { normalizeStore } from './stores-normalize';

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

const wire = (fields: Record<string, unknown>) => v.parse(StoreAnswer, { ...SPEC_STORE, ...fields });

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

  it('reads what SPEC lets be unset (a JSON null) as empty, and what did not arrive as unknown', () => {
    expect(normalizeStore(wire({ callback_url: null, ips: null }))).toMatchObject({
      callback_url: '',
      ips: [],
    });
    expect(normalizeStore(wire({}))).toMatchObject({
      callback_url: null,
      ips: null,
      redirect_urls: null,
      chat_settings: null,
    });
  });

  it('reads the Store of a SPEC-only backend: the fields of ours are unknown, not made up', () => {
    expect(wire({})).toMatchObject({
      created: null,
      fee_payer: null,
      version: null,
      return_reason: null,
      api_key_last4: null,
      api_key_created: null,
    });
  });

  it('keeps a status code the cabinet does not know, and reads a missing SPEC field as unknown', () => {
    const store = wire({ status: 'suspended', merchant_fee: undefined });
    expect(store.status).toBe('suspended');
    expect(store.merchant_fee).toBeNull();
  });

  it('keeps the object the server sent, for the forms to send back what they did not edit', () => {
    const store = normalizeStore(wire({ chat_settings: { welcome: 'Hi' } }));
    expect(store.chat_settings).toEqual({
      greeting: null,
      operator_name: null,
      working_hours: null,
      auto_reply: null,
    });
    expect(store.sent.chat_settings).toEqual({ welcome: 'Hi' });
  });
});
