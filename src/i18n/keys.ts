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
