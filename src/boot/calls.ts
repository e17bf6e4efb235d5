import * as v from 'valibot';
import { refresh } from '@/api/auth/auth.endpoints';
import { statistics } from '@/api/dashboard/dashboard.endpoints';
import { balance } from '@/api/finance/finance.endpoints';
import { buildRequest } from '@/api/http/build-request';
import type { AnySchema, Endpoint, InputOf } from '@/api/http/endpoint';
import { invoiceList } from '@/api/invoices/invoices.endpoints';
import { person } from '@/api/profile/profile.endpoints';
import { storeList } from '@/api/stores/stores.endpoints';
import { parseDashboardMode } from '@/lib/dashboard-mode';

/**
 * The calls the session script makes before the app has run, built from the endpoint
 * declarations by the function `request()` builds its requests with, so each address is the
 * one the app asks for: the app adopts an answer by its address (`boot-session.ts`), and a
 * test has it adopt every one (tests/api/boot-session.test.ts).
 */
function href<E extends Endpoint<AnySchema | undefined, AnySchema>>(ep: E, input: InputOf<E>): string {
  return buildRequest(ep, ep.input ? v.parse(ep.input, input) : input).href;
}

/** The refresh every load of a stored session begins with (its body is the stored token). */
export const refreshCall = { method: refresh.method, href: () => buildRequest(refresh, {}).url };

/** The profile: the merchant id every other call needs. */
export const profileHref = () => href(person, undefined);

/** What the dashboard's first screen asks for, with what it depends on. */
export interface DashboardLanding {
  merchantId: number;
  /** The browser's time zone (`browserTimeZone()`). */
  tzName: string;
  /** The stored view of the transaction history (`dashboardActiveMode`). */
  storedMode: string | null;
}

/**
 * The dashboard's first GETs, as its queries ask them: the balance card, the day's
 * statistics, every store (the first page of 100), and the newest invoices when the
 * transaction table is the stored view.
 */
export function dashboardHrefs({ merchantId, tzName, storedMode }: DashboardLanding): string[] {
  const hrefs = [
    href(balance, { merchantId, currency: 'USDT', tzName }),
    href(statistics, { merchantId, period: 'day', tzName }),
    href(storeList, { merchantId, sortColumn: 'id', sortDirection: 'asc', pageSize: 100 }),
  ];
  if (parseDashboardMode(storedMode) === 'TransactionTable')
    hrefs.push(
      href(invoiceList, { merchantId, sortColumn: 'create_timestamp', sortDirection: 'desc', pageSize: 5 }),
    );
  return hrefs;
}
