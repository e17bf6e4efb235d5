import { DEFAULT_PAYMENT_CURRENCY } from '@/domain/stores';
import type { Store, StoreWire } from './stores.schemas';

/**
 * SPEC.md section 3 "Store": payment_currency USDT when missing. Every other field stays as
 * read (null = unknown). `sent` is the object the server sent for this store (a list row: none).
 */
export function normalizeStore(store: StoreWire & { sent?: Record<string, unknown> }): Store {
  return {
    ...store,
    payment_currency: store.payment_currency || DEFAULT_PAYMENT_CURRENCY,
    sent: store.sent ?? {},
  };
}
