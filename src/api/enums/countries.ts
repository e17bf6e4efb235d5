/**
 * Countries, which only the profile asks for: its country field and the list it offers,
 * ISO 3166-1 alpha-2 or alpha-3 in any case, read as alpha-2.
 */
import { queryOptions } from '@tanstack/react-query';
import { countryCode } from '@/lib/country-codes';
import { reader, toText } from '../http/read';
import { cleanEntries, enumKeys, fetchKind, REFERENCE_CACHE_MS, readItems } from './enums.queries';
import { type Country, namedEntry } from './enums.schemas';

/** A country field of an answer (the profile's `country`). */
export const country = () =>
  reader<string, string>({ kind: 'country' }, (value) => {
    const code = toText(value);
    return code?.trim() ? countryCode(code) : null;
  });

/** A country of the server's list, with its name. */
export const CountryEntry = namedEntry(countryCode);

/** A country code the profile can key by: ISO 3166-1 alpha-2, or a code of neither system kept as sent. */
const COUNTRY_CODE = /^[A-Z]{2,3}$/;

export function countriesQuery() {
  return queryOptions({
    queryKey: enumKeys.kind('countries'),
    queryFn: async ({ signal }): Promise<Country[]> =>
      cleanEntries(readItems(await fetchKind('countries', signal), CountryEntry), COUNTRY_CODE),
    staleTime: REFERENCE_CACHE_MS,
    gcTime: REFERENCE_CACHE_MS,
  });
}
