import { describe, expect, it } from 'vitest';
import type { Currency } from '@/api/enums/enums.schemas';
import type { Store, StoreStatus } from '@/api/stores/schemas/store.schemas';
import {
  acceptedCurrencyCodes,
  carouselOrder,
  initialOf,
  isCardClickable,
  isPaymentBlocked,
  isReadOnly,
  returnReasonKey,
  selectStores,
  setupSteps,
  statusBadge,
  storeActions,
  storeTarget,
} from './stores';

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
  sent: {},
  ...fields,
});

describe('The store list: filters and sort applied on the client (SPEC 7 names none)', () => {
  const stores = [
    { id: 1, title: 'beta', status: 'approved', created: 300 },
    { id: 2, title: 'Alpha', status: 'denied', created: null },
    { id: 3, title: 'Gamma shop', status: 'returned', created: 100 },
    { id: 4, title: '', status: null, created: 200 },
    { id: 5, title: 'alpha 2', status: 'approved', created: null },
  ] as const satisfies ReadonlyArray<{
    id: number;
    title: string;
    status: StoreStatus | null;
    created: number | null;
  }>;
  const ids = (view: Parameters<typeof selectStores>[1]) => selectStores(stores, view, 'en').map((s) => s.id);

  it('filters by any of the statuses and by a case-insensitive title substring', () => {
    expect(ids({ sortColumn: 'title', sortDirection: 'asc', status: ['approved', 'returned'] })).toEqual([
      5, 1, 3,
    ]);
    expect(ids({ sortColumn: 'title', sortDirection: 'asc', search: 'ALPHA' })).toEqual([2, 5]);
  });

  it('sorts by title or status; rows without the value come last', () => {
    expect(ids({ sortColumn: 'title', sortDirection: 'desc' })).toEqual([3, 1, 5, 2, 4]);
    expect(ids({ sortColumn: 'status', sortDirection: 'asc' })).toEqual([1, 5, 2, 3, 4]);
  });

  it('sorts newest first by created, and by id where created did not arrive', () => {
    expect(ids({ sortColumn: 'created', sortDirection: 'desc' })).toEqual([1, 4, 3, 5, 2]);
    expect(ids({ sortColumn: 'created', sortDirection: 'asc' })).toEqual([3, 4, 1, 2, 5]);
  });
});

describe('Payment-blocked: not approved or payments off (SPEC 4)', () => {
  it.each<[StoreStatus, boolean, boolean]>([
    ['approved', true, false],
    ['approved', false, true],
    ['returned', true, true],
    ['approval', true, true],
    ['denied', false, true],
  ])('%s, payments %s -> blocked %s', (status, payments_enabled, blocked) => {
    expect(isPaymentBlocked({ status, payments_enabled })).toBe(blocked);
  });
});

describe('Card clickable only when approved or returned (SPEC 4)', () => {
  it.each<[StoreStatus, boolean]>([
    ['approved', true],
    ['returned', true],
    ['approval', false],
    ['denied', false],
  ])('%s -> %s', (status, clickable) => {
    expect(isCardClickable(status)).toBe(clickable);
  });
});

describe('Create-invoice and create-payout buttons per status (SPEC 4)', () => {
  it('approved: shown, disabled only when payments are off', () => {
    expect(storeActions({ status: 'approved', payments_enabled: true })).toEqual({
      show: true,
      disabled: false,
    });
    expect(storeActions({ status: 'approved', payments_enabled: false })).toEqual({
      show: true,
      disabled: true,
    });
  });
  it('returned and approval: shown but disabled, even with payments on', () => {
    expect(storeActions({ status: 'returned', payments_enabled: true })).toEqual({
      show: true,
      disabled: true,
    });
    expect(storeActions({ status: 'approval', payments_enabled: true })).toEqual({
      show: true,
      disabled: true,
    });
  });
  it('denied: not shown', () => {
    expect(storeActions({ status: 'denied', payments_enabled: false }).show).toBe(false);
  });
});

describe('Carousel order: approved (payments on first), returned, approval, denied (SPEC 4)', () => {
  it('orders by status and keeps the given order otherwise', () => {
    const stores = [
      { id: 1, status: 'denied', payments_enabled: false },
      { id: 2, status: 'approval', payments_enabled: false },
      { id: 3, status: 'approved', payments_enabled: false },
      { id: 4, status: 'returned', payments_enabled: true },
      { id: 5, status: 'approved', payments_enabled: true },
      { id: 6, status: 'approved', payments_enabled: false },
      { id: 7, status: 'approved', payments_enabled: true },
      { id: 8, status: 'returned', payments_enabled: false },
    ] satisfies Array<{ id: number; status: StoreStatus; payments_enabled: boolean }>;
    expect(carouselOrder(stores).map((s) => s.id)).toEqual([5, 7, 3, 6, 4, 8, 2, 1]);
    expect(stores.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('puts a store whose status is unknown (null) last, without buttons, not clickable', () => {
    const unknown = { id: 9, status: null, payments_enabled: true };
    const approved = { id: 1, status: 'approved' as const, payments_enabled: true };
    expect(carouselOrder([unknown, approved]).map((s) => s.id)).toEqual([1, 9]);
    expect(storeActions(unknown)).toEqual({ show: false, disabled: true });
    expect(isCardClickable(null)).toBe(false);
    expect(isPaymentBlocked(unknown)).toBe(true);
    expect(statusBadge(null)).toEqual({ tone: 'default', variant: 'outlined' });
  });
});

describe('Status badges (SPEC 4)', () => {
  it.each<[StoreStatus, string, string]>([
    ['approval', 'warning', 'filled'],
    ['returned', 'warning', 'outlined'],
    ['approved', 'success', 'filled'],
    ['denied', 'error', 'filled'],
  ])('%s -> %s %s', (status, tone, variant) => {
    expect(statusBadge(status)).toEqual({ tone, variant });
  });
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
  it('known return reasons have keys; unknown ones fall back', () => {
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
