import { FALLBACK_LANGUAGE } from '@/i18n/languages';
import { parseDashboardMode } from '@/lib/dashboard-mode';

/**
 * The calls the boot scripts make before the framework has run. For a stored session: the
 * refresh every load begins with, the profile (the merchant id), and the dashboard's first
 * GETs, which need only that id. For a guest: the first screen's public GETs. They must be
 * the very requests the app would make (tests have the app adopt them: boot-session.test.ts,
 * boot-public.test.ts), or the app asks again. Written out here rather than imported from
 * the endpoint declarations, which would bring the schemas into the boot scripts. The refresh
 * call is `REFRESH_CALL` in `src/constants/auth.ts` (the refresh worker makes it too).
 */
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
 * A guest's first screen (no stored session): the server's messages, which `initI18n` asks
 * for (`contentQuery`), and the language list the switcher shows (`languagesQuery`), asked
 * as the app asks them (a test has the app adopt them), each with whether it waits for the
 * first screen: what the screen waits for (a language the server alone provides) does not;
 * what only refines it (a bundled language's server messages, English under a server-only
 * language, the language list) does, so as not to compete with the screen's code and data.
 */
export function guestCalls(lang: string, bundled: boolean): [path: string, afterFirstScreen: boolean][] {
  const content = (code: string) => `/api/get-content?app=cabinet&lang=${encodeURIComponent(code)}`;
  return [
    [content(lang), bundled],
    ...(bundled ? [] : [[content(FALLBACK_LANGUAGE), true] as [string, boolean]]),
    ['/api/enums?enum=languages', true],
  ];
}
