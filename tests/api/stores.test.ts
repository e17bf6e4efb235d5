import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { ApiError } from '@/api/http/errors';
import type { SortDirection } from '@/api/http/params.schemas';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import type { StoreListInput } from '@/api/stores/schemas/inputs.schemas';
import type { StoreWireSortColumn } from '@/api/stores/schemas/store.schemas';
import {
  storeApiKey,
  storeChatSettings,
  storeCreate,
  storeCurrencyFee,
  storeEnablePayments,
  storeFeeHistory,
  storeFeeSettings,
  storeIntegration,
  storeList,
  storeListShort,
  storeLogo,
  storePrivate,
  storeResubmit,
  storeSettings,
} from '@/api/stores/stores.endpoints';
import { saveStoreSettingsMutation } from '@/api/stores/stores.mutations';
import {
  STORE_LIST_ALL_PAGE_SIZE,
  storeDetail,
  storeKeys,
  storeListAll,
  storeShortList,
} from '@/api/stores/stores.queries';
import { apiOrigin } from '@/env';
import { payableStoresQuery } from '@/features/invoices/invoice-form';

const merchantId = DEMO_MERCHANT_ID;
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(async () => {
  const answer = await request(login, {
    login: 'demo@example.com',
    password: 'Demo1234',
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: 'demo@example.com', rememberMe: true });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Walks the keyset pages the way the cabinet does and returns the row ids in order. */
async function walkStores(input: Omit<StoreListInput, 'pageSize' | 'prevId' | 'prevValue'>, pageSize = 3) {
  const ids: number[] = [];
  let cursor: { prevId: number; prevValue: string | number } | undefined;
  for (let guard = 0; guard < 50; guard++) {
    const page = await request(storeList, { ...input, ...cursor, pageSize });
    ids.push(...page.stores.map((s) => s.id));
    const last = page.stores.at(-1);
    if (!last || page.stores.length < pageSize) return { ids, count: page.count };
    const prevValue = last[input.sortColumn];
    if (prevValue === null) throw new Error('no cursor value');
    cursor = { prevId: last.id, prevValue };
  }
  throw new Error('paging did not end');
}

describe('stores.list keyset paging', () => {
  const columns: StoreWireSortColumn[] = ['id', 'title', 'status'];
  const directions: SortDirection[] = ['asc', 'desc'];
  for (const sortColumn of columns) {
    for (const sortDirection of directions) {
      it(`returns every store exactly once, by ${sortColumn} ${sortDirection}`, async () => {
        const expected = storesDb.all(merchantId).map((s) => s.id);
        const { ids, count } = await walkStores({ merchantId, sortColumn, sortDirection });
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual([...expected].sort());
        expect(count).toBe(expected.length);
      });
    }
  }

  it('orders the pages by the sort column', async () => {
    const { ids } = await walkStores({ merchantId, sortColumn: 'id', sortDirection: 'desc' });
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sends only what SPEC names: no created sort column, no status or search filter', async () => {
    const sent: URLSearchParams[] = [];
    server.events.on('request:start', ({ request: req }) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/store/list') sent.push(url.searchParams);
    });
    await client().fetchQuery(storeListAll(merchantId));
    server.events.removeAllListeners();
    expect(sent.length).toBeGreaterThan(0);
    for (const params of sent) {
      expect([...params.keys()].sort()).toEqual(['merchantId', 'pageSize', 'sortColumn', 'sortDirection']);
      expect(params.get('sortColumn')).toBe('id');
    }
  });

  it('answers the short list with the archived flag', async () => {
    const answer = await request(storeListShort, { merchantId, short: true });
    expect(answer.stores).toHaveLength(storesDb.all(merchantId).length);
    expect(answer.stores.some((s) => s.is_archived)).toBe(true);
  });
});

const newStore = {
  title: 'Quartz Watches',
  business_scope: 'retail',
  main_url: 'https://quartz.example.com',
  default_invoice_ttl: 3600,
  payment_currency: 'USDT',
  available_payment_currencies: ['USDT', 'BTC'],
  redirect_urls: { success: 'https://quartz.example.com/ok', fail: '' },
};

describe('store create, settings and status', () => {
  it('creates a store under review and reads it back', async () => {
    const { store_id } = await request(storeCreate, newStore);
    if (store_id === null) throw new Error('no store_id');
    const store = await request(storePrivate, { id: store_id });
    expect(store).toMatchObject({ ...newStore, id: store_id, status: 'approval', payments_enabled: false });
  });

  it('refuses a store with an unknown currency', async () => {
    const error = await failure(
      request(storeCreate, { ...newStore, payment_currency: 'XYZ', available_payment_currencies: ['XYZ'] }),
    );
    expect([error.status, error.key]).toEqual([400, 'unknown_currency']);
  });

  it('refuses settings of a denied store', async () => {
    const denied = storesDb.all(merchantId).find((s) => s.status === 'denied');
    if (!denied) throw new Error('seed has no denied store');
    const error = await failure(request(storeSettings, { id: denied.id, ...newStore }));
    expect([error.status, error.key]).toEqual([400, 'store_read_only']);
  });

  it('saves settings of an approved store, bumps the version and refuses a stale one', async () => {
    const approved = storesDb.all(merchantId).find((s) => s.status === 'approved');
    if (!approved) throw new Error('seed has no approved store');
    const before = await request(storePrivate, { id: approved.id });
    await request(storeSettings, { id: approved.id, ...newStore, version: before.version ?? undefined });
    expect(storesDb.get(approved.id)).toMatchObject({
      title: newStore.title,
      version: (before.version ?? 0) + 1,
    });
    const error = await failure(
      request(storeSettings, { id: approved.id, ...newStore, version: before.version ?? 0 }),
    );
    expect(error.status).toBe(409);
  });

  it('answers enable-payments for a store not approved with success false (HTTP 200)', async () => {
    const underReview = storesDb.all(merchantId).find((s) => s.status === 'approval');
    if (!underReview) throw new Error('seed has no store under review');
    const answer = await request(storeEnablePayments, { store_id: underReview.id, payments_enabled: true });
    expect(answer).toMatchObject({ success: false, message: 'store_not_approved' });
  });

  it('switches payments of an approved store', async () => {
    const approved = storesDb.all(merchantId).find((s) => s.status === 'approved' && !s.payments_enabled);
    if (!approved) throw new Error('seed has no approved store with payments off');
    const answer = await request(storeEnablePayments, { store_id: approved.id, payments_enabled: true });
    expect(answer.success).toBe(true);
    expect(storesDb.get(approved.id)?.payments_enabled).toBe(true);
  });

  it('resubmits a returned store: returned -> approval', async () => {
    const returned = storesDb.all(merchantId).find((s) => s.status === 'returned');
    if (!returned) throw new Error('seed has no returned store');
    const store = await request(storeResubmit, { store_id: returned.id, ...newStore });
    expect(store).toMatchObject({ status: 'approval', return_reason: null, title: newStore.title });
    const again = await failure(request(storeResubmit, { store_id: returned.id, ...newStore }));
    expect(again.key).toBe('store_not_returned');
  });

  it('answers 404 store_not_found for an unknown store', async () => {
    const error = await failure(request(storePrivate, { id: 999_999 }));
    expect([error.status, error.key]).toEqual([404, 'store_not_found']);
  });
});

/**
 * Multipart bodies in the test DOM: Vitest hands a DOM File to Node's fetch by reading the
 * DOM implementation's `_buffer`, which this jsdom version calls `_bytes` (without this the
 * file arrives as the text "undefined").
 */
function bridgeDomFileBytes() {
  const blob = new Blob();
  const implKey = Object.getOwnPropertySymbols(blob)[0];
  const impl: unknown = implKey ? (blob as unknown as Record<symbol, unknown>)[implKey] : undefined;
  const proto: object | null = impl && typeof impl === 'object' ? Object.getPrototypeOf(impl) : null;
  if (proto && !('_buffer' in proto) && '_bytes' in (impl as object)) {
    Object.defineProperty(proto, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
}

function uploadFile(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  bridgeDomFileBytes();
  return new File([bytes], name, { type });
}

describe('store logo', () => {
  const approvedId = () => storesDb.all(merchantId).find((s) => s.status === 'approved')?.id ?? 0;

  it('refuses a logo over 1 MB with 413', async () => {
    const logo = uploadFile(new Uint8Array(1_048_577), 'big.png', 'image/png');
    const error = await failure(request(storeLogo, { store_id: approvedId(), logo }));
    expect([error.status, error.key]).toEqual([413, 'upload_profile_photo_error']);
  });

  it('stores a png logo', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const answer = await request(storeLogo, {
      store_id: approvedId(),
      logo: uploadFile(bytes, 'logo.png', 'image/png'),
    });
    expect(answer.logo).toBe(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    expect((await request(storePrivate, { id: approvedId() })).logo).toBe(answer.logo);
  });

  it('refuses a gif', async () => {
    const logo = uploadFile(new Uint8Array([0x47, 0x49, 0x46]), 'logo.gif', 'image/gif');
    const error = await failure(request(storeLogo, { store_id: approvedId(), logo }));
    expect([error.status, error.key]).toEqual([400, 'upload_profile_photo_error']);
  });
});

describe('stores.feeHistory keyset paging', () => {
  for (const sortDirection of ['asc', 'desc'] as const) {
    it(`returns each row once (${sortDirection})`, async () => {
      const store = storesDb.all(merchantId)[0];
      if (!store) throw new Error('no store');
      const expected = storesDb.feeHistory(store.id).map((r) => r.id);
      const ids: number[] = [];
      let cursor: { prevId: number; prevValue: number } | undefined;
      let count: number | null = 0;
      for (let guard = 0; guard < 100; guard++) {
        const page = await request(storeFeeHistory, {
          storeId: store.id,
          sortDirection,
          ...cursor,
          pageSize: 3,
        });
        count = page.count;
        ids.push(...page.history.map((r) => r.id));
        const last = page.history.at(-1);
        if (!last || last.created === null || page.history.length < 3) break;
        cursor = { prevId: last.id, prevValue: last.created };
      }
      expect(count).toBe(expected.length);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...expected].sort());
    });
  }

  it('records a fee change', async () => {
    const store = storesDb.all(merchantId).find((s) => s.status === 'approved' && s.fee_payer !== 'client');
    if (!store) throw new Error('no store');
    const total = store.merchant_fee + store.client_fee;
    const before = storesDb.feeHistory(store.id).length;
    await request(storeFeeSettings, { id: store.id, fee_payer: 'client' });
    const saved = storesDb.get(store.id);
    expect(saved).toMatchObject({ fee_payer: 'client', merchant_fee: 0 });
    expect(saved?.client_fee).toBeCloseTo(total, 6);
    const page = await request(storeFeeHistory, { storeId: store.id, sortDirection: 'desc', pageSize: 1 });
    expect(page.count).toBe(before + 1);
    expect(page.history[0]).toMatchObject({ fee_payer: 'client', changed_by: 'merchant' });
  });
});

describe('store query options', () => {
  it('the stores an invoice can be made on: every store read once, filtered and sorted on the client', async () => {
    const queryClient = client();
    const options = payableStoresQuery(merchantId);
    expect(options.queryKey).toEqual(storeKeys.listAll(merchantId));
    const observer = new QueryObserver(queryClient, options);
    const { data: stores = [] } = await observer.refetch();
    expect(stores.map((s) => s.id).sort()).toEqual(
      storesDb
        .all(merchantId)
        .filter((s) => s.status === 'approved' && s.payments_enabled)
        .map((s) => s.id)
        .sort(),
    );
    expect(stores.every((s) => s.payment_currency !== '' && s.payment_currency !== null)).toBe(true);
    expect(stores.filter((s) => s.logo).every((s) => s.logo?.startsWith(apiOrigin()))).toBe(true);
    expect(stores.map((s) => s.title)).toEqual(
      [...stores.map((s) => s.title)].sort((a, b) => (a ?? '').localeCompare(b ?? '')),
    );
  });

  it('reads every store in keyset pages of 100 by id (prevId = prevValue = the last id)', async () => {
    for (let i = 0; i < 120; i++) {
      storesDb.create(merchantId, { ...newStore, title: `Bulk ${i}` });
    }
    const sent: Array<Record<string, string>> = [];
    server.events.on('request:start', ({ request: req }) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/store/list') sent.push(Object.fromEntries(url.searchParams));
    });
    const all = await client().fetchQuery(storeListAll(merchantId));
    server.events.removeAllListeners();
    expect(all.stores).toHaveLength(storesDb.all(merchantId).length);
    expect(sent).toHaveLength(2);
    const firstPageLast = storesDb.all(merchantId)[STORE_LIST_ALL_PAGE_SIZE - 1]?.id;
    expect(sent[1]).toMatchObject({ prevId: String(firstPageLast), prevValue: String(firstPageLast) });
  });

  it('stops reading when a backend ignores the cursor (the same page again)', async () => {
    for (let i = 0; i < 120; i++) {
      storesDb.create(merchantId, { ...newStore, title: `Bulk ${i}` });
    }
    const firstPage = storesDb.all(merchantId).slice(0, STORE_LIST_ALL_PAGE_SIZE);
    let calls = 0;
    server.use(
      handle(storeList, () => {
        calls += 1;
        return { count: 134, stores: firstPage.map(({ merchant_id: _m, archived: _a, ...s }) => s) };
      }),
    );
    const all = await client().fetchQuery(storeListAll(merchantId));
    expect(all.stores).toHaveLength(STORE_LIST_ALL_PAGE_SIZE);
    expect(calls).toBe(2);
  });

  it('sorts the short list by title', async () => {
    const entries = await client().fetchQuery(storeShortList(merchantId));
    const titles = entries.map((e) => (e.title ?? '').toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('settings save reloads the store into the detail cache', async () => {
    const queryClient = client();
    const approved = storesDb.all(merchantId).find((s) => s.status === 'approved');
    if (!approved) throw new Error('no approved store');
    const before = await queryClient.fetchQuery(storeDetail(approved.id));
    const mutation = saveStoreSettingsMutation();
    const input = { id: approved.id, ...newStore, version: before.version ?? undefined };
    await queryClient.getMutationCache().build(queryClient, mutation).execute(input);
    expect(queryClient.getQueryState(storeKeys.detail(approved.id))?.isInvalidated).toBe(true);
    expect(await queryClient.fetchQuery(storeDetail(approved.id))).toMatchObject({
      title: newStore.title,
      version: (before.version ?? 0) + 1,
    });
  });
});

describe('store integration, keys, chat and currency fees', () => {
  const approved = () => {
    const store = storesDb.all(merchantId).find((s) => s.status === 'approved');
    if (!store) throw new Error('no approved store');
    return store;
  };

  it('refuses a wrong IPv4 address with incorrect_ip_format and saves a valid list', async () => {
    const id = approved().id;
    const error = await failure(
      request(storeIntegration, {
        store_id: id,
        callback_url: 'https://a.example.com/cb',
        ips: ['300.1.1.1'],
      }),
    );
    expect([error.status, error.key]).toEqual([400, 'incorrect_ip_format']);
    const bad = await failure(
      request(storeIntegration, { store_id: id, callback_url: 'http://a.example.com', ips: [] }),
    );
    expect(bad.key).toBe('incorrect_url_format');
    const store = await request(storeIntegration, {
      store_id: id,
      callback_url: 'https://a.example.com/cb',
      ips: ['203.0.113.7', '203.0.113.7', '198.51.100.1'],
    });
    expect(store).toMatchObject({
      callback_url: 'https://a.example.com/cb',
      ips: ['203.0.113.7', '198.51.100.1'],
    });
  });

  it('issues API keys once and keeps only the last 4 characters', async () => {
    const id = approved().id;
    const keys = await request(storeApiKey, { store_id: id });
    const secret = keys.find((key) => key.name === 'secret_key')?.value ?? '';
    expect(keys.map((key) => key.name)).toEqual(['public_key', 'secret_key']);
    const store = await request(storePrivate, { id });
    expect(store.api_key_last4).toBe(secret.slice(-4));
    expect(JSON.stringify(store)).not.toContain(secret);
  });

  it('saves chat settings', async () => {
    const chat = { greeting: 'Hi', operator_name: 'Ann', working_hours: '10-18', auto_reply: true };
    const store = await request(storeChatSettings, {
      store_id: approved().id,
      chat_settings: chat,
      chat_enabled: true,
    });
    expect(store).toMatchObject({ chat_settings: chat, chat_enabled: true });
  });

  it('lists a fee per available currency', async () => {
    const store = approved();
    const fees = await request(storeCurrencyFee, { storeId: store.id });
    expect(fees.map((f) => f.currency)).toEqual(store.available_payment_currencies);
    expect(fees[0]).toMatchObject({ merchant_fee: store.merchant_fee, client_fee: store.client_fee });
  });
});
