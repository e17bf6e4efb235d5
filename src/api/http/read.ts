import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { languageCode } from '@/lib/language-codes';
import { resolveAssetUrl } from './asset-url';

/**
 * Reading answers of a backend we did not write, by the kind of each value SPEC.md describes
 * (docs/api-assumptions.md): each reader accepts every form a careful backend may choose and
 * gives one canonical form. A value none can read is `null` (unknown, never a made-up 0, false
 * or empty list); a reader never fails, only `required` turns unknown into a failed read.
 * The kind and its parts are the schema's metadata: the contract document, the demo's
 * alternate form and `npm run api:probe` walk a schema by them.
 */

export type Kind =
  | 'boolean'
  | 'number'
  | 'money'
  | 'id'
  | 'text'
  | 'time'
  | 'date'
  | 'list'
  | 'enumeration'
  | 'country'
  | 'language'
  | 'asset'
  | 'record'
  | 'tuple'
  | 'any';

/** What the walkers read off a reader. */
export type ReaderMeta = {
  kind: Kind;
  /** A list's item reader. */
  item?: v.GenericSchema;
  /** The field a list keyed by an object's keys takes the key into (`id`, `address`). */
  key?: string;
  /** A record's field readers. */
  entries?: v.ObjectEntries;
  /** A tuple's readers, in order. */
  items?: readonly v.GenericSchema[];
  /** The codes an enumeration knows. */
  known?: readonly (string | number)[];
  /** A plausible code the cabinet does not know (the demo's alternate form sends it). */
  unknownExample?: string;
  /** Other names SPEC itself gives a field of this record (`{ created: 'create_timestamp' }`). */
  also?: Readonly<Record<string, string>>;
  /** SPEC does not name this field: ours, optional, and dropped by a spec-only backend. */
  ours?: true;
  /** The read fails when this value is unknown. */
  required?: true;
};

/** A key the answer left out. Unknown, like any value that cannot be read; a JSON null list is empty. */
const ABSENT: unique symbol = Symbol('absent');
type Absent = typeof ABSENT;

/** A reader's schema: what the wire may hold (`W`, or null) in, `T` or unknown (`null`) out. */
export type Reader<W, T> = v.GenericSchema<W | null | Absent | undefined, T | null>;

/** A reader: `read` takes what the wire holds (a JSON null included); a key left out is unknown. */
export function reader<W, T>(meta: Partial<ReaderMeta>, read: (value: unknown) => T | null) {
  return v.pipe(
    v.optional(
      v.pipe(
        v.custom<W | null | Absent>(() => true),
        v.transform((value): T | null => (value === ABSENT || value === undefined ? null : read(value))),
      ),
      ABSENT,
    ),
    v.metadata(meta),
  );
}

// ------------------------------------------------------------------ scalars

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number, from a number or a numeric string; never NaN. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** true/false, 1/0, "1"/"0", "true"/"false" (any case). */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return null;
}

/** An id: a positive whole number, from a number or a numeric string. The one form for keys, URLs and comparisons. */
export function toId(value: unknown): number | null {
  const number = typeof value === 'string' && !/^\s*\d+\s*$/.test(value) ? null : toNumber(value);
  return number !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Epoch seconds from here up are taken as milliseconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const MILLISECONDS_FROM = 1e11;

/** A moment as epoch seconds, from epoch seconds, milliseconds (told apart by magnitude) or ISO 8601. */
export function toEpochSeconds(value: unknown): number | null {
  const number = toNumber(value);
  if (number !== null) {
    return Math.abs(number) >= MILLISECONDS_FROM ? Math.floor(number / 1000) : Math.floor(number);
  }
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return null;
  const ms = Date.parse(value.trim());
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * A calendar date as YYYY-MM-DD: a date string as written (a time part is dropped, never
 * shifted by a zone), or a moment (epoch seconds or milliseconds) as its UTC day.
 */
export function toIsoDate(value: unknown): string | null {
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T\s])/.exec(value.trim());
    if (match?.[1]) return Number.isFinite(Date.parse(match[1])) ? match[1] : null;
  }
  const seconds = toNumber(value) === null ? null : toEpochSeconds(value);
  return seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Text: a string as sent, or a number written out. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export const bool = () => reader<boolean | number | string, boolean>({ kind: 'boolean' }, toBoolean);
export const num = () => reader<number | string, number>({ kind: 'number' }, toNumber);
/** Money in major units (API-NOTES "Time and money"): a number or a numeric string. */
export const money = () => reader<number | string, number>({ kind: 'money' }, toNumber);
export const id = () => reader<number | string, number>({ kind: 'id' }, toId);
/**
 * Text. `none` is what a JSON null means where SPEC lets the text be unset (no callback URL:
 * `''`); without it a null is unknown, like a key left out.
 */
export const text = (options: { none?: string } = {}) =>
  reader<string | number | null, string>({ kind: 'text' }, (value) =>
    value === null && options.none !== undefined ? options.none : toText(value),
  );
