import * as v from 'valibot';

export const ENUM_KINDS = ['languages', 'countries', 'currencies'] as const;
export const EnumKind = v.picklist(ENUM_KINDS);
export type EnumKind = v.InferOutput<typeof EnumKind>;

export const EnumsInput = v.object({ enum: EnumKind });
export type EnumsInput = v.InferInput<typeof EnumsInput>;

/**
 * A language (`code` lowercase: ru, en, de, fr, ua, ...) or a country (`code` ISO 3166-1
 * alpha-2). Both travel as `{ code, title }`; the kind is the one asked for.
 */
export const NamedEntry = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  title: v.string(),
});
export type NamedEntry = v.InferOutput<typeof NamedEntry>;
export type Language = NamedEntry;
export type Country = NamedEntry;

/** Currency kind: 1 = crypto (payment) currency, 0 = fiat-like. */
export const CURRENCY_TYPE = { fiat: 0, crypto: 1 } as const;

export const Currency = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  active: v.boolean(),
  /** Relative (`/media/currencies/btc.svg`) or absolute URL; absent = no logo. */
  logo: v.optional(v.nullable(v.string()), null),
  /** Decimals for amounts in this currency. */
  precision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Decimals for exchange rates of this currency. */
  rates_precision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  type: v.number(),
  /** A system (settlement) currency rather than a payment one. */
  system: v.optional(v.boolean(), false),
});
export type Currency = v.InferOutput<typeof Currency>;

/** One item of any kind: currencies carry `active`, the others `{ code, title }`. */
export const EnumItem = v.union([Currency, NamedEntry]);
export type EnumItem = v.InferOutput<typeof EnumItem>;

export const EnumsAnswer = v.array(EnumItem);

export function isCurrency(item: EnumItem): item is Currency {
  return 'active' in item;
}

export function isNamedEntry(item: EnumItem): item is NamedEntry {
  return !('active' in item);
}
