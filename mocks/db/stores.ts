import { createHash } from 'node:crypto';
import { CURRENCIES } from './enums-data';
import { createRandom, DAY, nowSeconds } from './random';
import { type StoreRecord, seedStores } from './stores-seed';

export type FeePayer = 'merchant' | 'client' | 'split';

/** A store row plus the columns the cabinet never sends back. */
export interface StoreRow extends StoreRecord {
  fee_payer: FeePayer;
  /** SHA-256 of the current secret API key; the secret itself is never kept. */
  api_key_hash: string | null;
  api_key_last4: string | null;
  api_key_created: number | null;
}

export interface FeeHistoryRecord {
  id: number;
  store_id: number;
  created: number;
  merchant_fee: number;
  client_fee: number;
  fee_payer: FeePayer;
  changed_by: 'merchant' | 'provider';
}

/**
 * Currencies a store may accept: every active currency of GET /api/enums, as the cabinet
 * offers them (fiat-like type 0 and system ones included; see acceptedCurrencyCodes).
 */
export const STORE_CURRENCY_CODES: ReadonlySet<string> = new Set(
  CURRENCIES.filter((c) => c.active).map((c) => c.code),
);

/** Minimum invoice amount and network fee per currency (null for currencies not listed). */
export const CURRENCY_LIMITS: Record<string, { min_amount: number; fixed_fee: number }> = {
  USDT: { min_amount: 1, fixed_fee: 0 },
  USDC: { min_amount: 1, fixed_fee: 0 },
  BTC: { min_amount: 0.0001, fixed_fee: 0.00002 },
  ETH: { min_amount: 0.001, fixed_fee: 0.0004 },
  TRX: { min_amount: 10, fixed_fee: 1 },
  LTC: { min_amount: 0.01, fixed_fee: 0.0005 },
  TON: { min_amount: 0.5, fixed_fee: 0.01 },
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** merchant / client fees for a total rate and the chosen payer. */
export function splitFee(total: number, payer: FeePayer): { merchant_fee: number; client_fee: number } {
  if (payer === 'merchant') return { merchant_fee: round4(total), client_fee: 0 };
  if (payer === 'client') return { merchant_fee: 0, client_fee: round4(total) };
  const client = Math.floor((total / 2) * 10_000) / 10_000;
  return { merchant_fee: round4(total - client), client_fee: client };
}

export const payerOf = (merchantFee: number, clientFee: number): FeePayer =>
  clientFee === 0 ? 'merchant' : merchantFee === 0 ? 'client' : 'split';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

interface StoresState {
  stores: StoreRow[];
  feeHistory: FeeHistoryRecord[];
  nextStoreId: number;
  nextFeeId: number;
}

function seedFeeHistory(stores: StoreRow[]): FeeHistoryRecord[] {
  const random = createRandom(2207);
  const now = nowSeconds();
  const rows: FeeHistoryRecord[] = [];
  let id = 9001;
  for (const store of stores) {
    const count = random.int(5, 40);
    const from = Math.max(store.created, now - 730 * DAY);
    const times = Array.from({ length: count }, () => random.int(from, now - 60)).sort((a, b) => a - b);
    times.forEach((created, index) => {
      const last = index === count - 1;
      const merchantFee = last ? store.merchant_fee : random.pick([0.005, 0.01, 0.012, 0.015, 0.02, 0.025]);
      const clientFee = last ? store.client_fee : random.pick([0, 0, 0.005, 0.01]);
      rows.push({
        id: id++,
        store_id: store.id,
        // A few changes share a second on purpose (the id breaks ties in paging).
        created: index > 0 && random.chance(0.08) ? (times[index - 1] as number) : created,
        merchant_fee: merchantFee,
        client_fee: clientFee,
        fee_payer: payerOf(merchantFee, clientFee),
        changed_by: index === 0 || random.chance(0.4) ? 'provider' : 'merchant',
      });
    });
  }
  return rows;
}

function fresh(): StoresState {
  const stores: StoreRow[] = seedStores().map((store) => ({
    ...store,
    fee_payer: payerOf(store.merchant_fee, store.client_fee),
    api_key_hash: null,
    api_key_last4: null,
    api_key_created: null,
  }));
  const feeHistory = seedFeeHistory(stores);
  return {
    stores,
    feeHistory,
    nextStoreId: Math.max(...stores.map((s) => s.id)) + 1,
    nextFeeId: Math.max(...feeHistory.map((r) => r.id)) + 1,
  };
}

let state = fresh();

/** Re-seeds the stores table from the fixed seed. */
export function resetStores(): void {
  state = fresh();
}

export type NewStore = Pick<
  StoreRow,
  | 'title'
  | 'business_scope'
  | 'main_url'
  | 'default_invoice_ttl'
  | 'payment_currency'
  | 'available_payment_currencies'
  | 'redirect_urls'
>;

export type StorePatch = Partial<Omit<StoreRow, 'id' | 'merchant_id' | 'version'>>;

/** Commission of a new store (the provider's standard rate, paid by the merchant). */
const NEW_STORE_FEE = 0.015;

export const storesDb = {
  /** Every store of a merchant, in id order. */
  all: (merchantId: number): StoreRow[] => state.stores.filter((s) => s.merchant_id === merchantId),
  get: (id: number): StoreRow | undefined => state.stores.find((s) => s.id === id),

  /** A new store under review, payments off; records the initial fee. */
  create(merchantId: number, fields: NewStore): StoreRow {
    const now = nowSeconds();
    const store: StoreRow = {
      ...fields,
      id: state.nextStoreId++,
      merchant_id: merchantId,
      logo: null,
      status: 'approval',
      payments_enabled: false,
      merchant_fee: NEW_STORE_FEE,
      client_fee: 0,
      fee_payer: 'merchant',
      callback_url: '',
      ips: [],
      chat_settings: { greeting: '', operator_name: '', working_hours: '', auto_reply: false },
      chat_enabled: false,
      created: now,
      return_reason: null,
      archived: false,
      version: 1,
      api_key_hash: null,
      api_key_last4: null,
      api_key_created: null,
    };
    state.stores.push(store);
    storesDb.addFeeChange(store, 'provider');
    return store;
  },

  /** Applies a change. `version` guards the settings only, so other changes leave it alone. */
  update(store: StoreRow, patch: StorePatch): StoreRow {
    Object.assign(store, patch);
    return store;
  },

  /** Saves settings fields (settings, resubmit) and bumps the version. */
  saveSettings(store: StoreRow, patch: StorePatch): StoreRow {
    // A field left out of a save keeps its value.
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    Object.assign(store, given, { version: store.version + 1 });
    return store;
  },

  /** Appends a fee-history row with the store's current fees. */
  addFeeChange(store: StoreRow, changedBy: FeeHistoryRecord['changed_by']): FeeHistoryRecord {
    const row: FeeHistoryRecord = {
      id: state.nextFeeId++,
      store_id: store.id,
      created: nowSeconds(),
      merchant_fee: store.merchant_fee,
      client_fee: store.client_fee,
      fee_payer: store.fee_payer,
      changed_by: changedBy,
    };
    state.feeHistory.push(row);
    return row;
  },

  feeHistory: (storeId: number): FeeHistoryRecord[] => state.feeHistory.filter((r) => r.store_id === storeId),
};
