import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { answer, bool, id, list, num, oneOf, ours, record, required, text, time } from '../../http/read';
import { FEE_PAYERS } from './store.schemas';

/** SPEC.md section 7 shows no fields of a fee-history row: all but the keyset id are ours. */
export const FeeHistoryRow = record({
  id: required(id()),
  created: ours(time()),
  merchant_fee: ours(num()),
  client_fee: ours(num()),
  fee_payer: ours(oneOf(FEE_PAYERS, 'provider')),
  /** `merchant` (the cabinet) or `provider` (the provider's staff). */
  changed_by: ours(oneOf(['merchant', 'provider'], 'support')),
});
export type FeeHistoryRow = NonNullable<v.InferOutput<typeof FeeHistoryRow>>;

export const FeeHistoryAnswer = answer({ count: num(), history: required(list(FeeHistoryRow)) });

/** One key of a newly generated set: its field name and value. */
export interface StoreApiKey {
  name: string;
  value: string;
}

/**
 * SPEC.md section 7: api-key answers "newly generated keys" without naming their fields. Every
 * text field of the answer (or of an object one level inside it) is a key, shown once.
 */
export const StoreApiKeys = v.pipe(
  v.custom<Record<string, unknown>>(() => true),
  v.transform((value): StoreApiKey[] => {
    const keys: StoreApiKey[] = [];
    const collect = (object: Record<string, unknown>, depth: number) => {
      for (const [name, field] of Object.entries(object)) {
        if (typeof field === 'string' && field.trim() !== '') keys.push({ name, value: field });
        else if (depth === 0 && isRecord(field)) collect(field, 1);
      }
    };
    if (isRecord(value)) collect(value, 0);
    return keys;
  }),
  v.metadata({ kind: 'any' }),
);

/**
 * API-NOTES "Envelopes": a refusal is HTTP 200 with `success: false` and a message key. SPEC
 * does not describe a success: anything that is not a refusal is one.
 */
export const EnablePaymentsAnswer = answer({
  success: bool(),
  message: text(),
});
export type EnablePaymentsAnswer = v.InferOutput<typeof EnablePaymentsAnswer>;

/**
 * SPEC.md section 7: currency-fee answers "a list per store" without naming its fields. A row
 * names its currency as `currency` or, as SPEC's Currency entity calls a currency's code,
 * `code`; a list may also be keyed by the currency.
 */
export const CurrencyFee = record(
  {
    currency: required(text()),
    merchant_fee: ours(num()),
    client_fee: ours(num()),
    /** Smallest invoice amount in that currency. */
    min_amount: ours(num()),
    /** Fixed network fee in that currency, added to the percentage. */
    fixed_fee: ours(num()),
  },
  { also: { currency: 'code' } },
);
export type CurrencyFee = NonNullable<v.InferOutput<typeof CurrencyFee>>;
export const CurrencyFeeAnswer = required(list(CurrencyFee, { key: 'currency' }));
