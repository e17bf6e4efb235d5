import { describe, expect, it } from 'vitest';
import { readWire } from '@/api/http/wire';
import { apiOrigin } from '@/env';
import {
  carouselOrder,
  feePercent,
  isCardClickable,
  isPaymentBlocked,
  normalizeStore,
  selectStores,
  sortShortList,
  statusBadge,
  storeActions,
} from './stores.rules';
import { StoreAnswer, type StoreStatus } from './stores.schemas';

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

describe('Fees shown as value x 100 with at most 1 decimal (SPEC 9)', () => {
  it('a fee that did not arrive stays missing (never 0)', () => {
    expect(feePercent(null)).toBeNull();
    expect(feePercent(Number.NaN)).toBeNull();
  });

  it.each([
    [0.015, 1.5],
    [0.01, 1],
    [0, 0],
    [0.0125, 1.3],
    [0.001, 0.1],
    [0.1234, 12.3],
    [0.07, 7],
  ])('%s -> %s', (fraction, percent) => {
    expect(feePercent(fraction)).toBe(percent);
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

describe('Short store list sorted by title on the client (SPEC 7)', () => {
  it('sorts case-insensitively, numbers naturally, ties by id', () => {
    const entries = [
      { id: 1, title: 'beta', is_archived: false },
      { id: 2, title: 'Alpha', is_archived: false },
      { id: 3, title: 'alpha', is_archived: true },
      { id: 4, title: 'Shop 10', is_archived: false },
      { id: 5, title: 'Shop 9', is_archived: false },
    ];
    expect(sortShortList(entries, 'en').map((e) => e.id)).toEqual([2, 3, 1, 5, 4]);
  });
  it('follows the locale', () => {
    const entries = [
      { id: 1, title: 'Zebra' },
      { id: 2, title: 'Ärger' },
      { id: 3, title: 'Apfel' },
    ];
    expect(sortShortList(entries, 'de').map((e) => e.id)).toEqual([3, 2, 1]);
    expect(sortShortList(entries, 'sv').map((e) => e.id)).toEqual([3, 1, 2]);
  });
});
