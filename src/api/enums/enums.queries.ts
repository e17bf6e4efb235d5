import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import { enumsList } from './enums.endpoints';
import { Currency, type EnumKind, type Language, LanguageEntry, type NamedEntry } from './enums.schemas';

/** Currencies are kept in memory and refreshed at most every 10 minutes (SPEC section 7). */
export const CURRENCY_CACHE_MS = 600_000;
/** Languages and countries change with releases only. */
export const REFERENCE_CACHE_MS = 60 * 60_000;

/** A language code the cabinet can key by: `en`, `ua`, `pt` (a region is read off: `pt-BR` -> `pt`). */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

export const enumKeys = {
  all: () => apiKeys.endpoint(enumsList),
  kind: (kind: EnumKind) => apiKeys.query(enumsList, { enum: kind }),
};

export const fetchKind = (kind: EnumKind, signal: AbortSignal) =>
  request(enumsList, { enum: kind }, { signal });

/** Each item the reader can read; the items it cannot are left out. */
export function readItems<S extends v.GenericSchema>(
  items: readonly unknown[],
  reader: S,
): NonNullable<v.InferOutput<S>>[] {
  const out: NonNullable<v.InferOutput<S>>[] = [];
  for (const item of items) {
    const result = v.safeParse(reader, item);
    if (result.success && result.output !== null && result.output !== undefined) out.push(result.output);
  }
  return out;
}

/**
 * Named entries keyed by the cabinet's code; an entry whose code is not usable is skipped, and a
 * code listed twice (`EN` and `en-GB`) is kept once, as it first came.
 */
export function cleanEntries(items: readonly NamedEntry[], usable: RegExp): NamedEntry[] {
  const out = new Map<string, NamedEntry>();
  for (const item of items) {
    if (!usable.test(item.code) || out.has(item.code)) continue;
    out.set(item.code, item);
  }
  return [...out.values()];
}

export function languagesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('languages'),
    queryFn: async ({ signal }): Promise<Language[]> =>
      cleanEntries(readItems(await fetchKind('languages', signal), LanguageEntry), LANGUAGE_CODE),
    staleTime: REFERENCE_CACHE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

/**
 * Active currencies only (SPEC section 7): a currency whose `active` reads as no (false, 0, "0",
 * "false") is never offered. One whose flag did not arrive or cannot be read is kept: dropping
 * every currency of such a backend would empty every currency list. Logos were made absolute when
 * the answer was read. Cleaned in the queryFn (not `select`) so the cache itself holds the
 * cleaned list.
 */
export function currenciesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('currencies'),
    queryFn: async ({ signal }): Promise<Currency[]> =>
      readItems(await fetchKind('currencies', signal), Currency).filter(
        (currency) => currency.active !== false,
      ),
    staleTime: CURRENCY_CACHE_MS,
    gcTime: CURRENCY_CACHE_MS,
  });
}
