/**
 * The boot script's session calls as the build derives them from the endpoint declarations
 * (`calls.ts`, evaluated by `vite-plugin.ts`): the addresses the app's own requests use, with
 * marks where the merchant and the time zone go. The script fills them in; it carries neither
 * the declarations nor their schemas.
 */
export interface BootCalls {
  /** The API origin the build was configured with; empty: the page's own. */
  origin: string;
  refresh: { method: string; path: string };
  /** The profile: the merchant id every other call needs. */
  profile: string;
  /**
   * The dashboard's first GETs: those that need no merchant, sent with the profile; then,
   * with the merchant, those for the chart and for the transaction table as the stored view.
   */
  dashboard: { withProfile: readonly string[]; chart: readonly string[]; table: readonly string[] };
}

/** Stand-ins the build puts in the addresses; `fillCall` replaces them. */
export const MERCHANT_MARK = 917_230_648_501;
export const TIME_ZONE_MARK = 'Etc/BootMark';

/** What the dashboard's first GETs depend on. */
export interface DashboardLanding {
  merchantId: number;
  /** The browser's time zone (`browserTimeZone()`). */
  tzName: string;
  /** The stored view of the transaction history is the table. */
  table: boolean;
}

/** An address of the build with the merchant and the time zone filled in. */
export function fillCall(template: string, { merchantId, tzName }: Omit<DashboardLanding, 'table'>): string {
  return template
    .replaceAll(encodeURIComponent(String(MERCHANT_MARK)), encodeURIComponent(String(merchantId)))
    .replaceAll(encodeURIComponent(TIME_ZONE_MARK), encodeURIComponent(tzName));
}

/** The full address of a call, on the configured API origin or the page's. */
export function callHref(calls: BootCalls, path: string): string {
  return `${calls.origin || window.location.origin}${path}`;
}

/** The dashboard's first GETs for this merchant, time zone and stored view. */
export function dashboardCalls(calls: BootCalls, landing: DashboardLanding): string[] {
  return (landing.table ? calls.dashboard.table : calls.dashboard.chart).map((template) =>
    callHref(calls, fillCall(template, landing)),
  );
}
