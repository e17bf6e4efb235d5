import { parseDashboardMode } from '@/features/dashboard/dashboard-mode';

/**
 * The calls the boot script makes before the framework has run: the refresh every load
 * begins with, the profile (the merchant id), and the dashboard's first GETs, which need
 * only that id. They must be the very requests the app would make (a test compares them
 * with the endpoint declarations and the dashboard's queries), or the app asks again.
 */
export const REFRESH_CALL = { method: 'PUT', path: '/api/merchant-owner/auth' } as const;
export const PROFILE_PATH = '/api/merchant/person';

/** What the dashboard's first screen asks for, as the app asks it (`dashboard-prefetch.ts`). */
export interface DashboardLanding {
  merchantId: number;
  /** The browser's time zone (`browserTimeZone()`). */
  tzName: string;
  /** The stored view of the transaction history (`dashboardActiveMode`). */
  storedMode: string | null;
}

/** Paths with their queries: balance, the day's statistics, every store, the newest invoices. */
export function dashboardPaths({ merchantId, tzName, storedMode }: DashboardLanding): string[] {
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  const paths = [
    `/api/finance/balance?${query({ merchantId, currency: 'USDT', tzName })}`,
    `/api/finance/statistics?${query({ merchantId, period: 'day', tzName })}`,
    `/api/store/list?${query({ merchantId, sortColumn: 'id', sortDirection: 'asc', pageSize: 100 })}`,
  ];
  if (parseDashboardMode(storedMode) === 'TransactionTable')
    paths.push(
      `/api/payment/list?${query({ merchantId, sortColumn: 'create_timestamp', sortDirection: 'desc', pageSize: 5 })}`,
    );
  return paths;
}

/**
 * A guest's first screen (no stored session): its language's server messages, which
 * `initI18n` asks for (`contentQuery`), and the language list the switcher shows
 * (`languagesQuery`). Asked as the app asks them; a test has the app adopt both.
 */
export function guestPaths(lang: string): string[] {
  return [
    `/api/get-content?${new URLSearchParams({ app: 'cabinet', lang })}`,
    `/api/enums?${new URLSearchParams({ enum: 'languages' })}`,
  ];
}
