import { DEFAULT_PAYMENT_CURRENCY } from '@/domain/stores';
import type { Store, StoreWire } from './stores.schemas';

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
