import * as v from 'valibot';
import { STORE_SORT_COLUMNS, STORE_STATUSES, STORE_WIRE_SORT_COLUMNS } from '@/constants/stores';
import { isRecord } from '@/lib/is-record';
import {
  answer,
  anything,
  asset,
  bool,
  id,
  list,
  metaOf,
  num,
  oneOf,
  ours,
  reader,
  record,
  required,
  text,
  time,
  toBoolean,
  type UnknownCode,
  withSent,
} from '../../http/read';

export { STORE_STATUSES };

/** API-NOTES "Value sets". */
export const StoreStatus = v.picklist(STORE_STATUSES);
export type StoreStatus = v.InferOutput<typeof StoreStatus>;

/** How the store list is sorted on screen (on the client; see stores.constants.ts). */
export const StoreSortColumn = v.picklist(STORE_SORT_COLUMNS);
export type StoreSortColumn = v.InferOutput<typeof StoreSortColumn>;

/** Sort columns GET /api/store/list is asked for: Store fields SPEC.md names. */
export const StoreWireSortColumn = v.picklist(STORE_WIRE_SORT_COLUMNS);
export type StoreWireSortColumn = v.InferOutput<typeof StoreWireSortColumn>;

/**
 * Who pays the store's commission (POST /api/store/fee-settings): `merchant` = the whole
 * fee is taken from the merchant (client_fee 0), `client` = the payer pays it on top
 * (merchant_fee 0), `split` = half each. The total rate is set by the provider.
 */
export const FEE_PAYERS = ['merchant', 'client', 'split'] as const;
export const FeePayer = v.picklist(FEE_PAYERS);
export type FeePayer = v.InferOutput<typeof FeePayer>;

/** Fees are fractions: 0.015 = 1.5 % (API-NOTES "Time and money"). */
export const Fee = v.number();
export const CurrencyCode = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Z0-9]{2,10}$/, 'incorrect_currency_format'),
);

/** SPEC.md names `redirect_urls` but not its shape: the cabinet sends `{ success, fail }` and reads the same keys. */
export const RedirectUrls = record({ success: ours(text({ none: '' })), fail: ours(text({ none: '' })) });
export type RedirectUrls = NonNullable<v.InferOutput<typeof RedirectUrls>>;

/** SPEC.md names `chat_settings` but not its fields: these are the ones the cabinet sends. */
export const ChatSettings = record({
  greeting: ours(text()),
  operator_name: ours(text()),
  working_hours: ours(text()),
  auto_reply: ours(bool()),
});
export type ChatSettings = NonNullable<v.InferOutput<typeof ChatSettings>>;

/** A store's status: one API-NOTES lists, or a code the cabinet does not know, kept as sent. */
export type StoreStatusValue = StoreStatus | UnknownCode;

/** A store (SPEC.md section 3 "Store"); the cabinet's own fields are marked `ours`. */
const storeFields = {
  id: required(id()),
  title: text(),
  logo: asset(),
  status: oneOf(STORE_STATUSES, 'archived'),
  payments_enabled: bool(),
  merchant_fee: num(),
  client_fee: num(),
  payment_currency: text(),
  business_scope: text(),
  main_url: text(),
  /** Seconds. */
  default_invoice_ttl: num(),
  available_payment_currencies: list(text()),
  redirect_urls: RedirectUrls,
  callback_url: text({ none: '' }),
  ips: list(text()),
  chat_settings: ChatSettings,
  chat_enabled: bool(),
  /** Who pays the commission; derived from the fees when absent. */
  fee_payer: ours(oneOf(FEE_PAYERS, 'provider')),
  created: ours(time()),
  /** Message key of what the reviewer asked to fix (returned stores). */
  return_reason: ours(text({ none: '' })),
  /** Optimistic concurrency: sent back with settings; a stale one answers 409. */
  version: ours(num()),
  /** Last 4 characters of the current secret API key. */
  api_key_last4: ours(text({ none: '' })),
  api_key_created: ours(time()),
};

/** A store as a list row. */
export const StoreRow = record(storeFields);

/** One store (GET /api/store/private), with the object the server sent (`sent`). */
export const StoreAnswer = withSent(answer(storeFields));

/** The store as read: every field the answer did not carry readably is null (unknown). */
export type StoreWire = NonNullable<v.InferOutput<typeof StoreRow>>;

/**
 * The store in the cabinet (after normalizeStore): payment currency USDT when missing (SPEC.md
 * section 3); `sent` is the object the server sent (`{}` for a list row), so a save sends back
 * what the merchant did not edit as it came.
 */
export type Store = Omit<StoreWire, 'payment_currency'> & {
  payment_currency: string;
  sent: Record<string, unknown>;
};

/** SPEC.md section 7: `data.count` and `data.stores`. */
export const StoreListAnswer = answer({ count: num(), stores: required(list(StoreRow)) });

/** The flag of a short-list entry, read by kind: SPEC names id, title "plus a flag", so any other yes/no field. */
export function filterFlag(entry: unknown): boolean {
  if (!isRecord(entry)) return false;
  return Object.entries(entry).some(
    ([name, value]) => name !== 'id' && name !== 'title' && toBoolean(value) === true,
  );
}

const ShortEntry = record({ id: required(id()), title: text() });

/** SPEC.md section 3 "Store filter entry": id, title and a flag whose name SPEC leaves open. */
export const StoreFilterEntryAnswer = reader(metaOf(ShortEntry), (raw) => {
  const read = v.parse(ShortEntry, raw);
  return read && { ...read, is_archived: filterFlag(raw) };
});
/** `is_archived` is SPEC's flag ("used to exclude some stores"): set, the store is left out of filters. */
export type StoreFilterEntry = NonNullable<v.InferOutput<typeof StoreFilterEntryAnswer>>;

export const StoreShortListAnswer = answer({ stores: required(list(StoreFilterEntryAnswer)) });

/** SPEC.md section 7: logo upload returns `data.logo` (made absolute when read). */
export const StoreLogoAnswer = answer({ logo: asset() });

/** SPEC.md section 7: create returns `data.store_id`. */
export const StoreCreateAnswer = answer({ store_id: id() });

/** The answer of a write SPEC does not describe, or describes as "the updated store": the store is reloaded. */
export const StoreWriteAnswer = anything();
