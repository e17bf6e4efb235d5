import * as v from 'valibot';
import { STORE_SORT_COLUMNS, STORE_STATUSES } from './stores.constants';

export { STORE_SORT_COLUMNS, STORE_STATUSES };

import {
  isHttpUrl,
  isHttpUrlOrEmpty,
  STORE_TITLE_MAX,
  STORE_TITLE_MIN,
  STORE_TTL_MAX,
  STORE_TTL_MIN,
} from './stores.rules';

/** API-NOTES "Value sets". */
export const StoreStatus = v.picklist(STORE_STATUSES);
export type StoreStatus = v.InferOutput<typeof StoreStatus>;

export const StoreSortColumn = v.picklist(STORE_SORT_COLUMNS);
export type StoreSortColumn = v.InferOutput<typeof StoreSortColumn>;

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

/**
 * Who pays the store's commission (POST /api/store/fee-settings): `merchant` = the whole
 * fee is taken from the merchant (client_fee 0), `client` = the payer pays it on top
 * (merchant_fee 0), `split` = half each. The total rate is set by the provider.
 */
export const FEE_PAYERS = ['merchant', 'client', 'split'] as const;
export const FeePayer = v.picklist(FEE_PAYERS);
export type FeePayer = v.InferOutput<typeof FeePayer>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Fees are fractions: 0.015 = 1.5 % (API-NOTES "Time and money"). */
const Fee = v.number();
const PageSize = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));
const CurrencyCode = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{2,10}$/, 'incorrect_currency_format'));

// ---------------------------------------------------------------- answers

export const RedirectUrls = v.object({
  success: v.nullish(v.string(), ''),
  fail: v.nullish(v.string(), ''),
});

/** Chat widget settings; the backend may add fields (kept as they are). */
export const ChatSettings = v.looseObject({
  greeting: v.nullish(v.string(), ''),
  operator_name: v.nullish(v.string(), ''),
  working_hours: v.nullish(v.string(), ''),
  auto_reply: v.nullish(v.boolean(), false),
});
export type ChatSettings = v.InferOutput<typeof ChatSettings>;

/**
 * A store as the backend sends it (SPEC.md section 3 "Store"). Exact where the cabinet
 * decides on the value (id, title, status, payments, fees, created: the keyset cursor);
 * fields a backend may omit get a neutral default. `logo` is a relative asset path (or an
 * absolute / data URL); `payment_currency` may be missing (the cabinet shows USDT).
 */
export const StoreAnswer = v.object({
  id: v.number(),
  title: v.string(),
  logo: v.nullish(v.string(), null),
  status: StoreStatus,
  payments_enabled: v.boolean(),
  merchant_fee: Fee,
  client_fee: Fee,
  fee_payer: v.nullish(FeePayer, null),
  payment_currency: v.nullish(v.string(), null),
  business_scope: v.nullish(v.string(), ''),
  main_url: v.nullish(v.string(), ''),
  /** Seconds. */
  default_invoice_ttl: v.nullish(v.number(), null),
  available_payment_currencies: v.nullish(v.array(v.string()), () => []),
  redirect_urls: v.nullish(RedirectUrls, () => ({ success: '', fail: '' })),
  callback_url: v.nullish(v.string(), ''),
  ips: v.nullish(v.array(v.string()), () => []),
  chat_settings: v.nullish(ChatSettings, () => ({
    greeting: '',
    operator_name: '',
    working_hours: '',
    auto_reply: false,
  })),
  chat_enabled: v.nullish(v.boolean(), false),
  /** Epoch seconds. */
  created: v.number(),
  /** Message key of what the reviewer asked to fix (returned stores). */
  return_reason: v.nullish(v.string(), null),
  /** Optimistic concurrency: send it back with settings; a stale one answers 409. */
  version: v.nullish(v.number(), null),
  /** Last 4 characters of the current secret API key; null = no key issued. */
  api_key_last4: v.nullish(v.string(), null),
  /** Epoch seconds the current API key was issued. */
  api_key_created: v.nullish(v.number(), null),
});
/** The store on the wire. */
export type StoreWire = v.InferOutput<typeof StoreAnswer>;
/** The store in the cabinet (after normalizeStore): absolute logo, payment currency always set. */
export type Store = Omit<StoreWire, 'logo' | 'payment_currency'> & {
  logo: string | null;
  payment_currency: string;
};

