import * as v from 'valibot';
import type { Store, StoreCreateInput } from '@/api/stores/stores.schemas';
import { DEFAULT_PAYMENT_CURRENCY, STORE_TITLE_MAX, STORE_TITLE_MIN } from '@/domain/stores';
import { charCount, isHttpUrl, isHttpUrlOrEmpty } from '@/domain/validation';
import { DEFAULT_TTL } from './store-labels';

/** What the create and settings forms edit (select values are strings). */
export interface StoreFormValues {
  title: string;
  main_url: string;
  business_scope: string | null;
  /** Seconds, as the select's value. */
  default_invoice_ttl: string;
  payment_currency: string;
  available_payment_currencies: string[];
  redirect_success: string;
  redirect_fail: string;
}

export const EMPTY_STORE_FORM: StoreFormValues = {
  title: '',
  main_url: '',
  business_scope: null,
  default_invoice_ttl: String(DEFAULT_TTL),
  payment_currency: DEFAULT_PAYMENT_CURRENCY,
  available_payment_currencies: [DEFAULT_PAYMENT_CURRENCY],
  redirect_success: '',
  redirect_fail: '',
};

const RedirectUrl = v.pipe(v.string(), v.check(isHttpUrlOrEmpty, 'stores.form.url_invalid'));

/** Client-side rules of the store settings; messages are translation keys. */
export const StoreFormSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'stores.form.title_required'),
      v.check(
        (value) => value.trim() === '' || charCount(value.trim()) >= STORE_TITLE_MIN,
        'stores.form.title_short',
      ),
      v.check((value) => charCount(value.trim()) <= STORE_TITLE_MAX, 'stores.form.title_long'),
    ),
    main_url: v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'stores.form.url_required'),
      v.check((value) => value.trim() === '' || isHttpUrl(value), 'stores.form.url_invalid'),
    ),
    business_scope: v.pipe(
      v.nullable(v.string()),
      v.check((value) => Boolean(value), 'stores.form.scope_required'),
    ),
    default_invoice_ttl: v.pipe(
      v.string(),
      v.check((value) => Number.isInteger(Number(value)) && Number(value) > 0, 'stores.form.ttl_required'),
    ),
    payment_currency: v.pipe(
      v.string(),
      v.check((value) => value !== '', 'stores.form.currency_required'),
    ),
    available_payment_currencies: v.pipe(
      v.array(v.string()),
      v.check((codes) => codes.length > 0, 'stores.form.currencies_required'),
    ),
    redirect_success: RedirectUrl,
    redirect_fail: RedirectUrl,
  }),
  v.forward(
    v.partialCheck(
      [['payment_currency'], ['available_payment_currencies']],
      (input) => input.available_payment_currencies.includes(input.payment_currency),
      'stores.form.currency_not_accepted',
    ),
    ['payment_currency'],
  ),
);

/** The form values of a saved store. */
export function storeToFormValues(store: Store): StoreFormValues {
  const available = store.available_payment_currencies.length
    ? [...store.available_payment_currencies]
    : [store.payment_currency];
  return {
    title: store.title,
    main_url: store.main_url ?? '',
    business_scope: store.business_scope || null,
    default_invoice_ttl: String(store.default_invoice_ttl ?? DEFAULT_TTL),
    payment_currency: store.payment_currency,
    available_payment_currencies: available.includes(store.payment_currency)
      ? available
      : [store.payment_currency, ...available],
    redirect_success: store.redirect_urls.success ?? '',
    redirect_fail: store.redirect_urls.fail ?? '',
  };
}

/** The settings payload shared by create, settings and resubmit. */
export function formValuesToInput(values: StoreFormValues): StoreCreateInput {
  return {
    title: values.title.trim(),
    main_url: values.main_url.trim(),
    business_scope: values.business_scope ?? '',
    default_invoice_ttl: Number(values.default_invoice_ttl),
    payment_currency: values.payment_currency,
    available_payment_currencies: [...new Set(values.available_payment_currencies)],
    redirect_urls: { success: values.redirect_success.trim(), fail: values.redirect_fail.trim() },
  };
}

/** Adds the payment currency to the accepted ones (the payment currency is always accepted). */
export function withPaymentCurrency(accepted: readonly string[], paymentCurrency: string): string[] {
  return accepted.includes(paymentCurrency) ? [...accepted] : [...accepted, paymentCurrency];
}
