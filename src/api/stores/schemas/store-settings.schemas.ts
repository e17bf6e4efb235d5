import * as v from 'valibot';
import { AssetUrl } from '../../http/asset-url';
import { aliases, entity, ext, listOf, named, opt, rows } from '../../http/wire';
import { documented, Fee, FeePayer, isRecord } from './values.schemas';

/** SPEC.md section 7 shows no fields of a fee-history row: all but the keyset id are extensions. */
export const FeeHistoryRow = entity('FeeHistoryRow', {
  id: v.number(),
  /** Epoch seconds. */
  created: ext(
    v.number(),
    null,
    'the date is shown as "—"; the history cannot page past a row without it (prevValue is its created)',
  ),
  merchant_fee: ext(Fee, null, 'shown as "—"'),
  client_fee: ext(Fee, null, 'shown as "—"'),
  fee_payer: ext(FeePayer, null, 'derived from the fees; "—" when they are missing too'),
  /** `merchant` (the cabinet) or `provider` (the provider's staff). */
  changed_by: ext(v.string(), null, 'shown as "—"'),
});
export type FeeHistoryRow = v.InferOutput<typeof FeeHistoryRow>;

export const FeeHistoryAnswer = entity('FeeHistory', {
  count: named(v.number()),
  history: rows(FeeHistoryRow, 'FeeHistoryRow'),
});

/** SPEC.md section 7: logo upload returns `data.logo` (made absolute when read). */
export const StoreLogoAnswer = entity('StoreLogo', { logo: named(AssetUrl) });

/** One key of a newly generated set: its field name and value. */
export interface StoreApiKey {
  name: string;
  value: string;
}

/**
 * SPEC.md section 7: api-key answers "newly generated keys" without naming their fields. Every
 * text field of the answer (or of an object one level inside it) is a key, shown once;
 * the cabinet knows `public_key` and `secret_key` by name.
 */
export const StoreApiKeys = documented(
  v.pipe(
    v.unknown(),
    v.transform((value): StoreApiKey[] => {
      const keys: StoreApiKey[] = [];
      const collect = (record: Record<string, unknown>, depth: number) => {
        for (const [name, field] of Object.entries(record)) {
          if (typeof field === 'string' && field.trim() !== '') keys.push({ name, value: field });
          else if (depth === 0 && isRecord(field)) collect(field, 1);
        }
      };
      if (isRecord(value)) collect(value, 0);
      return keys;
    }),
  ),
  v.record(v.string(), v.string()),
);

/**
 * API-NOTES "Envelopes": a refusal is HTTP 200 with `success: false` and a message key.
 * SPEC does not describe the answer of a success: anything that is not a refusal is one.
 */
const EnablePaymentsEntity = entity('EnablePayments', {
  success: opt(v.boolean()),
  message: opt(v.string()),
  payments_enabled: ext(v.boolean(), null, 'the store is reloaded to show the switch'),
});
export const EnablePaymentsAnswer = documented(
  v.pipe(
    v.unknown(),
    v.transform((value) => (isRecord(value) ? value : {})),
    EnablePaymentsEntity,
  ),
  EnablePaymentsEntity,
);
export type EnablePaymentsAnswer = v.InferOutput<typeof EnablePaymentsAnswer>;

/**
 * SPEC.md section 7: currency-fee answers "a list per store" without naming its fields: a
 * bare list or an object holding it; a row names its currency as `currency` or `code`.
 */
export const CurrencyFee = aliases(
  entity('CurrencyFee', {
    currency: v.string(),
    merchant_fee: ext(Fee, null, 'shown as "—"'),
    client_fee: ext(Fee, null, 'shown as "—"'),
    /** Smallest invoice amount in that currency. */
    min_amount: ext(v.number(), null, 'shown as "—"'),
    /** Fixed network fee in that currency, added to the percentage. */
    fixed_fee: ext(v.number(), null, 'shown as "—"'),
  }),
  'CurrencyFee',
  { currency: ['code', 'currency_code'] },
);
export type CurrencyFee = v.InferOutput<typeof CurrencyFee>;
export const CurrencyFeeAnswer = listOf(CurrencyFee, 'CurrencyFee');
