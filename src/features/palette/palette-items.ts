import type { Store } from '@/api/stores/schemas/store.schemas';
import { storeActions } from '@/domain/stores';
import type { MessageKey } from '@/i18n/keys';

/** The signed-in pages the palette jumps to (SPEC.md section 2); store and detail pages come from lookups. */
export const PALETTE_PAGES = [
  { to: '/', label: 'shell.pages.dashboard' },
  { to: '/profile', label: 'shell.pages.profile' },
  { to: '/profile/security', label: 'shell.pages.security' },
  { to: '/profile/verification', label: 'shell.pages.verification' },
  { to: '/profile/addresses', label: 'shell.pages.addresses' },
  { to: '/profile/notifications', label: 'shell.pages.notifications' },
  { to: '/store', label: 'shell.pages.stores' },
  { to: '/store/new', label: 'shell.pages.store_new' },
  { to: '/finance', label: 'shell.pages.finance' },
  { to: '/finance/invoice', label: 'shell.pages.invoices' },
  { to: '/finance/invoice/new', label: 'shell.pages.invoice_new' },
  { to: '/finance/replenishment', label: 'shell.pages.replenishment' },
  { to: '/finance/withdrawal', label: 'shell.pages.withdrawal' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey }>;

/** Whether a label matches the typed text: case-insensitive, contained; an empty text matches all. */
export function matchesText(label: string, text: string, locale?: string): boolean {
  const wanted = text.trim().toLocaleLowerCase(locale);
  return wanted === '' || label.toLocaleLowerCase(locale).includes(wanted);
}

/**
 * Stores the palette offers "Create invoice" and "Create payout" for: those whose buttons
 * SPEC.md section 4 shows enabled (the rule of the store cards, `storeActions`).
 */
export function storesWithActions<T extends Pick<Store, 'status' | 'payments_enabled'>>(
  stores: readonly T[],
): T[] {
  return stores.filter((store) => {
    const actions = storeActions(store);
    return actions.show && !actions.disabled;
  });
}

/** The id a text names, when it is one (digits only, a safe positive integer). */
export function idOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
