import * as v from 'valibot';
import { refresh } from '@/api/auth/auth.endpoints';
import { statistics } from '@/api/dashboard/dashboard.endpoints';
import { balance } from '@/api/finance/finance.endpoints';
import { buildRequest } from '@/api/http/build-request';
import type { AnySchema, Endpoint, InputOf } from '@/api/http/endpoint';
import { invoiceList } from '@/api/invoices/invoices.endpoints';
import { DASHBOARD_INVOICE_COUNT, INVOICE_PAGE_SIZE } from '@/api/invoices/invoices.queries';
import { person } from '@/api/profile/profile.endpoints';
import { securitySettings } from '@/api/security/security-settings.endpoints';
import { storeList } from '@/api/stores/stores.endpoints';
import { apiOrigin, env } from '@/env';
import { type BootCalls, MERCHANT_MARK, TIME_ZONE_MARK } from './call-templates';

/**
 * The calls the boot script makes for a session before the app has run, built from the endpoint
 * declarations by the function `request()` builds its requests with, after the same input
 * validation, so each address is the one the app asks for: the app adopts an answer by its
 * address (`boot-session.ts`), and a test has it adopt every one
 * (tests/api/boot-session.test.ts). The build runs this once (`vite-plugin.ts`) and writes
 * the result into the boot script.
 */
function path<E extends Endpoint<AnySchema | undefined, AnySchema>>(ep: E, input: InputOf<E>): string {
  const origin = apiOrigin();
  const { href } = buildRequest(ep, ep.input ? v.parse(ep.input, input) : input);
  if (!href.startsWith(origin)) throw new Error(`boot calls: ${href} is not on ${origin}`);
  return href.slice(origin.length);
}

/**
 * The refresh every load of a stored session begins with (its body is the stored token),
 * the profile, and the dashboard's first GETs as its queries ask them:
 * - beside the profile, the security settings (the setup checklist's second-factor step);
 * - once the merchant is known: the balance card, the day's statistics, every store (the
 *   first page of 100), the successful incoming payments (the checklist's last step), and
 *   the newest invoices when the transaction table is the stored view.
 */
export function bootCalls(): BootCalls {
  const merchantId = MERCHANT_MARK;
  const tzName = TIME_ZONE_MARK;
  const newest = { sortColumn: 'create_timestamp', sortDirection: 'desc' } as const;
  const chart = [
    path(balance, { merchantId, currency: 'USDT', tzName }),
    path(statistics, { merchantId, period: 'day', tzName }),
    path(storeList, { merchantId, sortColumn: 'id', sortDirection: 'asc', pageSize: 100 }),
    path(invoiceList, {
      merchantId,
      status: ['success'],
      type: ['in'],
      ...newest,
      pageSize: INVOICE_PAGE_SIZE,
    }),
  ];
  const table = [...chart, path(invoiceList, { merchantId, ...newest, pageSize: DASHBOARD_INVOICE_COUNT })];
  return {
    origin: env.VITE_API_URL.replace(/\/+$/, ''),
    // Its input is the body alone: nothing of it goes in the address.
    refresh: { method: refresh.method, path: buildRequest(refresh, {}).url.slice(apiOrigin().length) },
    profile: path(person, undefined),
    dashboard: { withProfile: [path(securitySettings, undefined)], chart, table },
  };
}
