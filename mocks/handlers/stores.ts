import { randomBytes } from 'node:crypto';
import { http, type RequestHandler } from 'msw';
import type { WireOf } from '@/api/http/endpoint';
import * as stores from '@/api/stores/stores.endpoints';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@/constants/inputs';
import { STORE_WIRE_SORT_COLUMNS } from '@/constants/stores';
import { isIpv4 } from '@/domain/validation';
import { isHttpsUrlOrEmpty } from '@/lib/safe-url';
import { authDb } from '../db/auth';
import { nowSeconds } from '../db/random';
import { requireSecondFactor } from '../db/second-factor';
import {
  CURRENCY_LIMITS,
  type FeePayer,
  hashSecret,
  payerOf,
  STORE_CURRENCY_CODES,
  type StoreRow,
  splitFee,
  storesDb,
} from '../db/stores';
import { handle, MockError } from '../lib/define';

type WireStore = NonNullable<WireOf<typeof stores.storePrivate>>;
type SortDirection = 'asc' | 'desc';

const DEFAULT_PAGE_SIZE = 20;

function merchantOf(userId: string): number {
  const merchantId = authDb.user(userId)?.merchantId;
  if (merchantId === undefined) throw new MockError(401, ['unauthorized']);
  return merchantId;
}

function requireMerchant(userId: string, merchantId: number): number {
  const own = merchantOf(userId);
  if (own !== merchantId) throw new MockError(404, ['merchant_not_found']);
  return own;
}

/** The signed-in merchant's store; unknown and foreign ids look the same (404). */
function ownStore(userId: string, id: number): StoreRow {
  const store = storesDb.get(id);
  if (!store || store.merchant_id !== merchantOf(userId)) throw new MockError(404, ['store_not_found']);
  return store;
}

/** Stores under review or denied cannot be changed. */
function editableStore(userId: string, id: number): StoreRow {
  const store = ownStore(userId, id);
  if (store.status !== 'approved' && store.status !== 'returned')
    throw new MockError(400, ['store_read_only']);
  return store;
}

function toWire(store: StoreRow): WireStore {
  const { merchant_id: _m, archived: _a, api_key_hash: _h, ...wire } = store;
  return {
    ...wire,
    available_payment_currencies: [...wire.available_payment_currencies],
    redirect_urls: { ...wire.redirect_urls },
    ips: [...wire.ips],
    chat_settings: { ...wire.chat_settings },
  };
}

/**
 * The payer and fees a fee-settings call asks for: `fee_payer` (the cabinet's) splits the
 * provider's total by the rule; without it (a spec-only call) merchant_fee and client_fee
 * must add up to that total.
 */
function chosenFees(
  store: StoreRow,
  input: {
    fee_payer?: FeePayer | undefined;
    merchant_fee?: number | undefined;
    client_fee?: number | undefined;
  },
): { payer: FeePayer; fees: { merchant_fee: number; client_fee: number } } {
  const total = store.merchant_fee + store.client_fee;
  if (input.fee_payer) return { payer: input.fee_payer, fees: splitFee(total, input.fee_payer) };
  const { merchant_fee, client_fee } = input;
  if (
    merchant_fee === undefined ||
    client_fee === undefined ||
    merchant_fee < 0 ||
    client_fee < 0 ||
    Math.abs(merchant_fee + client_fee - total) > 1e-9
  ) {
    throw new MockError(400, ['validation_error'], {
      fields: [{ path: 'merchant_fee', message: 'fee_total' }],
    });
  }
  const fees = { merchant_fee, client_fee };
  return { payer: payerOf(merchant_fee, client_fee), fees };
}

function requireKnownCurrencies(codes: string[] = []) {
  if (codes.some((code) => !STORE_CURRENCY_CODES.has(code))) throw new MockError(400, ['unknown_currency']);
}

// ---------------------------------------------------------------- keyset paging

type Cursor = string | number;

interface KeysetOptions<Row> {
  value: (row: Row) => Cursor;
  compare: (a: Cursor, b: Cursor) => number;
  direction: SortDirection;
  prevId: number | undefined;
  prevValue: Cursor | undefined;
  pageSize: number | undefined;
}

/**
 * API-NOTES "Keyset paging": rows ordered by (value, id) in the direction; with a cursor,
 * only rows strictly after (prevValue, prevId) in that order.
 */
