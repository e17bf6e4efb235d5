import * as v from 'valibot';
import { AssetUrl } from '../http/asset-url';
import { UploadFile } from '../http/upload';
import { aliases, DOC_SCHEMA, entity, ext, extParam, listOf, named, opt, rows } from '../http/wire';
import { STORE_SORT_COLUMNS, STORE_STATUSES, STORE_WIRE_SORT_COLUMNS } from './stores.constants';

export { STORE_SORT_COLUMNS, STORE_STATUSES, STORE_WIRE_SORT_COLUMNS };

import { STORE_TITLE_MAX, STORE_TITLE_MIN, STORE_TTL_MAX, STORE_TTL_MIN } from '@/domain/stores';
import { isHttpUrl, isHttpUrlOrEmpty } from '@/domain/validation';

/** API-NOTES "Value sets". */
export const StoreStatus = v.picklist(STORE_STATUSES);
export type StoreStatus = v.InferOutput<typeof StoreStatus>;

/** How the store list is sorted on screen (on the client; see stores.constants.ts). */
export const StoreSortColumn = v.picklist(STORE_SORT_COLUMNS);
export type StoreSortColumn = v.InferOutput<typeof StoreSortColumn>;

/** Sort columns GET /api/store/list is asked for: Store fields SPEC.md names. */
export const StoreWireSortColumn = v.picklist(STORE_WIRE_SORT_COLUMNS);
export type StoreWireSortColumn = v.InferOutput<typeof StoreWireSortColumn>;

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reader whose contract document and spec-minimal stripping use `doc` (the kit's DOC_SCHEMA). */
function documented<S extends object>(schema: S, doc: v.GenericSchema): S {
  Object.defineProperty(schema, DOC_SCHEMA, { value: doc, enumerable: false });
  return schema;
}

// ---------------------------------------------------------------- answers

/**
 * SPEC.md names `redirect_urls` but not its shape: the cabinet sends `{ success, fail }` and
 * reads the same keys back.
 */
export const RedirectUrls = entity('RedirectUrls', {
  success: ext(v.string(), '', 'the success redirect is shown as not set'),
  fail: ext(v.string(), '', 'the fail redirect is shown as not set'),
});
export type RedirectUrls = v.InferOutput<typeof RedirectUrls>;

/** SPEC.md names `chat_settings` but not its fields: these are the ones the cabinet sends. */
export const ChatSettings = entity('ChatSettings', {
  greeting: ext(v.string(), '', 'the chat form starts with an empty greeting'),
  operator_name: ext(v.string(), '', 'the chat form starts with an empty operator name'),
  working_hours: ext(v.string(), '', 'the chat form starts with empty working hours'),
  auto_reply: ext(v.boolean(), false, 'the auto-reply switch starts off'),
});
export type ChatSettings = v.InferOutput<typeof ChatSettings>;

/**
 * A store as the backend sends it (SPEC.md section 3 "Store"). Fields SPEC names read as
 * null when missing (shown as "—", reported); `logo`, `payment_currency` (USDT when
 * missing), `callback_url`, `ips`, `redirect_urls` and `chat_settings` may be absent (none
 * set); the others are the cabinet's extensions, each with its fallback.
 */
export const StoreAnswer = entity('Store', {
  id: v.number(),
  title: named(v.string()),
  logo: opt(AssetUrl),
  status: named(StoreStatus),
  payments_enabled: named(v.boolean()),
  merchant_fee: named(Fee),
  client_fee: named(Fee),
  payment_currency: opt(v.string()),
  business_scope: named(v.string()),
  main_url: named(v.string()),
  /** Seconds. */
  default_invoice_ttl: named(v.number()),
  available_payment_currencies: named(v.array(v.string())),
  redirect_urls: opt(RedirectUrls),
  callback_url: opt(v.string()),
  ips: opt(v.array(v.string())),
  chat_settings: opt(ChatSettings),
  chat_enabled: named(v.boolean()),
  fee_payer: ext(
    FeePayer,
    null,
    'derived from the fees: client_fee 0 = the merchant pays, merchant_fee 0 = the client pays, otherwise split',
  ),
  /** Epoch seconds. */
  created: ext(
    v.number(),
    null,
    'the creation date is shown as "—"; the store list sorts "newest first" by id instead',
  ),
  /** Message key of what the reviewer asked to fix (returned stores). */
  return_reason: ext(v.string(), null, 'a returned store shows the generic "correct and resubmit" text'),
  /** Optimistic concurrency: sent back with settings; a stale one answers 409. */
  version: ext(
    v.number(),
    null,
    'settings are saved without a version: no stale-edit check, the last save wins',
  ),
  /** Last 4 characters of the current secret API key; null = none known. */
  api_key_last4: ext(
    v.string(),
    null,
    'the API-key card says no key is known; generating one still asks for confirmation (it may replace a key)',
  ),
  /** Epoch seconds the current API key was issued. */
  api_key_created: ext(v.number(), null, 'the API-key date is not shown'),
});
/** The store on the wire, as read. */
export type StoreWire = v.InferOutput<typeof StoreAnswer>;

/**
 * The store in the cabinet (after normalizeStore): payment currency USDT when missing
 * (SPEC.md section 3); what SPEC lets be absent reads as empty; a title or list that did not
 * arrive reads as empty (reported; shown as "—").
 */
export type Store = Omit<
  StoreWire,
  | 'title'
  | 'payment_currency'
  | 'available_payment_currencies'
  | 'redirect_urls'
  | 'callback_url'
  | 'ips'
  | 'chat_settings'
> & {
  title: string;
  payment_currency: string;
  available_payment_currencies: string[];
  redirect_urls: RedirectUrls;
  callback_url: string;
  ips: string[];
  chat_settings: ChatSettings;
};

/** SPEC.md section 7: `data.count` and `data.stores`; an unreadable row is skipped. */
export const StoreListAnswer = entity('StoreList', {
  /** Rows of the merchant (all pages). */
  count: named(v.number()),
  stores: rows(StoreAnswer, 'Store'),
});

/**
 * SPEC.md section 3 "Store filter entry": id, title and a flag that leaves a store out of
 * filters, whose name SPEC leaves open: `is_archived`, or `archived` / `is_archive`.
 */
export const StoreFilterEntryAnswer = aliases(
  entity('StoreFilterEntry', {
    id: v.number(),
    title: named(v.string()),
    is_archived: opt(v.boolean()),
  }),
  'StoreFilterEntry',
  { is_archived: ['archived', 'is_archive'] },
);
/** A short-list entry in the cabinet: title empty when it did not arrive, flag false when absent. */
export interface StoreFilterEntry {
  id: number;
  title: string;
  is_archived: boolean;
}

export const StoreShortListAnswer = entity('StoreShortList', {
  stores: rows(StoreFilterEntryAnswer, 'StoreFilterEntry'),
});

/** SPEC.md section 7: create returns `data.store_id`. */
export const StoreCreateAnswer = entity('StoreCreate', { store_id: named(v.number()) });

/**
 * The answer of a write SPEC does not describe, or describes as "the updated store":
 * read as a store when it carries one (an object with a numeric id), otherwise ignored.
 * The cabinet reloads the store after every write either way.
 */
export const StoreWriteAnswer = documented(
  v.pipe(
    v.unknown(),
    v.transform((value): StoreWire | null => {
      if (!isRecord(value) || typeof value.id !== 'number') return null;
      const read = v.safeParse(StoreAnswer, value);
      return read.success ? read.output : null;
    }),
  ),
  v.nullable(StoreAnswer),
);

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

// ---------------------------------------------------------------- inputs

/** SPEC.md section 7: merchantId, sortColumn, sortDirection and keyset paging, nothing else. */
export const StoreListInput = v.object({
  merchantId: Id,
  sortColumn: StoreWireSortColumn,
  sortDirection: SortDirection,
  /** Id of the last row received (every page after the first). */
  prevId: v.optional(v.number()),
  /** The last row's value of the sort column. */
  prevValue: v.optional(v.union([v.string(), v.number()])),
  pageSize: v.optional(PageSize),
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
  v.minCodePoints(STORE_TITLE_MIN, 'store_title_length'),
  v.maxCodePoints(STORE_TITLE_MAX, 'store_title_length'),
);
const MainUrl = v.pipe(v.string(), v.trim(), v.check(isHttpUrl, 'incorrect_url_format'));
const BusinessScope = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required_field'),
  v.maxCodePoints(64, 'required_field'),
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
    version: extParam(
      v.optional(v.number()),
      'optimistic concurrency: a backend that ignores it lets the last save win',
    ),
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

/**
 * SPEC.md section 7: "id plus fee fields". The fee fields of a Store are merchant_fee and
 * client_fee (the split the cabinet computed for the chosen payer); `fee_payer` is ours.
 */
export const FeeSettingsInput = v.object({
  id: Id,
  merchant_fee: v.optional(Fee),
  client_fee: v.optional(Fee),
  fee_payer: extParam(
    v.optional(FeePayer),
    'who pays the commission; a backend that ignores it applies merchant_fee and client_fee as sent',
  ),
});
export type FeeSettingsInput = v.InferInput<typeof FeeSettingsInput>;

export const FeeHistoryInput = v.object({
  storeId: Id,
  sortDirection: SortDirection,
  prevId: v.optional(v.number()),
  /** `created` of the last row received. */
  prevValue: v.optional(v.number()),
  pageSize: extParam(
    v.optional(PageSize),
    'a backend that ignores it answers pages of its own size: the cabinet loads more while it holds fewer rows than count',
  ),
});
export type FeeHistoryInput = v.InferInput<typeof FeeHistoryInput>;

export const StoreLogoInput = v.object({ store_id: Id, logo: UploadFile });
export type StoreLogoInput = v.InferInput<typeof StoreLogoInput>;

export const StoreApiKeyInput = v.object({ store_id: Id });

/** Formats are checked by the backend so that its first message key is the specific one. */
export const StoreIntegrationInput = v.object({
  store_id: Id,
  /** https URL, or empty for no callbacks. */
  callback_url: v.pipe(v.string(), v.trim(), v.maxCodePoints(2048)),
  /** IPv4 addresses the callbacks come from (whitelist on the merchant's side). */
  ips: v.pipe(v.array(v.pipe(v.string(), v.trim())), v.maxLength(20)),
});
export type StoreIntegrationInput = v.InferInput<typeof StoreIntegrationInput>;

export const EnablePaymentsInput = v.object({ store_id: Id, payments_enabled: v.boolean() });
export type EnablePaymentsInput = v.InferInput<typeof EnablePaymentsInput>;

export const ChatSettingsInput = v.object({
  store_id: Id,
  chat_settings: v.object({
    greeting: v.pipe(v.string(), v.trim(), v.maxCodePoints(500)),
    operator_name: v.pipe(v.string(), v.trim(), v.maxCodePoints(64)),
    working_hours: v.pipe(v.string(), v.trim(), v.maxCodePoints(64)),
    auto_reply: v.boolean(),
  }),
  chat_enabled: v.boolean(),
});
export type ChatSettingsInput = v.InferInput<typeof ChatSettingsInput>;