/** Text with something in it: blank reads as unknown. */
export const filled = () =>
  reader<string | number, string>({ kind: 'text' }, (value) => toText(value)?.trim() || null);
/** A moment (creation time, expiry, chart bucket), as epoch seconds. */
export const time = () => reader<number | string, number>({ kind: 'time' }, toEpochSeconds);
/** A calendar date (a birth date), as YYYY-MM-DD. */
export const date = () => reader<string | number, string>({ kind: 'date' }, toIsoDate);
/** An image path, made absolute (SPEC.md section 3); empty reads as none. */
export const asset = () =>
  reader<string, string>({ kind: 'asset' }, (value) => resolveAssetUrl(toText(value)));
/** A language code, any case (`EN`, `en-GB`), read as the cabinet's code (`en`, `ua`); anything else is unknown. */
export const language = () =>
  reader<string, string>({ kind: 'language' }, (value) => {
    if (typeof value !== 'string' || !/^[a-z]{2,3}([-_][a-z0-9]+)*$/i.test(value.trim())) return null;
    return languageCode(value);
  });
/** A value the cabinet keeps as sent and never reads (an open shape it only sends back). */
export const anything = () => reader<unknown, unknown>({ kind: 'any' }, (value) => value);

// ------------------------------------------------------------------ enumerations

const UnknownCodeSchema = v.pipe(v.string(), v.brand('UnknownCode'));
/** A code an enumeration does not know: kept as sent, shown as its own text, never counted as a known one. */
export type UnknownCode = v.InferOutput<typeof UnknownCodeSchema>;

/** An enumeration: a known code (in any case, numbers as their digits), or an unknown one kept as sent. */
export function oneOf<const K extends string | number>(known: readonly K[], unknownExample: string) {
  return reader<K | string | number, K | UnknownCode>(
    { kind: 'enumeration', known, unknownExample },
    (value) => {
      const code = toText(value)?.trim();
      if (!code) return null;
      const match = known.find((candidate) => String(candidate).toLowerCase() === code.toLowerCase());
      return match ?? v.parse(UnknownCodeSchema, code);
    },
  );
}

/** Whether an enumeration's value is one of its known codes. */
export function isKnown<const K extends string | number>(
  known: readonly K[],
  value: K | UnknownCode | null | undefined,
): value is K {
  return value !== null && value !== undefined && known.some((candidate) => candidate === value);
}

// ------------------------------------------------------------------ lists

/**
 * The items of a list, whatever holds them: an array; `null` or `{}` (none); an object holding
 * the list under any one key (`{ items: [...], count }`); or an object keyed by id or address
 * (`{ "12": {...} }`, the key going into `key` when the item lacks it; a map of flags
 * `{ "auth": true }` or of labels `{ "1.2.3.4": "office" }` lists its keys). Anything else is unknown.
 */
export function listItems(value: unknown, key = 'id'): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === null) return [];
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  // An object holding a list that is null (`{ ips: null }`): none.
  if (entries.length === 1 && entries[0]?.[1] === null) return [];
  const lists = entries.flatMap(([, item]) => (Array.isArray(item) ? [item] : []));
  if (lists.length > 1) return null;
  if (lists[0]) return lists[0];
  const keyed = entries.filter(([, item]) => isRecord(item));
  if (keyed.length) {
    return keyed.map(([name, item]) => (isRecord(item) && !(key in item) ? { [key]: name, ...item } : item));
  }
  if (entries.every(([name]) => /^\d+$/.test(name))) return entries.map(([, item]) => item);
  if (entries.every(([, item]) => toBoolean(item) !== null)) {
    return entries.filter(([, item]) => toBoolean(item)).map(([name]) => name);
  }
  return entries.map(([name]) => name);
}

/** A list of `item`s; unreadable items are left out, and a list of only such is unknown (never empty). */
export function list<S extends v.GenericSchema>(item: S, options: { key?: string } = {}) {
  type Item = NonNullable<v.InferOutput<S>>;
  return reader<v.InferInput<S>[] | Record<string, unknown> | null, Item[]>(
    { kind: 'list', item, ...(options.key ? { key: options.key } : {}) },
    (value) => {
      const raw = listItems(value, options.key);
      if (raw === null) return null;
      const read: Item[] = [];
      for (const entry of raw) {
        const result = v.safeParse(item, entry);
        if (result.success && result.output !== null && result.output !== undefined) read.push(result.output);
      }
      return raw.length > 0 && read.length === 0 ? null : read;
    },
  );
}

// ------------------------------------------------------------------ records

/** A record's value with the other names SPEC gives its fields read into the first name. */
function withSpecNames(value: Record<string, unknown>, also: Readonly<Record<string, string>> | undefined) {
  if (!also) return value;
  const out = { ...value };
  for (const [name, other] of Object.entries(also)) {
    if ((out[name] === undefined || out[name] === null) && out[other] !== undefined) out[name] = out[other];
  }
  return out;
}