function keysetPage<Row extends { id: number }>(rows: readonly Row[], options: KeysetOptions<Row>): Row[] {
  const { value, compare, direction, prevId, prevValue } = options;
  if ((prevId === undefined) !== (prevValue === undefined)) {
    throw new MockError(400, ['validation_error'], {
      fields: [{ path: 'prevValue', message: 'prev_id_and_value' }],
    });
  }
  const sign = direction === 'asc' ? 1 : -1;
  const order = (aValue: Cursor, aId: number, bValue: Cursor, bId: number) =>
    (compare(aValue, bValue) || aId - bId) * sign;
  const sorted = [...rows].sort((a, b) => order(value(a), a.id, value(b), b.id));
  const after =
    prevId === undefined || prevValue === undefined
      ? sorted
      : sorted.filter((row) => order(value(row), row.id, prevValue, prevId) > 0);
  return after.slice(0, options.pageSize ?? DEFAULT_PAGE_SIZE);
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const compareNumbers = (a: Cursor, b: Cursor) => {
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) throw new MockError(400, ['validation_error']);
  return x - y;
};
const compareStrings = (a: Cursor, b: Cursor) => {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Sort columns of the list: Store fields SPEC.md names (the spec-minimal mode refuses any other). */
const STORE_SORT = {
  id: { value: (s: StoreRow) => s.id, compare: compareNumbers },
  title: {
    value: (s: StoreRow) => s.title,
    compare: (a: Cursor, b: Cursor) => titleCollator.compare(String(a), String(b)),
  },
  status: { value: (s: StoreRow) => s.status, compare: compareStrings },
} as const;

// ---------------------------------------------------------------- spec-minimal shapes

/**
 * What a backend written from SPEC.md alone would send where SPEC leaves the form open
 * (mocks/lib/spec-minimal.ts): logos as relative paths without a leading slash
 * (`media/store-logos/x.svg`), payment_currency left out when it is USDT (SPEC: "USDT
 * when missing").
 */
function minimalStore(store: unknown): unknown {
  if (!store || typeof store !== 'object') return store;
  const { payment_currency, logo, ...rest } = store as Record<string, unknown>;
  return {
    ...rest,
    ...(typeof logo === 'string' ? { logo: logo.replace(/^\/+/, '') } : { logo }),
    ...(payment_currency === 'USDT' || payment_currency == null ? {} : { payment_currency }),
  };
}

// ---------------------------------------------------------------- alternate shapes

/** The alternate backend keeps a store's chat settings under names of its own (SPEC names none). */
const CHAT_NAMES = {
  greeting: 'welcome_text',
  operator_name: 'operator',
  working_hours: 'hours',
  auto_reply: 'auto_reply_enabled',
} as const;

/** A store with its chat settings in the alternate backend's own shape. */
function alternateStore(store: unknown): unknown {
  const row = asRecord(store);
  const chat = asRecord(row.chat_settings);
  if (!Object.keys(chat).length) return store;
  return {
    ...row,
    chat_settings: Object.fromEntries(
      Object.entries(CHAT_NAMES).map(([ours, theirs]) => [theirs, chat[ours]]),
    ),
  };
}

/**
 * Chat settings sent back: the alternate backend's own names, with the cabinet's names for
 * what the merchant edited (the cabinet merges its edits onto the object it was sent).
 */
function chatSettingsInput(raw: Record<string, unknown>): Record<string, unknown> {
  const chat = asRecord(raw.chat_settings);
  if (!Object.keys(chat).length) return raw;
  return {
    ...raw,
    chat_settings: Object.fromEntries(
      Object.entries(CHAT_NAMES).map(([ours, theirs]) => [ours, chat[ours] ?? chat[theirs]]),
    ),
  };
}

function withoutUndefined<T extends object>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const asRecord = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/** A spec-only backend refuses a sort column that is not a Store field SPEC names. */
function acceptsSortColumn(input: Record<string, unknown>) {
  if (!(STORE_WIRE_SORT_COLUMNS as readonly unknown[]).includes(input.sortColumn)) {
    throw new MockError(400, ['validation_error'], {
      fields: [{ path: 'sortColumn', message: 'unknown_sort_column' }],
    });
  }
}

/** Writes SPEC.md describes no answer for: such a backend answers nothing. */
const NO_ANSWER = { answer: () => null };

// ---------------------------------------------------------------- two calls on one path

/** GET /api/store/list serves two declared calls: `short` in the query picks the short list. */
function whenShort(short: boolean, handler: RequestHandler): RequestHandler {
  return http.get('*/api/store/list', async ({ request, requestId }) => {
    if (new URL(request.url).searchParams.has('short') !== short) return undefined;
    const result = await handler.run({ request, requestId });
    return result?.response;
  });
}

// ---------------------------------------------------------------- handlers

export const storesHandlers: RequestHandler[] = [
  whenShort(
    true,
    handle(
      stores.storeListShort,
      ({ input, userId }) => {
        const merchantId = requireMerchant(userId, input.merchantId);
        return {
          stores: storesDb
            .all(merchantId)
            .map((s) => ({ id: s.id, title: s.title, is_archived: s.archived })),
        };
      },
      {
        // SPEC leaves the archive flag's name open: the other plausible name.
        minimal: {
          answer: (data) => ({
            stores: ((asRecord(data).stores as unknown[]) ?? []).map((entry) => {
              const { is_archived, ...rest } = asRecord(entry);
              return { ...rest, archived: is_archived };
            }),
          }),
        },
      },
    ),
  ),

  whenShort(
    false,
    handle(
      stores.storeList,
      ({ input, userId }) => {
        const merchantId = requireMerchant(userId, input.merchantId);
        const all = storesDb.all(merchantId);
        const page = keysetPage(all, {
          ...STORE_SORT[input.sortColumn],
          direction: input.sortDirection,
          prevId: input.prevId,
          prevValue: input.prevValue,
          pageSize: input.pageSize,
        });
        return { count: all.length, stores: page.map(toWire) };
      },
      {
        minimal: {
          accepts: acceptsSortColumn,
          answer: (data) => {
            const list = asRecord(data);
            return { ...list, stores: ((list.stores as unknown[]) ?? []).map(minimalStore) };
          },
        },
        alternate: {
          answer: (data) => {
            const list = asRecord(data);
            return { ...list, stores: ((list.stores as unknown[]) ?? []).map(alternateStore) };
          },
        },
      },
    ),
  ),

  handle(stores.storeCreate, ({ input, userId }) => {
    requireKnownCurrencies(input.available_payment_currencies);
    const store = storesDb.create(merchantOf(userId), input);
    return { store_id: store.id };
  }),

  handle(
    stores.storeResubmit,
    ({ input, userId }) => {
      const { store_id, ...fields } = input;
      const store = ownStore(userId, store_id);
      if (store.status !== 'returned') throw new MockError(400, ['store_not_returned']);
      requireKnownCurrencies(fields.available_payment_currencies);
      storesDb.saveSettings(store, {
        ...fields,
        status: 'approval',
        return_reason: null,
        payments_enabled: false,
      });
      return toWire(store);
    },
    { minimal: NO_ANSWER },
  ),

  handle(stores.storePrivate, ({ input, userId }) => toWire(ownStore(userId, input.id)), {
    minimal: { answer: minimalStore },
    alternate: { answer: alternateStore },
  }),

  handle(
    stores.storeFeeSettings,
    ({ input, userId }) => {
      const store = editableStore(userId, input.id);
      const { payer, fees } = chosenFees(store, input);
      const changed =
        store.fee_payer !== payer ||
        store.merchant_fee !== fees.merchant_fee ||
        store.client_fee !== fees.client_fee;
      if (changed) {
        storesDb.update(store, { ...fees, fee_payer: payer });
        storesDb.addFeeChange(store, 'merchant');
      }
      return toWire(store);
    },
    { minimal: NO_ANSWER },
  ),

  handle(stores.storeFeeHistory, ({ input, userId }) => {
    const store = ownStore(userId, input.storeId);
    const rows = storesDb.feeHistory(store.id);
    const page = keysetPage(rows, {
      value: (r) => r.created,
      compare: compareNumbers,
      direction: input.sortDirection,
      prevId: input.prevId,
      prevValue: input.prevValue,
      pageSize: input.pageSize,
    });
    return {
      count: rows.length,
      history: page.map(({ store_id: _s, ...row }) => row),
    };
  }),

  handle(stores.storeLogo, async ({ input, userId, request }) => {
    const store = editableStore(userId, input.store_id);
    const file = input.logo;
    if (file.size > LOGO_MAX_BYTES) throw new MockError(413, ['upload_profile_photo_error']);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type) || file.size === 0)
      throw new MockError(400, ['upload_profile_photo_error']);
    const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
    requireSecondFactor(request, userId, 'settings');
    const bytes = Buffer.from(await file.arrayBuffer());
    const logo = `data:${type};base64,${bytes.toString('base64')}`;
    storesDb.update(store, { logo });
    return { logo };
  }),

  handle(
    stores.storeApiKey,
    ({ input, userId, request }) => {
      const store = editableStore(userId, input.store_id);
      requireSecondFactor(request, userId, 'settings');
      const publicKey = `pk_${randomBytes(12).toString('hex')}`;
      const secretKey = `sk_${randomBytes(24).toString('base64url')}`;
      const created = nowSeconds();
      storesDb.update(store, {
        api_key_hash: hashSecret(secretKey),
        api_key_last4: secretKey.slice(-4),
        api_key_created: created,
      });
      return { public_key: publicKey, secret_key: secretKey, created };
    },
    {
      // SPEC does not name the fields of "newly generated keys": other plausible names.
      minimal: {
        answer: (data) => {
          const { public_key, secret_key } = asRecord(data);
          return { api_key: public_key, secret: secret_key };
        },
      },
    },
  ),

  handle(
    stores.storeIntegration,
    ({ input, userId }) => {
      const store = editableStore(userId, input.store_id);
      // What the save leaves out keeps its value.
      const callbackUrl = input.callback_url ?? store.callback_url;
      if (!isHttpsUrlOrEmpty(callbackUrl)) throw new MockError(400, ['incorrect_url_format']);
      const ips = (input.ips ?? store.ips).filter((ip) => ip !== '');
      if (!ips.every(isIpv4)) throw new MockError(400, ['incorrect_ip_format']);
      storesDb.update(store, { callback_url: callbackUrl, ips: [...new Set(ips)] });
      return toWire(store);
    },
    { minimal: NO_ANSWER },
  ),

  handle(
    stores.storeSettings,
    ({ input, userId }) => {
      const { id, version, ...fields } = input;
      const store = editableStore(userId, id);
      if (version !== undefined && version !== store.version)
        throw new MockError(409, ['conflict_version_error']);
      requireKnownCurrencies(fields.available_payment_currencies);
      storesDb.saveSettings(store, fields);
      return toWire(store);
    },
    { minimal: { answer: minimalStore } },
  ),

  handle(
    stores.storeEnablePayments,
    ({ input, userId }) => {
      const store = ownStore(userId, input.store_id);
      if (store.status !== 'approved') return { success: false, message: 'store_not_approved' };
      storesDb.update(store, { payments_enabled: input.payments_enabled });
      return { success: true, payments_enabled: store.payments_enabled };
    },
    {
      // API-NOTES describes the refusal only: a success answers nothing.
      minimal: { answer: (data) => (asRecord(data).success === false ? data : null) },
    },
  ),

  handle(
    stores.storeChatSettings,
    ({ input, userId }) => {
      const store = editableStore(userId, input.store_id);
      // What the save leaves out keeps its value.
      storesDb.update(store, {
        chat_settings: { ...store.chat_settings, ...withoutUndefined(input.chat_settings ?? {}) },
        chat_enabled: input.chat_enabled ?? store.chat_enabled,
      });
      return toWire(store);
    },
    { minimal: NO_ANSWER, alternate: { input: chatSettingsInput } },
  ),

  handle(
    stores.storeCurrencyFee,
    ({ input, userId }) => {
      const store = ownStore(userId, input.storeId);
      return store.available_payment_currencies.map((currency) => ({
        currency,
        merchant_fee: store.merchant_fee,
        client_fee: store.client_fee,
        min_amount: CURRENCY_LIMITS[currency]?.min_amount ?? null,
        fixed_fee: CURRENCY_LIMITS[currency]?.fixed_fee ?? null,
      }));
    },
    {
      // SPEC says "a list": an object holding it, each row naming its currency `code`.
      minimal: {
        answer: (data) => ({
          list: (Array.isArray(data) ? data : []).map((row) => {
            const { currency, ...rest } = asRecord(row);
            return { ...rest, code: currency };
          }),
        }),
      },
    },
  ),
];
