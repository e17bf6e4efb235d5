import type { Store, StoreFilterEntry, StoreStatus, StoreWire } from './stores.schemas';

/** SPEC.md section 9: default payment currency. */
export const DEFAULT_PAYMENT_CURRENCY = 'USDT';

/** Store settings limits (the demo backend and the forms use the same numbers). */
export const STORE_TITLE_MIN = 3;
export const STORE_TITLE_MAX = 64;
/** Invoice lifetime bounds in seconds: 5 minutes .. 7 days. */
export const STORE_TTL_MIN = 300;
export const STORE_TTL_MAX = 604_800;

/**
 * SPEC.md section 3 "Store": payment_currency USDT when missing. What SPEC lets be absent
 * (callback URL, addresses, redirects, chat settings) reads as empty; a title or currency
 * list that did not arrive (already reported) reads as empty and is shown as "—". The logo
 * was made absolute when the answer was read (AssetUrl).
 */
export function normalizeStore(store: StoreWire): Store {
  return {
    ...store,
    title: store.title ?? '',
    payment_currency: store.payment_currency || DEFAULT_PAYMENT_CURRENCY,
    available_payment_currencies: store.available_payment_currencies ?? [],
    redirect_urls: store.redirect_urls ?? { success: '', fail: '' },
    callback_url: store.callback_url ?? '',
    ips: store.ips ?? [],
    chat_settings: store.chat_settings ?? {
      greeting: '',
      operator_name: '',
      working_hours: '',
      auto_reply: false,
    },
  };
}

/**
 * SPEC.md section 9: fees are shown as value x 100 with at most 1 decimal (0.015 -> 1.5);
 * a fee that did not arrive stays null (shown as "—").
 */
export function feePercent(fraction: number | null | undefined): number | null {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return null;
  const value = Math.round(fraction * 1000) / 10;
  return Object.is(value, -0) ? 0 : value;
}

/** A status outside API-NOTES' value set reads as null (reported): such a store is treated as blocked. */
type StatusAndPayments = {
  status: StoreStatus | null;
  payments_enabled: boolean | null;
};

/** SPEC.md section 4: payment-blocked when not approved or payments are off (or unknown). */
export function isPaymentBlocked(store: StatusAndPayments): boolean {
  return store.status !== 'approved' || store.payments_enabled !== true;
}

/** SPEC.md section 4: only approved and returned cards open the settings page. */
export function isCardClickable(status: StoreStatus | null): boolean {
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
      return { show: true, disabled: store.payments_enabled !== true };
    case 'returned':
    case 'approval':
      return { show: true, disabled: true };
    default:
      // denied, or a status the cabinet does not know
      return { show: false, disabled: true };
  }
}

function carouselRank(store: StatusAndPayments): number {
  switch (store.status) {
    case 'approved':
      return store.payments_enabled === true ? 0 : 1;
    case 'returned':
      return 2;
    case 'approval':
      return 3;
    case 'denied':
      return 4;
    default:
      return 5;
  }
}

/**
 * SPEC.md section 4 "Carousel order": approved (payments on first), returned, approval,
 * denied, then any status the cabinet does not know; stable.
 */
export function carouselOrder<T extends StatusAndPayments>(stores: readonly T[]): T[] {
  return stores
    .map((store, index) => ({ store, index, rank: carouselRank(store) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.store);
}

export interface StatusBadge {
  tone: 'warning' | 'success' | 'error' | 'default';
  variant: 'filled' | 'outlined';
}

/** SPEC.md section 4 "Badges"; a status the cabinet does not know gets a neutral outlined badge. */
export function statusBadge(status: StoreStatus | null): StatusBadge {
  switch (status) {
    case 'approval':
      return { tone: 'warning', variant: 'filled' };
    case 'returned':
      return { tone: 'warning', variant: 'outlined' };
    case 'approved':
      return { tone: 'success', variant: 'filled' };
    case 'denied':
      return { tone: 'error', variant: 'filled' };
    default:
      return { tone: 'default', variant: 'outlined' };
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

/** What the store list shows: filters and sort, applied on the client. */
export interface StoreListView {
  /** Any of these statuses; empty or missing = all. */
  status?: readonly StoreStatus[] | undefined;
  /** Case-insensitive title substring; empty or missing = all. */
  search?: string | undefined;
  sortColumn: 'title' | 'status' | 'created';
  sortDirection: 'asc' | 'desc';
}

type ListedStore = Pick<Store, 'id' | 'title' | 'status' | 'created'>;

/**
 * The store list's filters and sort (SPEC.md section 7 names no filter for GET
 * /api/store/list, so they are applied here, on every store of the merchant). Title order
 * is case-insensitive and locale-aware, status order alphabetical, `created` newest or
 * oldest first; rows without the value come last; ties (and stores without `created`,
 * which SPEC does not name) go by id in the same direction.
 */
export function selectStores<T extends ListedStore>(
  stores: readonly T[],
  view: StoreListView,
  locale?: string,
): T[] {
  const statuses = view.status ?? [];
  const search = view.search?.trim().toLocaleLowerCase(locale) ?? '';
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = view.sortDirection === 'asc' ? 1 : -1;
  const sortValue = (store: T): string | number | null => {
    if (view.sortColumn === 'title') return store.title || null;
    if (view.sortColumn === 'status') return store.status;
    return store.created;
  };
  const compareValues = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : view.sortColumn === 'title'
        ? collator.compare(String(a), String(b))
        : String(a) < String(b)
          ? -1
          : String(a) > String(b)
            ? 1
            : 0;
  return stores
    .filter((store) => statuses.length === 0 || (store.status !== null && statuses.includes(store.status)))
    .filter((store) => search === '' || store.title.toLocaleLowerCase(locale).includes(search))
    .sort((a, b) => {
      const x = sortValue(a);
      const y = sortValue(b);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        return (a.id - b.id) * sign;
      }
      return (compareValues(x, y) || a.id - b.id) * sign;
    });
}
