import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoreCreateInput } from '@/api/stores/schemas/inputs.schemas';
import { StoreAnswer } from '@/api/stores/schemas/store.schemas';
import { normalizeStore } from '@/api/stores/stores-normalize';
import {
  EMPTY_STORE_FORM,
  editedSettingsInput,
  formValuesToInput,
  StoreFormSchema,
  storeToFormValues,
  withPaymentCurrency,
} from './store-form';

const valid = {
  ...EMPTY_STORE_FORM,
  title: 'Polar Tea',
  main_url: 'https://polar.example.com',
  business_scope: 'food',
};

const messages = (values: unknown) => {
  const result = v.safeParse(StoreFormSchema, values);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('Store form rules (messages are translation keys)', () => {
  it('a complete form is valid', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('requires name, website and scope', () => {
    expect(messages(EMPTY_STORE_FORM)).toEqual(
      expect.arrayContaining([
        'stores.form.title_required',
        'stores.form.url_required',
        'stores.form.scope_required',
      ]),
    );
  });

  it('name is 3 to 64 characters', () => {
    expect(messages({ ...valid, title: 'ab' })).toEqual(['stores.form.title_short']);
    expect(messages({ ...valid, title: 'x'.repeat(65) })).toEqual(['stores.form.title_long']);
  });

  it('website and redirect URLs must be http(s); redirects may be empty', () => {
    expect(messages({ ...valid, main_url: 'polar.example.com' })).toEqual(['stores.form.url_invalid']);
    expect(messages({ ...valid, main_url: 'ftp://polar.example.com' })).toEqual(['stores.form.url_invalid']);
    expect(messages({ ...valid, redirect_fail: 'javascript:alert(1)' })).toEqual(['stores.form.url_invalid']);
    expect(messages({ ...valid, redirect_success: 'http://polar.example.com/ok' })).toEqual([]);
  });

  it('the payment currency must be accepted, and at least one currency is', () => {
    expect(messages({ ...valid, available_payment_currencies: ['BTC'] })).toEqual([
      'stores.form.currency_not_accepted',
    ]);
    expect(messages({ ...valid, available_payment_currencies: [] })).toEqual(
      expect.arrayContaining(['stores.form.currencies_required']),
    );
    expect(withPaymentCurrency(['BTC'], 'USDT')).toEqual(['BTC', 'USDT']);
    expect(withPaymentCurrency(['USDT'], 'USDT')).toEqual(['USDT']);
  });
});

describe('Store form values <-> payload', () => {
  it('fills the form from a store: USDT when missing, accepted always holds the payment currency', () => {
    const store = normalizeStore(
      v.parse(StoreAnswer, {
        id: 4,
        title: 'Delta',
        status: 'approved',
        payments_enabled: true,
        merchant_fee: 0.01,
        client_fee: 0,
        created: 1,
        payment_currency: null,
        available_payment_currencies: ['BTC'],
        default_invoice_ttl: 600,
        business_scope: 'pets',
      }),
    );
    const { values, unread, corrected } = storeToFormValues(store);
    expect(values).toMatchObject({
      payment_currency: 'USDT',
      available_payment_currencies: ['USDT', 'BTC'],
      default_invoice_ttl: '600',
      business_scope: 'pets',
      redirect_success: '',
    });
    // What the answer did not carry starts empty and is marked unread; the added USDT is a correction.
    expect([...unread]).toEqual(expect.arrayContaining(['main_url', 'redirect_success', 'redirect_fail']));
    expect([...corrected]).toEqual(['available_payment_currencies']);
  });

  it('sends each setting the merchant did not edit as the server sent it, and the edit as typed', () => {
    const store = normalizeStore(
      v.parse(StoreAnswer, {
        id: 4,
        title: 'Delta',
        status: 'approved',
        payment_currency: 'USDT',
        available_payment_currencies: { items: ['USDT'] },
        default_invoice_ttl: '900',
        redirect_urls: { ok_url: 'https://delta.example.com/ok' },
        version: '3',
      }),
    );
    const { values, corrected } = storeToFormValues(store);
    const input = editedSettingsInput({ ...values, title: ' Delta Two ' }, values, store.sent, corrected);
    expect(JSON.parse(JSON.stringify(input))).toEqual({
      title: 'Delta Two',
      payment_currency: 'USDT',
      available_payment_currencies: { items: ['USDT'] },
      default_invoice_ttl: '900',
      redirect_urls: { ok_url: 'https://delta.example.com/ok' },
      version: '3',
    });
  });

  it('trims and converts what is sent', () => {
    expect(
      formValuesToInput({
        ...valid,
        title: '  Polar Tea ',
        default_invoice_ttl: '3600',
        available_payment_currencies: ['USDT', 'BTC', 'USDT'],
        redirect_success: ' https://polar.example.com/ok ',
      }),
    ).toEqual({
      title: 'Polar Tea',
      main_url: 'https://polar.example.com',
      business_scope: 'food',
      default_invoice_ttl: 3600,
      payment_currency: 'USDT',
      available_payment_currencies: ['USDT', 'BTC'],
      redirect_urls: { success: 'https://polar.example.com/ok', fail: '' },
    });
  });
});

describe('Store text limits count characters, as the API does, in any script', () => {
  const ukrainian = 'Їжак'.repeat(16); // 64 characters, 128 bytes in UTF-8

  it('a 64-character Ukrainian title is accepted, 65 characters are not', () => {
    expect(messages({ ...valid, title: ukrainian })).toEqual([]);
    expect(messages({ ...valid, title: `${ukrainian}ї` })).toEqual(['stores.form.title_long']);
  });

  it('64 emoji (128 UTF-16 units) are 64 characters', () => {
    expect(messages({ ...valid, title: '🍵'.repeat(64) })).toEqual([]);
  });

  it('the API input rule agrees with the form', () => {
    const input = (title: string) =>
      v.safeParse(StoreCreateInput, {
        ...formValuesToInput({ ...valid, title }),
        payment_currency: 'USDT',
        available_payment_currencies: ['USDT'],
      });
    expect(input(ukrainian).success).toBe(true);
    expect(input('🍵'.repeat(64)).success).toBe(true);
    expect(input(`${ukrainian}ї`).issues?.map((issue) => issue.message)).toEqual(['store_title_length']);
  });
});
