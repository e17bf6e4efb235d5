import * as v from 'valibot';
import { AssetUrl } from '../../http/asset-url';
import { aliases, entity, ext, named, opt, rows } from '../../http/wire';
import { documented, Fee, FeePayer, isRecord, StoreStatus } from './values.schemas';

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
