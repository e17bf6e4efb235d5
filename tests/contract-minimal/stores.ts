import { storesDb } from '@mocks/db/stores';
import { expect } from 'vitest';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
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
import { normalizeStore } from '@/api/stores/stores-normalize';
import { apiOrigin } from '@/env';
import type { MinimalCase } from './case';

/**
 * The stores area against the spec-minimal demo: answers with only the fields SPEC.md names,
 * and the other plausible shape where SPEC leaves one open (mocks/handlers/stores.ts).
 */

const settings = {
  title: 'Quartz Watches',
  business_scope: 'retail',
  main_url: 'https://quartz.example.com',
  default_invoice_ttl: 3600,
  payment_currency: 'USDT',
  available_payment_currencies: ['USDT', 'BTC'],
  redirect_urls: { success: 'https://quartz.example.com/ok', fail: '' },
};

function storeWith(merchantId: number, status: string, payments?: boolean) {
  const store = storesDb
    .all(merchantId)
    .find((s) => s.status === status && (payments === undefined || s.payments_enabled === payments));
  if (!store) throw new Error(`the seed has no ${status} store`);
  return store;
}

export const cases: MinimalCase[] = [
  {
    endpoint: storeList,
    name: 'every store in keyset pages by id: SPEC fields only, logos made absolute, USDT when missing',
    run: async ({ merchantId }) => {
      const answer = await request(storeList, {
        merchantId,
        sortColumn: 'id',
        sortDirection: 'asc',
        pageSize: 100,
      });
      expect(answer.count).toBe(storesDb.all(merchantId).length);
      expect(answer.stores).toHaveLength(storesDb.all(merchantId).length);
      const stores = answer.stores.map(normalizeStore);
      expect(stores.every((s) => s.created === null && s.version === null)).toBe(true);
      expect(stores.every((s) => s.payment_currency !== '')).toBe(true);
      const logos = stores.map((s) => s.logo).filter(Boolean);
      expect(logos.length).toBeGreaterThan(0);
      expect(logos.every((logo) => logo?.startsWith(`${apiOrigin()}/media/`))).toBe(true);
    },
  },
  {
    endpoint: storeList,
    name: 'a sort column SPEC does not name (created) is refused with 400 validation_error',
    run: async ({ merchantId }) => {
      const query = new URLSearchParams({
        merchantId: String(merchantId),
        sortColumn: 'created',
        sortDirection: 'desc',
      });
      const response = await fetch(`${apiOrigin()}/api/store/list?${query}`, {
        headers: { authorization: `Bearer ${tokens.accessToken() ?? ''}` },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { messages: string[] }).messages[0]).toBe('validation_error');
    },
  },
  {
    endpoint: storeListShort,
    name: 'the archive flag is read under its other plausible name (archived)',
    run: async ({ merchantId }) => {
      const answer = await request(storeListShort, { merchantId, short: true });
      const archived = storesDb
        .all(merchantId)
        .filter((s) => s.archived)
        .map((s) => s.id);
      expect(archived.length).toBeGreaterThan(0);
      expect(answer.stores.filter((s) => s.is_archived).map((s) => s.id)).toEqual(archived);
    },
  },
  {
    endpoint: storeCreate,
    name: 'store_id of the new store',
    run: async () => {
      const { store_id } = await request(storeCreate, settings);
      expect(typeof store_id).toBe('number');
      expect(storesDb.get(store_id ?? 0)?.title).toBe(settings.title);
    },
  },
  {
    endpoint: storeResubmit,
    name: 'an empty answer (SPEC describes none) is a success; the store is under review',
    run: async ({ merchantId }) => {
      const returned = storeWith(merchantId, 'returned');
      const answer = await request(storeResubmit, { store_id: returned.id, ...settings });
      expect(answer).toBeNull();
      expect((await request(storePrivate, { id: returned.id })).status).toBe('approval');
    },
  },
  {
    endpoint: storePrivate,
    name: 'the store without created, version or API-key fields reads with its fallbacks',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved', true);
      const store = normalizeStore(await request(storePrivate, { id: row.id }));
      expect(store).toMatchObject({
        id: row.id,
        title: row.title,
        status: 'approved',
        merchant_fee: row.merchant_fee,
        created: null,
        fee_payer: null,
        api_key_last4: null,
      });
    },
  },
  {
    endpoint: storeFeeSettings,
    name: 'without fee_payer (not in SPEC) the backend applies the fee fields sent',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const total = row.merchant_fee + row.client_fee;
      const answer = await request(storeFeeSettings, {
        id: row.id,
        fee_payer: 'client',
        merchant_fee: 0,
        client_fee: total,
      });
      expect(answer).toBeNull();
      const store = await request(storePrivate, { id: row.id });
      expect(store.merchant_fee).toBe(0);
      expect(store.client_fee).toBeCloseTo(total, 6);
    },
  },
  {
    endpoint: storeFeeHistory,
    name: 'count and history rows whose fields SPEC does not show read as missing',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const answer = await request(storeFeeHistory, { storeId: row.id, sortDirection: 'desc' });
      expect(answer.count).toBe(storesDb.feeHistory(row.id).length);
      expect(answer.history.length).toBeGreaterThan(0);
      expect(answer.history[0]).toMatchObject({ created: null, merchant_fee: null, fee_payer: null });
    },
  },
  {
    endpoint: storeLogo,
    name: 'data.logo of the upload, usable as an image URL',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'logo.png', {
        type: 'image/png',
      });
      const answer = await request(storeLogo, { store_id: row.id, logo });
      expect(answer.logo).toMatch(/^data:image\/png;base64,/);
    },
  },
  {
    endpoint: storeApiKey,
    name: 'newly generated keys under other field names are every one shown',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const keys = await request(storeApiKey, { store_id: row.id });
      expect(keys.map((key) => key.name)).toEqual(['api_key', 'secret']);
      expect(storesDb.get(row.id)?.api_key_last4).toBe(keys[1]?.value.slice(-4));
    },
  },
  {
    endpoint: storeIntegration,
    name: 'an empty answer is a success; the store carries the callback',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const input = { store_id: row.id, callback_url: 'https://a.example.com/cb', ips: ['203.0.113.7'] };
      expect(await request(storeIntegration, input)).toBeNull();
      const store = normalizeStore(await request(storePrivate, { id: row.id }));
      expect(store).toMatchObject({ callback_url: input.callback_url, ips: input.ips });
    },
  },
  {
    endpoint: storeSettings,
    name: 'the updated store with SPEC fields only; version (not in SPEC) is ignored; the store is read again',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      await request(storeSettings, { id: row.id, ...settings, version: 999 });
      const saved = await request(storePrivate, { id: row.id });
      expect(saved).toMatchObject({ id: row.id, title: settings.title, version: null, created: null });
    },
  },
  {
    endpoint: storeEnablePayments,
    name: 'an empty answer is a success; a refusal is success false with its message',
    run: async ({ merchantId }) => {
      const off = storeWith(merchantId, 'approved', false);
      const done = await request(storeEnablePayments, { store_id: off.id, payments_enabled: true });
      expect(done.success).not.toBe(false);
      expect(storesDb.get(off.id)?.payments_enabled).toBe(true);
      const underReview = storeWith(merchantId, 'approval');
      const refused = await request(storeEnablePayments, {
        store_id: underReview.id,
        payments_enabled: true,
      });
      expect(refused).toMatchObject({ success: false, message: 'store_not_approved' });
    },
  },
  {
    endpoint: storeChatSettings,
    name: 'an empty answer is a success; the chat is switched on',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const chat = { greeting: 'Hi', operator_name: 'Ann', working_hours: '10-18', auto_reply: true };
      const answer = await request(storeChatSettings, {
        store_id: row.id,
        chat_settings: chat,
        chat_enabled: true,
      });
      expect(answer).toBeNull();
      expect((await request(storePrivate, { id: row.id })).chat_enabled).toBe(true);
    },
  },
  {
    endpoint: storeCurrencyFee,
    name: '"a list" held in an object, each row naming its currency code',
    run: async ({ merchantId }) => {
      const row = storeWith(merchantId, 'approved');
      const fees = await request(storeCurrencyFee, { storeId: row.id });
      expect(fees.map((fee) => fee.currency)).toEqual(row.available_payment_currencies);
      expect(fees[0]).toMatchObject({ merchant_fee: null, min_amount: null });
    },
  },
];
