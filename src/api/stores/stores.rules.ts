import { apiOrigin } from '@/env';
import type { Store, StoreFilterEntry, StoreStatus, StoreWire } from './stores.schemas';

/** SPEC.md section 9: default payment currency. */
export const DEFAULT_PAYMENT_CURRENCY = 'USDT';

/** Store settings limits (the demo backend and the forms use the same numbers). */
export const STORE_TITLE_MIN = 3;
export const STORE_TITLE_MAX = 64;
/** Invoice lifetime bounds in seconds: 5 minutes .. 7 days. */
export const STORE_TTL_MIN = 300;
export const STORE_TTL_MAX = 604_800;
/** SPEC.md section 5 "Logo upload". */
export const STORE_LOGO_MAX_BYTES = 1_048_576;
export const STORE_LOGO_TYPES = ['image/jpeg', 'image/png'] as const;

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

/** SPEC.md section 5 "IPv4": four numbers 0-255. */
export function isIpv4(value: string): boolean {
  return IPV4.test(value.trim());
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  const url = parsedUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** Redirect URLs: empty, or an absolute http(s) URL. */
export function isHttpUrlOrEmpty(value: string): boolean {
  return value.trim() === '' || isHttpUrl(value);
}

/** Callback URL: empty (no callbacks), or an absolute https URL. */
export function isHttpsUrlOrEmpty(value: string): boolean {
  if (value.trim() === '') return true;
  const url = parsedUrl(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '';
}

/** Keeps absolute and data URLs; a relative asset path is prefixed with the API origin. */
export function absoluteAssetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  return `${apiOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** SPEC.md section 3 "Store": logo made absolute; payment_currency USDT when missing. */
export function normalizeStore(store: StoreWire): Store {
  return {
    ...store,
    logo: absoluteAssetUrl(store.logo),
    payment_currency: store.payment_currency || DEFAULT_PAYMENT_CURRENCY,
  };
}

/** SPEC.md section 9: fees are shown as value x 100 with at most 1 decimal (0.015 -> 1.5). */
export function feePercent(fraction: number): number {
  const value = Math.round(fraction * 1000) / 10;
  return Object.is(value, -0) ? 0 : value;
}

type StatusAndPayments = Pick<Store, 'status' | 'payments_enabled'>;

/** SPEC.md section 4: payment-blocked when not approved or payments are off. */
export function isPaymentBlocked(store: StatusAndPayments): boolean {
  return store.status !== 'approved' || !store.payments_enabled;
}

/** SPEC.md section 4: only approved and returned cards open the settings page. */
export function isCardClickable(status: StoreStatus): boolean {
  return status === 'approved' || status === 'returned';
}

export interface StoreActions {
  /** Create-invoice and create-payout buttons are shown. */
  show: boolean;
  disabled: boolean;
}

/** SPEC.md section 4: create-invoice / create-payout buttons per store status. */
export function storeActions(store: StatusAndPayments): StoreActions {
  switch (store.status) {
    case 'approved':
      return { show: true, disabled: !store.payments_enabled };
    case 'returned':
    case 'approval':
      return { show: true, disabled: true };
    case 'denied':
      return { show: false, disabled: true };
  }
}

function carouselRank(store: StatusAndPayments): number {
  switch (store.status) {
    case 'approved':
      return store.payments_enabled ? 0 : 1;
    case 'returned':
      return 2;
    case 'approval':
      return 3;
    case 'denied':
      return 4;
  }
}

/** SPEC.md section 4 "Carousel order": approved (payments on first), returned, approval, denied; stable. */
export function carouselOrder<T extends StatusAndPayments>(stores: readonly T[]): T[] {
  return stores
    .map((store, index) => ({ store, index, rank: carouselRank(store) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.store);
}

export interface StatusBadge {
  tone: 'warning' | 'success' | 'error';
  variant: 'filled' | 'outlined';
}

/** SPEC.md section 4 "Badges". */
export function statusBadge(status: StoreStatus): StatusBadge {
  switch (status) {
    case 'approval':
      return { tone: 'warning', variant: 'filled' };
    case 'returned':
      return { tone: 'warning', variant: 'outlined' };
    case 'approved':
      return { tone: 'success', variant: 'filled' };
    case 'denied':
      return { tone: 'error', variant: 'filled' };
  }
}

/** SPEC.md section 7: the short store list is sorted by title on the client (case-insensitive, locale-aware). */
export function sortShortList<T extends Pick<StoreFilterEntry, 'id' | 'title'>>(
  entries: readonly T[],
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...entries].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}
