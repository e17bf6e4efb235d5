import type { TypeOptions } from 'i18next';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `invoices.list.all_shown_one` is also asked for as `invoices.list.all_shown` (with a count). */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base | K : K;

/** The dotted paths of a catalogue's messages (strings only, not the groups holding them). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A message of the English catalogue (declared in `i18next.d.ts`): `t()` takes these, and tsc
 * rejects any other key written in the code.
 */
export type MessageKey = Leaves<TypeOptions['resources']['translation']>;

type AnyT = (...args: never[]) => unknown;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a key known only at run time: a server's message key (`errors.<key>`), a key a
 * domain rule or a form schema returns as a string, one built from an endpoint id. The one
 * place a key is not checked by tsc: callers ask `i18n.exists` first or map a closed set of
 * values (tests/i18n-keys.test.ts checks the literal keys in the code), and a key the
 * catalogue lacks still shows a readable text (`parseMissingKeyHandler`). `t` is loosened
 * here rather than the key cast to MessageKey: a call with the whole union of keys would
 * make tsc look every one of them up.
 */
export function translateDynamic(
  /** A `t` (from `useTranslation`), or an i18next instance. */
  source: AnyT | { t: AnyT },
  key: string,
  options?: Record<string, unknown>,
): string {
  const t = typeof source === 'function' ? source : source.t.bind(source);
  return (t as unknown as Translate)(key, options);
}
