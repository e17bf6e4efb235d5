import type { FeePayer, Store, StoreStatus } from '@/api/stores/stores.schemas';

/** Business scopes offered in the store forms; a value from the server outside the list is kept. */
export const STORE_SCOPES = [
  'retail',
  'electronics',
  'fashion',
  'food',
  'digital_goods',
  'software',
  'games',
  'hosting',
  'education',
  'travel',
  'health',
  'services',
  'other',
] as const;
export type StoreScope = (typeof STORE_SCOPES)[number];

/** Static translation keys of the scopes (keys stay greppable). */
export const SCOPE_LABEL_KEYS: Record<StoreScope, string> = {
  retail: 'stores.scope.retail',
  electronics: 'stores.scope.electronics',
  fashion: 'stores.scope.fashion',
  food: 'stores.scope.food',
  digital_goods: 'stores.scope.digital_goods',
  software: 'stores.scope.software',
  games: 'stores.scope.games',
  hosting: 'stores.scope.hosting',
  education: 'stores.scope.education',
  travel: 'stores.scope.travel',
  health: 'stores.scope.health',
  services: 'stores.scope.services',
  other: 'stores.scope.other',
};

export function scopeLabelKey(scope: string): string | null {
  return (STORE_SCOPES as readonly string[]).includes(scope) ? SCOPE_LABEL_KEYS[scope as StoreScope] : null;
}

export const STATUS_LABEL_KEYS: Record<StoreStatus, string> = {
  approval: 'stores.status.approval',
  approved: 'stores.status.approved',
  returned: 'stores.status.returned',
  denied: 'stores.status.denied',
};

/** Default invoice lifetimes offered (seconds): 15 min, 30 min, 1 h, 2 h, 24 h. */
export const TTL_OPTIONS = [900, 1800, 3600, 7200, 86_400] as const;
export const DEFAULT_TTL = 1800;

/** A lifetime as a translation key with its count: whole hours in hours, otherwise minutes. */
export function ttlLabel(seconds: number): { key: 'stores.ttl.hours' | 'stores.ttl.minutes'; count: number } {
  if (seconds % 3600 === 0) return { key: 'stores.ttl.hours', count: seconds / 3600 };
  return { key: 'stores.ttl.minutes', count: Math.round(seconds / 60) };
}

/**
 * Approval and denied stores cannot be changed (the backend answers store_read_only); nor
 * can a store whose status the cabinet does not know.
 */
export function isReadOnly(status: StoreStatus | null): boolean {
  return status !== 'approved' && status !== 'returned';
}

/**
 * Where a store row leads: settings for approved and returned stores (SPEC.md section 4),
 * the overview otherwise.
 */
export function storeTarget(status: StoreStatus | null): '/store/$storeId/settings' | '/store/$storeId' {
  return status === 'approved' || status === 'returned' ? '/store/$storeId/settings' : '/store/$storeId';
}

/**
 * The fee payer, derived from the fees when the backend leaves it out (it is not a Store
 * field SPEC.md names); null when the fees did not arrive either.
 */
export function feePayerOf(store: {
  fee_payer: FeePayer | null;
  merchant_fee: number | null;
  client_fee: number | null;
}): FeePayer | null {
  if (store.fee_payer) return store.fee_payer;
  if (store.merchant_fee === null || store.client_fee === null) return null;
  if (store.client_fee === 0) return 'merchant';
  if (store.merchant_fee === 0) return 'client';
  return 'split';
}

/** The provider's total commission of a store, or null when a fee did not arrive. */
export function totalFee(store: Pick<Store, 'merchant_fee' | 'client_fee'>): number | null {
  if (store.merchant_fee === null || store.client_fee === null) return null;
  return store.merchant_fee + store.client_fee;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * How a total commission splits for a payer (the backend's rule: split = half each, rounded
 * down to 0.0001 for the client, the merchant takes the remainder).
 */
export function splitFees(total: number, payer: FeePayer): { merchant_fee: number; client_fee: number } {
  if (payer === 'merchant') return { merchant_fee: round4(total), client_fee: 0 };
  if (payer === 'client') return { merchant_fee: 0, client_fee: round4(total) };
  const client = Math.floor((total / 2) * 10_000) / 10_000;
  return { merchant_fee: round4(total - client), client_fee: client };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The worked example of a payer choice: what the customer pays and the merchant receives.
 * `actual` (the fees in force) replaces the computed split for the saved choice.
 */
export function feeExample(
  total: number,
  payer: FeePayer,
  amount = 100,
  actual?: { merchant_fee: number | null; client_fee: number | null },
) {
  const fees =
    actual && actual.merchant_fee !== null && actual.client_fee !== null
      ? { merchant_fee: actual.merchant_fee, client_fee: actual.client_fee }
      : splitFees(total, payer);
  return {
    ...fees,
    customerPays: round2(amount * (1 + fees.client_fee)),
    merchantReceives: round2(amount * (1 - fees.merchant_fee)),
  };
}

export type SetupStepId = 'review' | 'api_key' | 'callback' | 'redirects' | 'payments';

export interface SetupStep {
  id: SetupStepId;
  done: boolean;
}

/** What a store still needs before it can take payments (the overview's setup guide). */
export function setupSteps(store: Store): SetupStep[] {
  return [
    { id: 'review', done: store.status === 'approved' },
    { id: 'api_key', done: Boolean(store.api_key_last4) },
    { id: 'callback', done: store.callback_url.trim() !== '' },
    {
      id: 'redirects',
      done:
        (store.redirect_urls.success ?? '').trim() !== '' && (store.redirect_urls.fail ?? '').trim() !== '',
    },
    { id: 'payments', done: store.status === 'approved' && store.payments_enabled === true },
  ];
}

/** Reviewer reasons the cabinet explains; other reasons fall back to the generic text. */
const RETURN_REASON_KEYS: Record<string, string> = {
  store_return_reason_url_unreachable: 'stores.return_reason.url_unreachable',
  store_return_reason_business_scope: 'stores.return_reason.business_scope',
};

export function returnReasonKey(reason: string | null | undefined): string {
  return (reason && RETURN_REASON_KEYS[reason]) || 'stores.return_reason.generic';
}

/** What the accepted-currency rule reads of a currency of GET /api/enums (SPEC.md section 3 "Currency"). */
export interface CurrencyOption {
  code: string;
  active?: boolean | null;
}

/**
 * The currencies a store's settings offer (payment currency and "Accepted currencies"):
 * every active currency of GET /api/enums once, by code, in the enum's order, then the codes
 * the store already holds that the enum does not list (so a saved choice is never lost).
 *
 * Neither `system` nor `type` leaves a currency out. SPEC.md section 3 gives no rule for
 * them here: `system` marks the provider's settlement currency (a backend may mark USDT, the
 * default payment currency), `type` 0 a fiat-like currency (USD: invoices priced in it are
 * paid in crypto). A currency the provider does not take for a store is refused by the
 * backend on save (unknown_currency), not hidden by the cabinet.
 */
export function acceptedCurrencyCodes(
  currencies: readonly CurrencyOption[],
  held: readonly (string | null | undefined)[] = [],
): string[] {
  const codes: string[] = [];
  const add = (code: string | null | undefined) => {
    const clean = code?.trim().toUpperCase();
    if (clean && !codes.includes(clean)) codes.push(clean);
  };
  for (const currency of currencies) if (currency.active !== false) add(currency.code);
  for (const code of held) add(code);
  return codes;
}

/** First letter of a title for the logo placeholder. */
export function initialOf(title: string): string {
  const first = [...title.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}
