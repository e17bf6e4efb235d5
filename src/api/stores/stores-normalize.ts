import { DEFAULT_PAYMENT_CURRENCY } from '@/constants/stores';
import type { Store, StoreWire } from './schemas/store.schemas';

/** SPEC.md section 3 "Store": payment_currency USDT when missing; the rest stays as read (see `Store`). */
export function normalizeStore(store: StoreWire & { sent?: Record<string, unknown> }): Store {
  return {
    ...store,
    payment_currency: store.payment_currency || DEFAULT_PAYMENT_CURRENCY,
    sent: store.sent ?? {},
  };
}
