import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { languageCode } from '@/lib/language-codes';
import {
  anything,
  asset,
  bool,
  filled,
  list,
  metaOf,
  num,
  ours,
  reader,
  record,
  required,
  toText,
} from '../http/read';

export const ENUM_KINDS = ['languages', 'countries', 'currencies'] as const;
export const EnumKind = v.picklist(ENUM_KINDS);
export type EnumKind = v.InferOutput<typeof EnumKind>;

export const EnumsInput = v.object({ enum: EnumKind });
export type EnumsInput = v.InferInput<typeof EnumsInput>;

/**
 * "list in data" (SPEC.md section 7), keyed by code too; each item is read by the kind asked for
 * (`Currency`, `NamedEntry`). One that cannot be read fails (the screen offers Try again).
 */
export const EnumsAnswer = required(list(anything(), { key: 'code' }));

/**
 * A language (`code` in the cabinet's form: ru, en, de, fr, ua, ...) or a country (`code` ISO
 * 3166-1 alpha-2), with the name the server gives it (null: listed under its code) and `raw`, the
 * code exactly as the server's list gave it: a choice is sent back in that form.
 */
export interface NamedEntry {
  code: string;
  title: string | null;
  raw: string;
}
export type Language = NamedEntry;
export type Country = NamedEntry;

/**
 * SPEC.md names no field of a language or country entry. The cabinet's are `code` and `title`;
 * by kind, an entry's name is its `title`, else its one other text (`{ code, name }`); a bare
 * text is a code listed under itself.
 */
const NamedObject = record({ code: ours(filled()), title: ours(filled()) });

function entryName(entry: Record<string, unknown>): string | null {
  const title = toText(entry.title)?.trim();
  if (title) return title;
  const others = Object.entries(entry)
    .filter(([name]) => name !== 'code')
    .map(([, value]) => (typeof value === 'string' ? value.trim() : ''))
    .filter(Boolean);
  return others.length === 1 ? (others[0] ?? null) : null;
}

/** One named entry, its code read with `read` (a language or a country code in any form and case). */
export function namedEntry(read: (code: string) => string) {
  return reader<v.InferInput<typeof NamedObject> | string, NamedEntry>(metaOf(NamedObject), (value) => {
    const raw = toText(isRecord(value) ? value.code : value)?.trim();
    const code = raw && read(raw);
    return raw && code ? { code, title: isRecord(value) ? entryName(value) : null, raw } : null;
  });
}

/** A language: `EN`, `en`, `en-GB`, `uk` read as the cabinet's code (`en`, `ua`). */
export const LanguageEntry = namedEntry(languageCode);

/** Decimals: a whole number from 0 up (a number or a numeric string); anything else is unknown. */
const decimals = () =>
  v.pipe(
    num(),
    v.transform((n) => (n !== null && Number.isInteger(n) && n >= 0 ? n : null)),
  );

/** A currency (SPEC.md section 3). `type` is kept whatever its code: `isCryptoCurrency` decides. */
export const Currency = record({
  code: required(filled()),
  active: bool(),
  /** Relative (`media/currencies/btc.svg`, `/media/...`) or absolute URL; absent = no logo. */
  logo: asset(),
  /** Decimals for amounts in this currency (2 when unknown, SPEC.md section 9). */
  precision: decimals(),
  /** Decimals for exchange rates of this currency. */
  rates_precision: decimals(),
  /** 0 = fiat-like, any other code crypto; null = unknown. */
  type: num(),
  /** A system (settlement) currency; USDT may be one. */
  system: bool(),
});
export type Currency = NonNullable<v.InferOutput<typeof Currency>>;
