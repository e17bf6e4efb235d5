import * as v from 'valibot';

// Shared by the routes' search schemas, part of the route tree every page has at start:
// valibot only.

/** A malformed value in a shared or hand-edited link is dropped instead of failing the page. */
export const optionalValid = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

/** `YYYY-MM-DD` naming a real calendar day: 2024-02-30 does not survive the round trip. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const IsoDay = v.pipe(v.string(), v.check(isIsoDay));
