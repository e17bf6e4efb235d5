import * as v from 'valibot';
import { editOr, Kept } from '@/api/http/kept';
import type { StoreCreateInput, StoreSettingsInput } from '@/api/stores/schemas/inputs.schemas';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { DEFAULT_PAYMENT_CURRENCY, STORE_TITLE_MAX, STORE_TITLE_MIN } from '@/constants/stores';
import { isRecord } from '@/lib/is-record';
import { isHttpUrl, isHttpUrlOrEmpty } from '@/lib/safe-url';
import { charCount } from '@/lib/text';
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

/** Fields of the settings form whose saved value could not be read (they start empty and say so). */
export type UnreadFields = ReadonlySet<keyof StoreFormValues>;

const RedirectUrl = v.pipe(v.string(), v.check(isHttpUrlOrEmpty, 'stores.form.url_invalid'));

/**
 * Client-side rules of the store settings; messages are translation keys. A field whose saved
 * value could not be read may stay empty: the save then sends the server's own value back.
 */
export function storeFormSchema(unread: UnreadFields = new Set()) {
  const kept = (name: keyof StoreFormValues, value: unknown) =>
    unread.has(name) && (value === '' || value === null || (Array.isArray(value) && value.length === 0));
  return v.pipe(
    v.object({
      title: v.pipe(
        v.string(),
        v.check((value) => kept('title', value) || value.trim() !== '', 'stores.form.title_required'),
        v.check(
          (value) => value.trim() === '' || charCount(value.trim()) >= STORE_TITLE_MIN,
          'stores.form.title_short',
        ),
        v.check((value) => charCount(value.trim()) <= STORE_TITLE_MAX, 'stores.form.title_long'),
      ),
      main_url: v.pipe(
        v.string(),
        v.check((value) => kept('main_url', value) || value.trim() !== '', 'stores.form.url_required'),
        v.check((value) => value.trim() === '' || isHttpUrl(value), 'stores.form.url_invalid'),
      ),
      business_scope: v.pipe(
        v.nullable(v.string()),
        v.check((value) => kept('business_scope', value) || Boolean(value), 'stores.form.scope_required'),
      ),
      default_invoice_ttl: v.pipe(
        v.string(),
        v.check(
          (value) =>
            kept('default_invoice_ttl', value) || (Number.isInteger(Number(value)) && Number(value) > 0),
          'stores.form.ttl_required',
        ),
      ),
      payment_currency: v.pipe(
        v.string(),
        v.check((value) => value !== '', 'stores.form.currency_required'),
      ),
      available_payment_currencies: v.pipe(
        v.array(v.string()),
        v.check(
          (codes) => kept('available_payment_currencies', codes) || codes.length > 0,
          'stores.form.currencies_required',
        ),
      ),
      redirect_success: RedirectUrl,
      redirect_fail: RedirectUrl,
    }),
    v.forward(
      v.partialCheck(
        [['payment_currency'], ['available_payment_currencies']],
        (input) =>
          kept('available_payment_currencies', input.available_payment_currencies) ||
          input.available_payment_currencies.includes(input.payment_currency),
        'stores.form.currency_not_accepted',
      ),
      ['payment_currency'],
    ),
  );
}

/** The create form's rules (nothing was read: every field is the merchant's). */
export const StoreFormSchema = storeFormSchema();

/**
 * The form values of a saved store; the fields whose saved value could not be read (they start
 * empty and say so, never with a value the form made up); and the fields the form corrected by
 * its own rule (the payment currency is always accepted), which a save sends as corrected.
 */
export function storeToFormValues(store: Store): {
  values: StoreFormValues;
  unread: UnreadFields;
  corrected: UnreadFields;
} {
  const unread = new Set<keyof StoreFormValues>();
  const read = <T>(name: keyof StoreFormValues, value: T | null, empty: T): T => {
    if (value !== null) return value;
    unread.add(name);
    return empty;
  };
  const corrected = new Set<keyof StoreFormValues>();
  const held = store.available_payment_currencies;
  const available =
    held === null
      ? null
      : held.includes(store.payment_currency)
        ? [...held]
        : [store.payment_currency, ...held];
  if (held !== null && available?.length !== held.length) corrected.add('available_payment_currencies');
  const ttl = store.default_invoice_ttl;
  const values: StoreFormValues = {
    title: read('title', store.title, ''),
    main_url: read('main_url', store.main_url, ''),
    business_scope: read('business_scope', store.business_scope, null) || null,
    default_invoice_ttl: read('default_invoice_ttl', ttl === null ? null : String(ttl), ''),
    payment_currency: store.payment_currency,
    available_payment_currencies: read('available_payment_currencies', available, []),
    redirect_success: read('redirect_success', store.redirect_urls?.success ?? null, ''),
    redirect_fail: read('redirect_fail', store.redirect_urls?.fail ?? null, ''),
  };
  return { values, unread, corrected };
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/**
 * The settings of a saved store as the save sends them: each field the merchant edited, as
 * typed; every other field as the server sent it (`Kept`), so a value the form could not read
 * goes back unchanged. The redirect URLs are merged onto the object the server sent.
 */
export function editedSettingsInput(
  values: StoreFormValues,
  initial: StoreFormValues,
  sent: Record<string, unknown>,
  corrected: UnreadFields = new Set(),
): Omit<StoreSettingsInput, 'id'> {
  const input = formValuesToInput(values);
  const edited = (name: keyof StoreFormValues) =>
    corrected.has(name) || !sameValue(values[name], initial[name]);
  const redirects = isRecord(sent.redirect_urls) ? sent.redirect_urls : {};
  const successEdited = edited('redirect_success');
  const failEdited = edited('redirect_fail');
  return {
    title: editOr(edited('title'), input.title, sent.title),
    main_url: editOr(edited('main_url'), input.main_url, sent.main_url),
    business_scope: editOr(edited('business_scope'), input.business_scope, sent.business_scope),
    default_invoice_ttl: editOr(
      edited('default_invoice_ttl'),
      input.default_invoice_ttl,
      sent.default_invoice_ttl,
    ),
    payment_currency: editOr(edited('payment_currency'), input.payment_currency, sent.payment_currency),
    available_payment_currencies: editOr(
      edited('available_payment_currencies'),
      input.available_payment_currencies,
      sent.available_payment_currencies,
    ),
    redirect_urls:
      successEdited || failEdited
        ? new Kept({
            ...redirects,
            ...(successEdited ? { success: input.redirect_urls.success } : {}),
            ...(failEdited ? { fail: input.redirect_urls.fail } : {}),
          })
        : new Kept(sent.redirect_urls),
    version: new Kept(sent.version),
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
