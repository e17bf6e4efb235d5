import { queryOptions } from '@tanstack/react-query';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import { enumsList } from './enums.endpoints';
import {
  type Country,
  type Currency,
  type EnumKind,
  isCurrency,
  isNamedEntry,
  type Language,
  type NamedEntry,
} from './enums.schemas';

/** Currencies are kept in memory and refreshed at most every 10 minutes (SPEC section 7). */
export const CURRENCY_CACHE_MS = 600_000;
/** Languages and countries change with releases only. */
const REFERENCE_CACHE_MS = 60 * 60_000;

/** A language code the cabinet can send back (notification-settings): `en`, `pt-br`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;
/** A country code the profile form can save: ISO 3166-1 alpha-2. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

export const enumKeys = {
  all: () => apiKeys.endpoint(enumsList),
  kind: (kind: EnumKind) => apiKeys.query(enumsList, { enum: kind }),
};

const fetchKind = (kind: EnumKind, signal: AbortSignal) => request(enumsList, { enum: kind }, { signal });

/**
 * Named entries with their code in the kind's case; an entry whose code is not usable (not a
 * language / country code) is skipped, and a code listed twice is kept once. A blank title
 * reads as none (the screens show the code).
 */
function cleanEntries(
  items: readonly NamedEntry[],
  normalize: (code: string) => string,
  usable: RegExp,
): NamedEntry[] {
  const out = new Map<string, NamedEntry>();
  for (const item of items) {
    const code = normalize(item.code.trim());
    if (!usable.test(code) || out.has(code)) continue;
    out.set(code, { code, title: item.title?.trim() || null });
  }
  return [...out.values()];
}

export function languagesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('languages'),
    queryFn: async ({ signal }): Promise<Language[]> =>
      cleanEntries(
        (await fetchKind('languages', signal)).filter(isNamedEntry),
        (code) => code.toLowerCase(),
        LANGUAGE_CODE,
      ),
    staleTime: REFERENCE_CACHE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

export function countriesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('countries'),
    queryFn: async ({ signal }): Promise<Country[]> =>
      cleanEntries(
        (await fetchKind('countries', signal)).filter(isNamedEntry),
        (code) => code.toUpperCase(),
        COUNTRY_CODE,
      ),
    staleTime: REFERENCE_CACHE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

/**
 * Active currencies only (SPEC section 7); logos were made absolute when the answer was read.
 * A currency whose `active` flag did not arrive (reported) is kept: dropping every currency
 * would empty every currency list. Cleaned in the queryFn (not `select`) so the cache itself
 * holds the cleaned list.
 */
export function currenciesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('currencies'),
    queryFn: async ({ signal }): Promise<Currency[]> =>
      (await fetchKind('currencies', signal))
        .filter(isCurrency)
        .filter((currency) => currency.active !== false),
    staleTime: CURRENCY_CACHE_MS,
    gcTime: CURRENCY_CACHE_MS,
  });
}
