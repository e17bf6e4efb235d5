import type { Store, StoreStatus, StoreStatusValue } from '@/api/stores/schemas/store.schemas';

/**
 * A status outside API-NOTES' value set is kept as sent and shown as its own text; such a
 * store, like one whose status did not arrive (null), is treated as blocked.
 */
type StatusAndPayments = {
  status: StoreStatusValue | null;
  payments_enabled: boolean | null;
};

/**
 * Approved and returned stores can be changed and opened; approval and denied stores (and
 * a store whose status the cabinet does not know) cannot: the backend answers store_read_only.
 */
function isEditable(status: StoreStatusValue | null): boolean {
  return status === 'approved' || status === 'returned';
}

/** SPEC.md section 4: payment-blocked when not approved or payments are off (or unknown). */
export function isPaymentBlocked(store: StatusAndPayments): boolean {
  return store.status !== 'approved' || store.payments_enabled !== true;
}

/** SPEC.md section 4: only approved and returned cards open the settings page. */
export function isCardClickable(status: StoreStatusValue | null): boolean {
  return isEditable(status);
}

/**
 * Approval and denied stores cannot be changed (the backend answers store_read_only); nor
 * can a store whose status the cabinet does not know.
 */
export function isReadOnly(status: StoreStatusValue | null): boolean {
  return !isEditable(status);
}

/**
 * Where a store row leads: settings for approved and returned stores (SPEC.md section 4),
 * the overview otherwise.
 */
export function storeTarget(status: StoreStatusValue | null): '/store/$storeId/settings' | '/store/$storeId' {
  return isEditable(status) ? '/store/$storeId/settings' : '/store/$storeId';
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
export function statusBadge(status: StoreStatusValue | null): StatusBadge {
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
    .filter((store) => statuses.length === 0 || statuses.some((status) => status === store.status))
    .filter((store) => search === '' || (store.title ?? '').toLocaleLowerCase(locale).includes(search))
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

export type SetupStepId = 'review' | 'api_key' | 'callback' | 'redirects' | 'payments';

export interface SetupStep {
  id: SetupStepId;
  /** null: the store's answer did not say (unknown, never "to do"). */
  done: boolean | null;
}

/** Set when the text is there; unknown when it did not arrive. */
const filledIn = (value: string | null | undefined): boolean | null =>
  value === null || value === undefined ? null : value.trim() !== '';

/** Both true, or false when either is false; unknown otherwise. */
const both = (a: boolean | null, b: boolean | null): boolean | null =>
  a === false || b === false ? false : a === null || b === null ? null : true;

/**
 * What a store still needs before it can take payments (the overview's setup guide). A step
 * is done or to do only from values the answer carried; the API key counts as made when the
 * store names its last four characters (ours).
 */
export function setupSteps(store: Store): SetupStep[] {
  const approved = store.status === null ? null : store.status === 'approved';
  return [
    { id: 'review', done: approved },
    { id: 'api_key', done: filledIn(store.api_key_last4) },
    { id: 'callback', done: filledIn(store.callback_url) },
    {
      id: 'redirects',
      done:
        store.redirect_urls === null
          ? null
          : both(filledIn(store.redirect_urls.success), filledIn(store.redirect_urls.fail)),
    },
    { id: 'payments', done: both(approved, store.payments_enabled) },
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
export function initialOf(title: string | null): string {
  const first = [...(title ?? '').trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}
