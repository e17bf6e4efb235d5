import { describe, expect, it } from 'vitest';
import type { Currency } from '@/api/enums/enums.schemas';
import type { Store } from '@/api/stores/stores.schemas';
import {
  acceptedCurrencyCodes,
  feeExample,
  feePayerOf,
  initialOf,
  isReadOnly,
  returnReasonKey,
  scopeLabelKey,
  setupSteps,
  splitFees,
  storeTarget,
  ttlLabel,
} from './store-rules';

const store = (fields: Partial<Store>): Store => ({
  id: 1,
  title: 'Aurora',
  logo: null,
  status: 'approved',
  payments_enabled: true,
  merchant_fee: 0.015,
  client_fee: 0,
  fee_payer: null,
  payment_currency: 'USDT',
  business_scope: 'retail',
  main_url: 'https://aurora.example.com',
  default_invoice_ttl: 1800,
  available_payment_currencies: ['USDT'],
  redirect_urls: { success: '', fail: '' },
  callback_url: '',
  ips: [],
  chat_settings: { greeting: '', operator_name: '', working_hours: '', auto_reply: false },
  chat_enabled: false,
  created: 1_700_000_000,
  return_reason: null,
  version: 1,
  api_key_last4: null,
  api_key_created: null,
  ...fields,
});

describe('Store row target: settings for approved and returned, overview otherwise (SPEC 4)', () => {
  it.each([
    ['approved', '/store/$storeId/settings'],
    ['returned', '/store/$storeId/settings'],
    ['approval', '/store/$storeId'],
    ['denied', '/store/$storeId'],
  ] as const)('%s -> %s', (status, target) => {
    expect(storeTarget(status)).toBe(target);
  });
});

describe('Read-only stores: under review and denied', () => {
  it('approval and denied are read-only; approved and returned are editable', () => {
    expect([
      isReadOnly('approval'),
      isReadOnly('denied'),
      isReadOnly('approved'),
      isReadOnly('returned'),
    ]).toEqual([true, true, false, false]);
  });
});

describe('Fee payer and the split rule', () => {
  it('derives the payer from the fees when the backend leaves it out', () => {
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0.015, client_fee: 0 })).toBe('merchant');
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0, client_fee: 0.015 })).toBe('client');
    expect(feePayerOf({ fee_payer: null, merchant_fee: 0.01, client_fee: 0.005 })).toBe('split');
    expect(feePayerOf({ fee_payer: 'client', merchant_fee: 0.01, client_fee: 0.005 })).toBe('client');
  });

  it('split gives the client half rounded down to 0.0001 and the merchant the rest', () => {
    expect(splitFees(0.015, 'split')).toEqual({ merchant_fee: 0.0075, client_fee: 0.0075 });
    expect(splitFees(0.0125, 'split')).toEqual({ merchant_fee: 0.0063, client_fee: 0.0062 });
    expect(splitFees(0.02, 'client')).toEqual({ merchant_fee: 0, client_fee: 0.02 });
  });

  it('works the 100 USDT example for each payer', () => {
    expect(feeExample(0.015, 'merchant')).toMatchObject({ customerPays: 100, merchantReceives: 98.5 });
    expect(feeExample(0.015, 'client')).toMatchObject({ customerPays: 101.5, merchantReceives: 100 });
    expect(feeExample(0.015, 'split')).toMatchObject({ customerPays: 100.75, merchantReceives: 99.25 });
    expect(feeExample(0.03, 'split', 100, { merchant_fee: 0.025, client_fee: 0.005 })).toMatchObject({
      customerPays: 100.5,
      merchantReceives: 97.5,
    });
  });
});

describe('Setup guide', () => {
  it('a fresh store under review has every step open', () => {
    expect(setupSteps(store({ status: 'approval', payments_enabled: false })).filter((s) => s.done)).toEqual(
      [],
    );
  });

  it('an approved store with key, callback, both redirects and payments is done', () => {
    const ready = store({
      api_key_last4: 'ab12',
      callback_url: 'https://a.example.com/hook',
      redirect_urls: { success: 'https://a.example.com/ok', fail: 'https://a.example.com/fail' },
    });
    expect(setupSteps(ready).every((s) => s.done)).toBe(true);
    expect(
      setupSteps({ ...ready, redirect_urls: { success: 'https://a.example.com/ok', fail: '' } }).find(
        (s) => s.id === 'redirects',
      )?.done,
    ).toBe(false);
  });
});

describe('Labels', () => {
  it('invoice lifetimes read in hours when whole, else minutes', () => {
    expect(ttlLabel(900)).toEqual({ key: 'stores.ttl.minutes', count: 15 });
    expect(ttlLabel(7200)).toEqual({ key: 'stores.ttl.hours', count: 2 });
    expect(ttlLabel(86_400)).toEqual({ key: 'stores.ttl.hours', count: 24 });
  });

  it('known scopes and return reasons have keys; unknown ones fall back', () => {
    expect(scopeLabelKey('retail')).toBe('stores.scope.retail');
    expect(scopeLabelKey('pets')).toBeNull();
    expect(returnReasonKey('store_return_reason_url_unreachable')).toBe(
      'stores.return_reason.url_unreachable',
    );
    expect(returnReasonKey('something_else')).toBe('stores.return_reason.generic');
    expect(returnReasonKey(null)).toBe('stores.return_reason.generic');
  });

  it('the logo placeholder is the first letter of the title (SPEC 2)', () => {
    expect(initialOf('aurora')).toBe('A');
    expect(initialOf('  ёлка')).toBe('Ё');
    expect(initialOf('')).toBe('?');
  });
});

describe('Accepted currencies: every active currency once, by code (issue 13 case 7)', () => {
  const currency = (code: string, fields: Partial<Currency> = {}): Currency => ({
    code,
    active: true,
    logo: null,
    precision: 2,
    rates_precision: 4,
    type: 1,
    system: false,
    ...fields,
  });

  it('offers system and fiat-like (type 0) currencies; leaves out inactive ones', () => {
    const list = [
      currency('USDT', { system: true }),
      currency('BTC'),
      currency('XMR', { active: false }),
      currency('USD', { type: 0 }),
    ];
    expect(acceptedCurrencyCodes(list)).toEqual(['USDT', 'BTC', 'USD']);
  });

  it('lists each code once, then the codes the store holds that the enum does not list', () => {
    const list = [currency('USDT', { system: true }), currency('USD', { type: 0 }), currency('USDT')];
    expect(acceptedCurrencyCodes(list, ['USDT', 'USDT', 'TON', 'ton', null])).toEqual(['USDT', 'USD', 'TON']);
  });
});