export const StoreListAnswer = v.object({
  /** Rows matching the filter (all pages). */
  count: v.number(),
  stores: v.array(StoreAnswer),
});

/** SPEC.md section 3 "Store filter entry". */
export const StoreFilterEntry = v.object({
  id: v.number(),
  title: v.string(),
  /** Stores to leave out of filters (archived); missing = false. */
  is_archived: v.nullish(v.boolean(), false),
});
export type StoreFilterEntry = v.InferOutput<typeof StoreFilterEntry>;

export const StoreShortListAnswer = v.object({ stores: v.array(StoreFilterEntry) });

export const StoreCreateAnswer = v.object({ store_id: v.number() });

export const FeeHistoryRow = v.object({
  id: v.number(),
  /** Epoch seconds. */
  created: v.number(),
  merchant_fee: Fee,
  client_fee: Fee,
  fee_payer: v.nullish(FeePayer, null),
  /** `merchant` (the cabinet) or `provider` (the provider's staff); null when unknown. */
  changed_by: v.nullish(v.string(), null),
});
export type FeeHistoryRow = v.InferOutput<typeof FeeHistoryRow>;

export const FeeHistoryAnswer = v.object({ count: v.number(), history: v.array(FeeHistoryRow) });

export const StoreLogoAnswer = v.object({ logo: v.string() });

/** Shown once: the backend keeps only a hash of the secret and its last 4 characters. */
export const StoreApiKeys = v.object({
  public_key: v.string(),
  secret_key: v.string(),
  /** Epoch seconds. */
  created: v.number(),
});
export type StoreApiKeys = v.InferOutput<typeof StoreApiKeys>;

/** API-NOTES "Envelopes": a refusal is HTTP 200 with success false and a message key. */
export const EnablePaymentsAnswer = v.object({
  success: v.boolean(),
  message: v.nullish(v.string()),
  payments_enabled: v.nullish(v.boolean()),
});
export type EnablePaymentsAnswer = v.InferOutput<typeof EnablePaymentsAnswer>;

export const CurrencyFee = v.object({
  currency: v.string(),
  merchant_fee: Fee,
  client_fee: Fee,
  /** Smallest invoice amount in that currency. */
  min_amount: v.nullish(v.number(), null),
  /** Fixed network fee in that currency, added to the percentage. */
  fixed_fee: v.nullish(v.number(), null),
});
export type CurrencyFee = v.InferOutput<typeof CurrencyFee>;
export const CurrencyFeeAnswer = v.array(CurrencyFee);

// ---------------------------------------------------------------- inputs

export const StoreListInput = v.object({
  merchantId: Id,
  sortColumn: StoreSortColumn,
  sortDirection: SortDirection,
  /** Id of the last row received (every page after the first). */
  prevId: v.optional(v.number()),
  /** The last row's value of the sort column. */
  prevValue: v.optional(v.union([v.string(), v.number()])),
  pageSize: v.optional(PageSize),
  /** Any of these statuses (repeat the key). */
  status: v.optional(v.array(StoreStatus)),
  /** Case-insensitive title substring. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});
export type StoreListInput = v.InferInput<typeof StoreListInput>;

export const StoreShortListInput = v.object({
  merchantId: Id,
  /** Always 1 on the wire. */
  short: v.pipe(v.boolean(), v.value(true)),
});

const Title = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(STORE_TITLE_MIN, 'store_title_length'),
  v.maxLength(STORE_TITLE_MAX, 'store_title_length'),
);
const MainUrl = v.pipe(v.string(), v.trim(), v.check(isHttpUrl, 'incorrect_url_format'));
const BusinessScope = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required_field'),
  v.maxLength(64, 'required_field'),
);
const Ttl = v.pipe(
  v.number(),
  v.integer('store_ttl_range'),
  v.minValue(STORE_TTL_MIN, 'store_ttl_range'),
  v.maxValue(STORE_TTL_MAX, 'store_ttl_range'),
);
const RedirectUrl = v.pipe(v.string(), v.trim(), v.check(isHttpUrlOrEmpty, 'incorrect_url_format'));

