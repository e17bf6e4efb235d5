import * as v from 'valibot';
import type { AnySchema } from '../../src/api/http/endpoint';
import {
  listItems,
  metaOf,
  toBoolean,
  toEpochSeconds,
  toId,
  toIsoDate,
  toNumber,
} from '../../src/api/http/read';
import { type Meta, walk } from '../../src/api/http/read-shape';
import { countryCode } from '../../src/lib/country-codes';
import { isRecord } from '../../src/lib/is-record';
import { languageCode } from '../../src/lib/language-codes';

/**
 * What reading an answer took, value by value (`npm run api:probe`): which readers had to
 * convert a value from another form of its kind, and which values could not be read (the
 * screen says "Unknown" there). So the provider's team sees what its backend sends.
 */
export interface ReadingNotes {
  /** `path: what the reader did` (`stores[].id: id from a numeric string`). */
  conversions: string[];
  /** `path: why it is unknown` (`balance: missing`, `status: unreadable {}`). */
  unknown: string[];
}

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : isRecord(value)
        ? 'an object'
        : JSON.stringify(value);

/** How a reader of `meta`'s kind read `value`: null when as-is, `unreadable` when it could not. */
export function conversionOf(meta: Meta, value: unknown): string | null | 'unreadable' {
  switch (meta.kind) {
    case 'boolean':
      if (typeof value === 'boolean') return null;
      return toBoolean(value) === null ? 'unreadable' : `boolean from ${describe(value)}`;
    case 'number':
    case 'money':
      if (typeof value === 'number' && Number.isFinite(value)) return null;
      return toNumber(value) === null ? 'unreadable' : `${meta.kind} from a numeric string`;
    case 'id':
      if (typeof value === 'number' && toId(value) !== null) return null;
      return toId(value) === null ? 'unreadable' : 'id from a numeric string';
    case 'time': {
      if (toEpochSeconds(value) === null) return 'unreadable';
      if (typeof value === 'string' && toNumber(value) === null) return 'time from ISO 8601';
      const number = toNumber(value);
      const unit = number !== null && Math.abs(number) >= 1e11 ? 'milliseconds' : 'seconds';
      if (typeof value === 'string') return `time from a numeric string in ${unit}`;
      return unit === 'milliseconds' ? 'time from epoch milliseconds' : null;
    }
    case 'date':
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
      return toIsoDate(value) === null ? 'unreadable' : `date from ${describe(value)}`;
    case 'text':
      if (typeof value === 'string') return null;
      return typeof value === 'number' ? 'text from a number' : 'unreadable';
    case 'list': {
      if (Array.isArray(value)) return null;
      if (value === null) return 'list from null (empty)';
      if (listItems(value, meta.key) === null) return 'unreadable';
      const holds = isRecord(value) && Object.values(value).some(Array.isArray);
      return holds ? 'list from an object holding it' : `list from an object keyed by ${meta.key ?? 'id'}`;
    }
    case 'enumeration': {
      const known = meta.known ?? [];
      if (known.some((code) => code === value)) return null;
      const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
      if (!text) return 'unreadable';
      const match = known.find((code) => String(code).toLowerCase() === text.toLowerCase());
      return match === undefined
        ? `unknown code "${text}" kept as its own text`
        : `code "${text}" read as "${match}"`;
    }
    case 'country':
      if (typeof value !== 'string' || !value.trim()) return 'unreadable';
      return countryCode(value) === value ? null : `country "${value}" read as "${countryCode(value)}"`;
    case 'language':
      if (typeof value !== 'string' || !value.trim()) return 'unreadable';
      return languageCode(value) === value ? null : `language "${value}" read as "${languageCode(value)}"`;
    case 'record':
      return isRecord(value) ? null : 'unreadable';
    case 'tuple':
      return Array.isArray(value) && value.length >= (meta.items?.length ?? 0) ? null : 'unreadable';
    default:
      return null;
  }
}

/** Every conversion and every unknown value of an answer, one line per place. */
export function readingNotes(schema: AnySchema, data: unknown): ReadingNotes {
  const conversions = new Set<string>();
  const unknown = new Set<string>();
  walk(schema, data, ({ schema: reader, meta, path, value }) => {
    if (!meta.kind || value === undefined) return;
    const read = v.safeParse(reader, value);
    const known = read.success && read.output !== null && read.output !== undefined;
    if (value === null) {
      // A null the reader takes as "none" (an empty list, text that is not set) is no unknown.
      if (known && meta.kind === 'list') conversions.add(`${path}: list from null (empty)`);
      else if (!known && !meta.ours && meta.kind !== 'asset') unknown.add(`${path}: null`);
      return;
    }
    if (!known) {
      unknown.add(`${path}: unreadable ${describe(value)}`);
      return;
    }
    const how = conversionOf(meta, value);
    if (how === 'unreadable') conversions.add(`${path}: ${meta.kind} read from ${describe(value)}`);
    else if (how) conversions.add(`${path}: ${how}`);
  });
  // Fields SPEC names that the answer left out.
  walk(schema, data, ({ meta, path, value }) => {
    if (meta.kind !== 'record' || !meta.entries || !isRecord(value)) return;
    for (const [name, entry] of Object.entries(meta.entries)) {
      const field = name in value ? value[name] : meta.also?.[name] ? value[meta.also[name]] : undefined;
      if (field === undefined && !metaOf(entry).ours) {
        unknown.add(`${path === '(answer)' ? '' : `${path}.`}${name}: missing`);
      }
    }
  });
  return { conversions: [...conversions], unknown: [...unknown] };
}
