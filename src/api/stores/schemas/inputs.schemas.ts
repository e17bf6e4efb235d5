import * as v from 'valibot';
import { STORE_TITLE_MAX, STORE_TITLE_MIN, STORE_TTL_MAX, STORE_TTL_MIN } from '@/constants/stores';
import { isHttpUrl, isHttpUrlOrEmpty } from '@/lib/safe-url';
import { type Kept, keptOr } from '../../http/kept';
import { Id, pageSize, SortDirection } from '../../http/params.schemas';
import { ours } from '../../http/read';
import { UploadFile } from '../../http/upload';
import { CurrencyCode, Fee, FeePayer, StoreWireSortColumn } from './store.schemas';

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
  pageSize: v.optional(pageSize(100)),
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

/** The editable settings of a store (create). */
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

/**
 * The settings of an existing store (settings, resubmit): each is the merchant's edit, or the
 * value the server sent, kept as it came (`Kept`), never a value the form made up.
 */
const editedEntries = {
  title: v.optional(keptOr(Title)),
  business_scope: v.optional(keptOr(BusinessScope)),
  main_url: v.optional(keptOr(MainUrl)),
  default_invoice_ttl: v.optional(keptOr(Ttl)),
  payment_currency: v.optional(keptOr(CurrencyCode)),
  available_payment_currencies: v.optional(keptOr(settingsEntries.available_payment_currencies)),
  redirect_urls: v.optional(keptOr(settingsEntries.redirect_urls)),
};

/** payment_currency must be one of available_payment_currencies (when the merchant chose both). */
const currencyAvailable = (input: {
  payment_currency?: string | Kept | undefined;
  available_payment_currencies?: string[] | Kept | undefined;
}) =>
  typeof input.payment_currency !== 'string' ||
  !Array.isArray(input.available_payment_currencies) ||
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
    ...editedEntries,
    /** The version read; a stale one answers 409 conflict_version_error. Omit to overwrite. */
    version: ours(v.optional(keptOr(v.number()))),
  }),
  v.forward(v.partialCheck(CURRENCY_PATHS, currencyAvailable, 'payment_currency_not_available'), [
    'payment_currency',
  ]),
);
export type StoreSettingsInput = v.InferInput<typeof StoreSettingsInput>;

/** Resubmit (POST /api/store/request): the corrected settings of a returned store. */
export const StoreResubmitInput = v.pipe(
  v.object({ store_id: Id, ...editedEntries }),
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
  /** Ours: a backend that ignores it applies merchant_fee and client_fee as sent. */
  fee_payer: ours(v.optional(FeePayer)),
});
export type FeeSettingsInput = v.InferInput<typeof FeeSettingsInput>;

export const FeeHistoryInput = v.object({
  storeId: Id,
  sortDirection: SortDirection,
  prevId: v.optional(v.number()),
  /** `created` of the last row received. */
  prevValue: v.optional(v.number()),
  /** Ours: a backend that ignores it answers pages of its own size; the cabinet loads more while it holds fewer rows than count. */
  pageSize: ours(v.optional(pageSize(100))),
});
export type FeeHistoryInput = v.InferInput<typeof FeeHistoryInput>;

export const StoreLogoInput = v.object({ store_id: Id, logo: UploadFile });
export type StoreLogoInput = v.InferInput<typeof StoreLogoInput>;

export const StoreApiKeyInput = v.object({ store_id: Id });

/** Formats are checked by the backend so that its first message key is the specific one. */
export const StoreIntegrationInput = v.object({
  store_id: Id,
  /** https URL, or empty for no callbacks. */
  callback_url: v.optional(keptOr(v.pipe(v.string(), v.trim(), v.maxCodePoints(2048)))),
  /** IPv4 addresses the callbacks come from (whitelist on the merchant's side). */
  ips: v.optional(keptOr(v.pipe(v.array(v.pipe(v.string(), v.trim())), v.maxLength(20)))),
});
export type StoreIntegrationInput = v.InferInput<typeof StoreIntegrationInput>;

export const EnablePaymentsInput = v.object({ store_id: Id, payments_enabled: v.boolean() });
export type EnablePaymentsInput = v.InferInput<typeof EnablePaymentsInput>;

/**
 * The chat settings: the object the server sent with the merchant's edits merged onto it
 * (`Kept`: its fields are the server's own, or edits the chat form checked), or, for a store
 * without settings, the cabinet's four fields.
 */
export const ChatSettingsInput = v.object({
  store_id: Id,
  chat_settings: v.optional(
    keptOr(
      v.object({
        greeting: v.optional(v.pipe(v.string(), v.trim(), v.maxCodePoints(500))),
        operator_name: v.optional(v.pipe(v.string(), v.trim(), v.maxCodePoints(64))),
        working_hours: v.optional(v.pipe(v.string(), v.trim(), v.maxCodePoints(64))),
        auto_reply: v.optional(v.boolean()),
      }),
    ),
  ),
  chat_enabled: v.optional(keptOr(v.boolean())),
});
export type ChatSettingsInput = v.InferInput<typeof ChatSettingsInput>;
