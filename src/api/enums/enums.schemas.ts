import * as v from 'valibot';
import { AssetUrl } from '../http/asset-url';
import { aliases, entity, ext, listOf, named, opt } from '../http/wire';

export const ENUM_KINDS = ['languages', 'countries', 'currencies'] as const;
export const EnumKind = v.picklist(ENUM_KINDS);
export type EnumKind = v.InferOutput<typeof EnumKind>;

export const EnumsInput = v.object({ enum: EnumKind });
export type EnumsInput = v.InferInput<typeof EnumsInput>;

/** A code the cabinet can key a row by: a string, trimmed, not empty. A row without one is skipped. */
const Code = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * A language or a country as an object. SPEC.md says only "a list": the display name may be
 * `title` (read first) or `name`; a row with neither shows its code.
 */
const NamedObject = aliases(
  entity('NamedEntry', {
    code: Code,
    title: ext(
      v.pipe(v.string(), v.trim()),
      null,
      'the language or country is listed under its code (upper case) instead of a name',
    ),
  }),
  'NamedEntry',
  { title: ['name'] },
);

/** A language or country sent as its bare code (`"en"`): listed under the code. */
const BareCode = v.pipe(
  Code,
  v.transform((code) => ({ code, title: null as string | null })),
);

/**
 * A language (`code`: ru, en, de, fr, ua, ...) or a country (`code` ISO 3166-1 alpha-2), as
 * `{ code, title }`, `{ code, name }` or a bare code. The kind is the one asked for.
 */
export type NamedEntry = { code: string; title: string | null };
export type Language = NamedEntry;
export type Country = NamedEntry;

/** Currency kind: 1 = crypto (payment) currency, 0 = fiat-like. */
export const CURRENCY_TYPE = { fiat: 0, crypto: 1 } as const;

const Decimals = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The fields SPEC.md section 3 names for a Currency; one of them marks a row as a currency. */
const CURRENCY_FIELDS = ['active', 'precision', 'rates_precision', 'type', 'system'] as const;

const looksLikeCurrency = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  CURRENCY_FIELDS.some((field) => field in value);

/**
 * A currency (SPEC.md section 3): every field SPEC names is read tolerantly (missing reads as
 * null and is reported); the logo is made absolute here, once.
 */
export const Currency = entity('Currency', {
  code: Code,
  active: named(v.boolean()),
  /** Relative (`media/currencies/btc.svg`, `/media/...`) or absolute URL; absent = no logo. */
  logo: opt(AssetUrl),
  /** Decimals for amounts in this currency (2 when unknown, SPEC.md section 9). */
  precision: named(Decimals),
  /** Decimals for exchange rates of this currency. */
  rates_precision: named(Decimals),
  /** 0 = fiat-like, 1 = crypto; null = unknown. */
  type: named(v.number()),
  /** A system (settlement) currency; USDT may be one. */
  system: named(v.boolean()),
});
export type Currency = v.InferOutput<typeof Currency>;

/** One item of any kind: a currency (it carries Currency fields), a named entry or a bare code. */
export const EnumItem = v.union([
  v.pipe(v.custom<Record<string, unknown>>(looksLikeCurrency), Currency),
  BareCode,
  NamedObject,
]);
export type EnumItem = v.InferOutput<typeof EnumItem>;

/** "list in data" (SPEC.md section 7): a bare list, or an object holding it; unreadable rows are skipped. */
export const EnumsAnswer = listOf(EnumItem, 'EnumItem');

export function isCurrency(item: EnumItem): item is Currency {
  return 'active' in item;
}

export function isNamedEntry(item: EnumItem): item is NamedEntry {
  return !('active' in item);
}
