import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  amountError,
  CLIENT_CHOOSES,
  defaultCurrency,
  NewInvoiceSearch,
  newInvoiceSchema,
  payableStores,
  toCreateInput,
} from './invoice-form';

describe('new invoice amount rules', () => {
  it('accepts spaces and commas as typed (number input rule)', () => {
    expect(amountError('1 250,5')).toBeUndefined();
  });

  it('needs a number greater than zero', () => {
    expect(amountError('')).toBe('invoices.form.amount_required');
    expect(amountError('abc')).toBe('invoices.form.amount_invalid');
    expect(amountError('0')).toBe('invoices.form.amount_positive');
    expect(amountError('-3')).toBe('invoices.form.amount_positive');
  });

  it('stays within the method minimum and maximum when the method gives them', () => {
    expect(amountError('0.5', { min: 1, max: 100 })).toBe('invoices.form.amount_min');
    expect(amountError('101', { min: 1, max: 100 })).toBe('invoices.form.amount_max');
    expect(amountError('1', { min: 1, max: 100 })).toBe(undefined);
    expect(amountError('100', { min: null, max: null })).toBe(undefined);
  });

  it('allows no more decimals than the currency has', () => {
    expect(amountError('1.123', { precision: 2 })).toBe('invoices.form.amount_precision');
    expect(amountError('0.00012345', { precision: 8 })).toBeUndefined();
  });
});

describe('new invoice choices', () => {
  const store = { status: 'approved', payments_enabled: true } as const;

  it('offers only approved stores with payments on', () => {
    const stores = [
      { id: 1, ...store },
      { id: 2, status: 'approved', payments_enabled: false },
      { id: 3, status: 'returned', payments_enabled: true },
      { id: 4, status: 'approval', payments_enabled: false },
    ] as const;
    expect(payableStores(stores).map((s) => s.id)).toEqual([1]);
  });

  it("defaults the currency to the store's payment currency, else USDT", () => {
    expect(
      defaultCurrency({ payment_currency: 'USDC', available_payment_currencies: ['USDT', 'USDC'] }),
    ).toBe('USDC');
    expect(defaultCurrency({ payment_currency: 'USDC', available_payment_currencies: ['USDT', 'BTC'] })).toBe(
      'USDT',
    );
    expect(defaultCurrency({ payment_currency: 'USDT', available_payment_currencies: ['BTC'] })).toBe('BTC');
  });

  it('reads the kind and store from the URL, defaulting to a payment', () => {
    expect(v.parse(NewInvoiceSearch, { invoiceType: 'payout', storeId: '301' })).toEqual({
      invoiceType: 'payout',
      storeId: 301,
    });
    expect(v.parse(NewInvoiceSearch, { invoiceType: 'refund', storeId: 'x' })).toEqual({
      invoiceType: 'payment',
      storeId: undefined,
    });
  });
});

describe('new invoice form', () => {
  const values = {
    currency: 'USDT',
    method: CLIENT_CHOOSES,
    amount: '1 000,25',
    address: '',
    external_id: ' ORD-7 ',
    description: '',
    payer_email: 'buyer@example.com',
  };

  it('a payout needs a destination address and a method', () => {
    const result = v.safeParse(newInvoiceSchema('payout'), values);
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'invoices.form.method_required',
      'invoices.form.address_required',
    ]);
    expect(v.safeParse(newInvoiceSchema('payment'), values).success).toBe(true);
  });

  it('checks the payer e-mail only when given', () => {
    expect(v.safeParse(newInvoiceSchema('payment'), { ...values, payer_email: 'nope' }).success).toBe(false);
    expect(v.safeParse(newInvoiceSchema('payment'), { ...values, payer_email: '' }).success).toBe(true);
  });

  it('sends the amount as a number and leaves empty texts out', () => {
    expect(toCreateInput('payment', 301, values)).toEqual({
      type: 'in',
      store_id: 301,
      amount: 1000.25,
      currency: 'USDT',
      method: undefined,
      external_id: 'ORD-7',
      description: undefined,
      payer_email: 'buyer@example.com',
      address: undefined,
    });
    expect(toCreateInput('payout', 301, { ...values, method: '101', address: ' T123 ' })).toMatchObject({
      type: 'out',
      method: 101,
      address: 'T123',
      payer_email: undefined,
    });
  });
});
