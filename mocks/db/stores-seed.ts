import { DEMO_MERCHANT_ID } from './constants';
import { createRandom, DAY, nowSeconds } from './random';

export type StoreStatus = 'approval' | 'approved' | 'denied' | 'returned';

/** A store row of the demo database (SPEC.md section 3 "Store"). */
export interface StoreRecord {
  id: number;
  merchant_id: number;
  title: string;
  /** Relative asset path (the cabinet makes it absolute) or null. */
  logo: string | null;
  status: StoreStatus;
  payments_enabled: boolean;
  merchant_fee: number;
  client_fee: number;
  /** Missing on some stores on purpose: the cabinet shows USDT then. */
  payment_currency: string | null;
  business_scope: string;
  main_url: string;
  default_invoice_ttl: number;
  available_payment_currencies: string[];
  redirect_urls: { success: string; fail: string };
  callback_url: string;
  ips: string[];
  chat_settings: { greeting: string; operator_name: string; working_hours: string; auto_reply: boolean };
  chat_enabled: boolean;
  /** Epoch seconds. */
  created: number;
  /** What the reviewer asked to fix (returned stores). */
  return_reason: string | null;
  /** Set for stores excluded from filters (archived). */
  archived: boolean;
  version: number;
}

const SEED: Array<[string, StoreStatus, boolean, boolean]> = [
  // title, status, payments_enabled, has logo
  ['Aurora Coffee Roasters', 'approved', true, true],
  ['Bitwise Electronics', 'approved', true, true],
  ['Cedar & Pine Furniture', 'approved', false, false],
  ['Delta Travel Club', 'approved', true, false],
  ['Everlight Games', 'approved', true, true],
  ['Fjord Outdoor Gear', 'returned', false, true],
  ['Golden Lotus Spa', 'returned', true, false],
  ['Harbor Books', 'approval', false, true],
  ['Iris Florist', 'approval', false, false],
  ['Juniper Health', 'approval', false, true],
  ['Kestrel VPN', 'denied', false, false],
  ['Lumen Art Prints', 'denied', false, true],
  ['Meridian Hosting', 'approved', false, true],
  ['Nimbus Cloud Tools', 'approved', true, true],
];

const SCOPES = ['retail', 'electronics', 'travel', 'games', 'services', 'education', 'hosting', 'health'];
const CURRENCIES = ['USDT', 'BTC', 'ETH', 'TRX', 'LTC', 'USDC', 'TON'];

export function seedStores(): StoreRecord[] {
  const random = createRandom(1402);
  const now = nowSeconds();
  return SEED.map(([title, status, payments, hasLogo], index) => {
    const id = 301 + index;
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const currencies = CURRENCIES.filter((_, i) => i === 0 || random.chance(0.6));
    return {
      id,
      merchant_id: DEMO_MERCHANT_ID,
      title,
      logo: hasLogo ? `/media/store-logos/${slug}.svg` : null,
      status,
      payments_enabled: status === 'approved' ? payments : status === 'returned' ? payments : false,
      merchant_fee: random.pick([0.005, 0.01, 0.012, 0.015, 0.02, 0.025]),
      client_fee: random.pick([0, 0.005, 0.01, 0.015]),
      payment_currency: index % 5 === 3 ? null : random.pick(['USDT', 'USDT', 'USDT', 'USDC']),
      business_scope: SCOPES[index % SCOPES.length] as string,
      main_url: `https://${slug}.example.com`,
      default_invoice_ttl: random.pick([900, 1800, 3600, 7200]),
      available_payment_currencies: currencies,
      redirect_urls: {
        success: `https://${slug}.example.com/pay/success`,
        fail: `https://${slug}.example.com/pay/fail`,
      },
      callback_url: index % 3 === 0 ? '' : `https://${slug}.example.com/hooks/payments`,
      ips: index % 4 === 0 ? ['203.0.113.10'] : [],
      chat_settings: {
        greeting: `Hello! This is ${title} support.`,
        operator_name: random.pick(['Maria', 'Jonas', 'Lea', 'Tom']),
        working_hours: '09:00-18:00',
        auto_reply: random.chance(0.5),
      },
      chat_enabled: random.chance(0.6),
      created: now - (700 - index * 45) * DAY,
      return_reason:
        status === 'returned'
          ? index % 2 === 0
            ? 'store_return_reason_url_unreachable'
            : 'store_return_reason_business_scope'
          : null,
      archived: status === 'denied' && index % 2 === 1,
      version: 1,
    };
  });
}