/** The editable settings of a store (create, settings, resubmit). */
const settingsEntries = {
  title: Title,
  business_scope: BusinessScope,
  main_url: MainUrl,
  default_invoice_ttl: Ttl,
  payment_currency: CurrencyCode,
  available_payment_currencies: v.pipe(
    v.array(CurrencyCode),
    v.nonEmpty('required_field'),
    v.check((codes) => new Set(codes).size === codes.length, 'duplicate_currency'),
  ),
  redirect_urls: v.object({ success: RedirectUrl, fail: RedirectUrl }),
};

/** payment_currency must be one of available_payment_currencies. */
const currencyAvailable = (input: { payment_currency: string; available_payment_currencies: string[] }) =>
  input.available_payment_currencies.includes(input.payment_currency);
const CURRENCY_PATHS = [['payment_currency'], ['available_payment_currencies']] as const;

export const StoreCreateInput = v.pipe(
  v.object(settingsEntries),
  v.forward(v.partialCheck(CURRENCY_PATHS, currencyAvailable, 'payment_currency_not_available'), [
    'payment_currency',
  ]),
);
export type StoreCreateInput = v.InferInput<typeof StoreCreateInput>;

export const StoreSettingsInput = v.pipe(
  v.object({
    id: Id,
    ...settingsEntries,
    /** The version read; a stale one answers 409 conflict_version_error. Omit to overwrite. */
    version: v.optional(v.number()),
  }),
  v.forward(v.partialCheck(CURRENCY_PATHS, currencyAvailable, 'payment_currency_not_available'), [
    'payment_currency',
  ]),
);
export type StoreSettingsInput = v.InferInput<typeof StoreSettingsInput>;

/** Resubmit (POST /api/store/request): the corrected settings of a returned store. */
export const StoreResubmitInput = v.pipe(
  v.object({ store_id: Id, ...settingsEntries }),
  v.forward(v.partialCheck(CURRENCY_PATHS, currencyAvailable, 'payment_currency_not_available'), [
    'payment_currency',
  ]),
);
export type StoreResubmitInput = v.InferInput<typeof StoreResubmitInput>;

export const StoreIdInput = v.object({ id: Id });
export const StoreIdQuery = v.object({ storeId: Id });

export const FeeSettingsInput = v.object({ id: Id, fee_payer: FeePayer });
export type FeeSettingsInput = v.InferInput<typeof FeeSettingsInput>;

export const FeeHistoryInput = v.object({
  storeId: Id,
  sortDirection: SortDirection,
  prevId: v.optional(v.number()),
  /** `created` of the last row received. */
  prevValue: v.optional(v.number()),
  pageSize: v.optional(PageSize),
});
export type FeeHistoryInput = v.InferInput<typeof FeeHistoryInput>;

/** A file in a multipart body (checked by shape: browsers, Node and test DOMs have different Blob classes). */
export const UploadFile = v.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function',
  'upload_profile_photo_error',
);

export const StoreLogoInput = v.object({ store_id: Id, logo: UploadFile });
export type StoreLogoInput = v.InferInput<typeof StoreLogoInput>;

export const StoreApiKeyInput = v.object({ store_id: Id });

/** Formats are checked by the backend so that its first message key is the specific one. */
export const StoreIntegrationInput = v.object({
  store_id: Id,
  /** https URL, or empty for no callbacks. */
  callback_url: v.pipe(v.string(), v.trim(), v.maxLength(2048)),
  /** IPv4 addresses the callbacks come from (whitelist on the merchant's side). */
  ips: v.pipe(v.array(v.pipe(v.string(), v.trim())), v.maxLength(20)),
});
export type StoreIntegrationInput = v.InferInput<typeof StoreIntegrationInput>;

export const EnablePaymentsInput = v.object({ store_id: Id, payments_enabled: v.boolean() });
export type EnablePaymentsInput = v.InferInput<typeof EnablePaymentsInput>;

export const ChatSettingsInput = v.object({
  store_id: Id,
  chat_settings: v.object({
    greeting: v.pipe(v.string(), v.trim(), v.maxLength(500)),
    operator_name: v.pipe(v.string(), v.trim(), v.maxLength(64)),
    working_hours: v.pipe(v.string(), v.trim(), v.maxLength(64)),
    auto_reply: v.boolean(),
  }),
  chat_enabled: v.boolean(),
});
export type ChatSettingsInput = v.InferInput<typeof ChatSettingsInput>;
