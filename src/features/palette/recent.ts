/** A detail page the merchant visited: shown by the palette while its text is empty. */
export interface RecentItem {
  kind: 'invoice' | 'store';
  id: number;
}

/** How many recent invoices and stores the palette keeps (in memory only, never stored). */
export const RECENT_LIMIT = 5;

const VISITS: ReadonlyArray<readonly [RecentItem['kind'], RegExp]> = [
  ['invoice', /^\/finance\/invoice\/(\d+)\/?$/],
  ['store', /^\/store\/(\d+)(?:\/|$)/],
];

/** The invoice or store a path shows (`/finance/invoice/105000`, `/store/7/settings`), or null. */
export function visitOf(pathname: string): RecentItem | null {
  for (const [kind, pattern] of VISITS) {
    const id = Number(pattern.exec(pathname)?.[1]);
    if (Number.isSafeInteger(id) && id > 0) return { kind, id };
  }
  return null;
}

/** The visit first, without an earlier visit of the same item, at most RECENT_LIMIT long. */
export function rememberVisit(list: readonly RecentItem[], visit: RecentItem): RecentItem[] {
  const rest = list.filter((item) => item.kind !== visit.kind || item.id !== visit.id);
  return [visit, ...rest].slice(0, RECENT_LIMIT);
}
