import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { InvoiceMethodOption } from '@/api/invoices/schemas/invoice-detail.schemas';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { type StoreListPage, storeListAll } from '@/api/stores/stores.queries';
import { isPaymentBlocked } from '@/domain/stores';
import { isValidEmail } from '@/domain/validation';
import { DEFAULT_CURRENCY, normalizeNumberInput, parseNumberInput } from '@/lib/format';
import { sortByTitle } from '@/lib/text';

import type { InvoiceKind } from './new-invoice-search';

export { type InvoiceKind, NewInvoiceSearch } from './new-invoice-search';

/** Stores that can take invoices: approved with payments on (SPEC section 4). */
export function payableStores<T extends Pick<Store, 'status' | 'payments_enabled'>>(
  stores: readonly T[],
): T[] {
  return stores.filter((store) => !isPaymentBlocked(store));
}

const payableByTitle = (page: StoreListPage): Store[] => sortByTitle(payableStores(page.stores));

/** The stores an invoice can be made on, by title: every store of the merchant, read once. */
export const payableStoresQuery = (merchantId: number) =>
  queryOptions({ ...storeListAll(merchantId), select: payableByTitle });

/** The store's payment currency when it accepts it, else USDT, else its first currency. */
export function defaultCurrency(
  store: Pick<Store, 'payment_currency' | 'available_payment_currencies'>,
): string {
  const available = store.available_payment_currencies ?? [];
  if (available.includes(store.payment_currency)) return store.payment_currency;
  if (available.includes(DEFAULT_CURRENCY) || available.length === 0) return DEFAULT_CURRENCY;
  return available[0] ?? DEFAULT_CURRENCY;
}

export interface AmountLimits {
  min?: number | null | undefined;
  max?: number | null | undefined;
  /** Decimals the currency allows. */
  precision?: number | undefined;
}

/** The limits of the chosen method (none chosen: the client picks later, only > 0 applies). */
export function methodLimits(method: InvoiceMethodOption | undefined, precision?: number): AmountLimits {
  return { min: method?.min_amount, max: method?.max_amount, precision };
}

function decimalsOf(text: string): number {
  const fraction = normalizeNumberInput(text).split('.')[1];
  return fraction ? fraction.length : 0;
}

/**
 * Amount rules (translation key of the first broken one, or undefined): a number (spaces and
 * commas typed are converted), > 0, no more decimals than the currency has, within the
 * method's min and max when it gives them.
 */
export function amountError(text: string, limits: AmountLimits = {}): string | undefined {
  if (text.trim() === '') return 'invoices.form.amount_required';
  const value = parseNumberInput(text);
  if (value === null) return 'invoices.form.amount_invalid';
  if (value <= 0) return 'invoices.form.amount_positive';
  if (limits.precision !== undefined && decimalsOf(text) > limits.precision)
    return 'invoices.form.amount_precision';
  if (typeof limits.min === 'number' && value < limits.min) return 'invoices.form.amount_min';
  if (typeof limits.max === 'number' && value > limits.max) return 'invoices.form.amount_max';
  return undefined;
}

/** Method choice of a payment that leaves the method to the client. */
export const CLIENT_CHOOSES = 'any';

export interface NewInvoiceValues {
  currency: string;
  /** Method id as text; CLIENT_CHOOSES = the client picks on the payment page (payments only). */
  method: string;
  amount: string;
  address: string;
  external_id: string;
  description: string;
  payer_email: string;
}

/** Rules that do not depend on the chosen method (the amount is checked on its field). */
export function newInvoiceSchema(kind: InvoiceKind) {
  return v.object({
    currency: v.pipe(v.string(), v.nonEmpty('invoices.form.currency_required')),
    method:
      kind === 'payout'
        ? v.pipe(
            v.string(),
            v.check((value) => value !== '' && value !== CLIENT_CHOOSES, 'invoices.form.method_required'),
          )
        : v.string(),
    amount: v.string(),
    address:
      kind === 'payout'
        ? v.pipe(
            v.string(),
            v.trim(),
            v.nonEmpty('invoices.form.address_required'),
            v.maxCodePoints(128, 'invoices.form.address_long'),
          )
        : v.string(),
    external_id: v.pipe(v.string(), v.maxCodePoints(64, 'invoices.form.external_id_long')),
    description: v.pipe(v.string(), v.maxCodePoints(255, 'invoices.form.description_long')),
    payer_email: v.pipe(
      v.string(),
      v.check((text) => text.trim() === '' || isValidEmail(text.trim()), 'invoices.form.email_invalid'),
    ),
  });
}

/** The create call's input from the form values. */
export function toCreateInput(kind: InvoiceKind, storeId: number, values: NewInvoiceValues) {
  const text = (value: string) => value.trim() || undefined;
  return {
    type: kind === 'payment' ? ('in' as const) : ('out' as const),
    store_id: storeId,
    amount: parseNumberInput(values.amount) ?? 0,
    currency: values.currency,
    method: values.method && values.method !== CLIENT_CHOOSES ? Number(values.method) : undefined,
    external_id: text(values.external_id),
    description: text(values.description),
    payer_email: kind === 'payment' ? text(values.payer_email) : undefined,
    address: kind === 'payout' ? text(values.address) : undefined,
  };
}
