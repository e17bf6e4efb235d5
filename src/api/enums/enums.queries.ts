import { queryOptions } from '@tanstack/react-query';
import { apiOrigin } from '@/env';
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
} from './enums.schemas';

/** Currencies are kept in memory and refreshed at most every 10 minutes (SPEC section 7). */
export const CURRENCY_CACHE_MS = 600_000;
/** Languages and countries change with releases only. */
const REFERENCE_CACHE_MS = 60 * 60_000;

/** A logo or asset path made absolute against the API origin; absolute and data URLs stay as they are. */
export function resolveAssetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return new URL(path, `${apiOrigin()}/`).href;
  } catch {
    return null;
  }
}

export const enumKeys = {
  all: () => apiKeys.endpoint(enumsList),
  kind: (kind: EnumKind) => apiKeys.query(enumsList, { enum: kind }),
};

const fetchKind = (kind: EnumKind, signal: AbortSignal) => request(enumsList, { enum: kind }, { signal });

export function languagesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('languages'),
    queryFn: async ({ signal }): Promise<Language[]> =>
      (await fetchKind('languages', signal))
        .filter(isNamedEntry)
        .map(({ code, title }) => ({ code: code.toLowerCase(), title })),
    staleTime: REFERENCE_CACHE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

export function countriesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('countries'),
    queryFn: async ({ signal }): Promise<Country[]> =>
      (await fetchKind('countries', signal))
        .filter(isNamedEntry)
        .map(({ code, title }) => ({ code: code.toUpperCase(), title })),
    staleTime: REFERENCE_CACHE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}

/**
 * Active currencies only, logos absolute. Cleaned in the queryFn (not `select`) so the
 * cache itself holds the cleaned list.
 */
export function currenciesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('currencies'),
    queryFn: async ({ signal }): Promise<Currency[]> =>
      (await fetchKind('currencies', signal))
        .filter(isCurrency)
        .filter((currency) => currency.active)
        .map((currency) => ({ ...currency, logo: resolveAssetUrl(currency.logo) })),
    staleTime: CURRENCY_CACHE_MS,
    gcTime: CURRENCY_CACHE_MS,
  });
}