type RecordOptions = { also?: Readonly<Record<string, string>> };
const recordMeta = (entries: v.ObjectEntries, { also }: RecordOptions): Partial<ReaderMeta> => ({
  kind: 'record',
  entries,
  ...(also ? { also } : {}),
});

/**
 * An object of fields, each read by its own reader; fields it does not declare are dropped.
 * An object that is not there, or whose `required` fields cannot be read, is unknown.
 */
export function record<const E extends v.ObjectEntries>(entries: E, options: RecordOptions = {}) {
  const object = v.object(entries);
  return reader<v.InferInput<typeof object> | Record<string, unknown>, v.InferOutput<typeof object>>(
    recordMeta(entries, options),
    (value) => {
      if (!isRecord(value)) return null;
      const result = v.safeParse(object, withSpecNames(value, options.also));
      return result.success ? result.output : null;
    },
  );
}

/**
 * A whole answer that is an object of fields: anything else (no body, `null`, `true`) reads
 * as an object whose every field is unknown. Fails only when a `required` field is unknown.
 */
export function answer<const E extends v.ObjectEntries>(entries: E, options: RecordOptions = {}) {
  const object = v.object(entries);
  return shaped(
    (value: v.InferInput<typeof object> | null | undefined) =>
      withSpecNames(isRecord(value) ? value : {}, options.also),
    object,
    recordMeta(entries, options),
  );
}

/** One line per issue: `path: message`. */
export function summarizeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A fixed-length row of values (`[time, in, out]`); shorter or not a list is unknown. */
export function tuple<const S extends v.TupleItems>(items: S) {
  const schema = v.tuple(items);
  return reader<unknown[], v.InferOutput<typeof schema>>({ kind: 'tuple', items }, (value) => {
    if (!Array.isArray(value) || value.length < items.length) return null;
    const result = v.safeParse(schema, value.slice(0, items.length));
    return result.success ? result.output : null;
  });
}

/**
 * An object answer read with `schema`, plus the object the server sent (`sent`, `{}` when it
 * sent none): a form saves each field the merchant did not edit as the server sent it.
 */
export function withSent<S extends v.GenericSchema<unknown, object | null>>(schema: S) {
  type Sent = NonNullable<v.InferOutput<S>> & { sent: Record<string, unknown> };
  return v.pipe(
    v.custom<v.InferInput<S>>(() => true),
    v.metadata(metaOf(schema)),
    v.rawTransform(({ dataset, addIssue, NEVER }): Sent => {
      const read = v.safeParse(schema, dataset.value);
      if (!read.success || read.output === null) {
        addIssue({ message: read.success ? 'unreadable' : summarizeIssues(read.issues) });
        return NEVER;
      }
      const output: NonNullable<v.InferOutput<S>> = read.output;
      return { ...output, sent: isRecord(dataset.value) ? dataset.value : {} };
    }),
  );
}

/** `schema`, where a JSON null means none (`none`) rather than unknown; a key left out stays unknown. */
export function orNone<S extends v.GenericSchema>(schema: S, none: NonNullable<v.InferOutput<S>>) {
  return reader<v.InferInput<S>, NonNullable<v.InferOutput<S>>>(metaOf(schema), (value) => {
    if (value === null) return none;
    const read = v.safeParse(schema, value);
    return read.success && read.output !== null && read.output !== undefined ? read.output : null;
  });
}

/**
 * An answer in one of the forms SPEC leaves open (a bare number, list or address), put by
 * `prepare` into the form `schema` reads; it fails only where `schema` does.
 */
export function shaped<S extends v.GenericSchema, W>(
  prepare: (value: W) => unknown,
  schema: S,
  meta = metaOf(schema),
): v.GenericSchema<W, v.InferOutput<S>> {
  return v.pipe(
    v.custom<W>(() => true),
    v.metadata(meta),
    v.rawTransform<W, v.InferOutput<S>>(({ dataset, addIssue, NEVER }) => {
      const read = v.safeParse(schema, prepare(dataset.value));
      if (read.success) return read.output;
      addIssue({ message: summarizeIssues(read.issues) });
      return NEVER;
    }),
  );
}

// ------------------------------------------------------------------ marks

/** The read fails when the value is unknown: a row without a readable id, the list a screen is about. */
export function required<W, T>(schema: Reader<W, T>) {
  return v.pipe(
    schema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === null) {
        addIssue({ message: 'unreadable' });
        return NEVER;
      }
      return dataset.value;
    }),
    v.metadata({ required: true }),
  );
}

/**
 * A field SPEC does not name: the cabinet's own, which a backend may leave out; or a request
 * parameter SPEC does not name, which a backend may ignore (the screens stay right).
 */
export function ours<S extends v.GenericSchema>(schema: S) {
  return v.pipe(schema, v.metadata({ ours: true }));
}

/** The kind and parts of a reader, through valibot's own metadata reader (empty for a schema that is not one). */
export function metaOf(schema: v.GenericSchema): Partial<ReaderMeta> {
  const meta: Partial<ReaderMeta> = {};
  return Object.assign(meta, v.getMetadata(schema));
}
