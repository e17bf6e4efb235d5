import type * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { listItems, metaOf, type ReaderMeta } from './read';

/**
 * Walking an answer alongside its readers (src/api/http/read.ts), by the kinds their metadata
 * names. The app never walks: the contract document, the demo backend's spec-minimal and
 * alternate forms and `npm run api:probe` do.
 */

export type Meta = Partial<ReaderMeta>;

/** What a walk is told at each value: its reader's kind and parts, where it is, and the value. */
export interface Visit {
  /** The reader of the value. */
  schema: v.GenericSchema;
  meta: Meta;
  path: string;
  value: unknown;
  /** The record the value is a field of, and the field's name (none at the top or in a list). */
  parent?: Record<string, unknown>;
  key?: string;
}

/**
 * Rebuilds an answer, each value passed through `change` after its parts were rebuilt (records
 * field by field, lists item by item, tuples position by position). `change` returns the value
 * to keep, or `DROP` to leave a record's field out.
 */
export const DROP: unique symbol = Symbol('drop');

export function rebuild(
  schema: v.GenericSchema,
  value: unknown,
  change: (visit: Visit) => unknown,
  path = '',
  parent?: Record<string, unknown>,
  key?: string,
): unknown {
  const meta = metaOf(schema);
  let inner = value;
  if (meta.kind === 'record' && meta.entries && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      const entry = meta.entries[name];
      const next = entry ? rebuild(entry, field, change, join(path, name), value, name) : field;
      if (next !== DROP) out[name] = next;
    }
    inner = out;
  } else if (meta.kind === 'list' && meta.item && Array.isArray(value)) {
    const item = meta.item;
    inner = value.map((entry) => rebuild(item, entry, change, `${path}[]`));
  } else if (meta.kind === 'tuple' && meta.items && Array.isArray(value)) {
    const items = meta.items;
    inner = value.map((entry, index) => {
      const reader = items[index];
      return reader ? rebuild(reader, entry, change, `${path}[${index}]`) : entry;
    });
  }
  return change({ schema, meta, path, value: inner, ...(parent ? { parent } : {}), ...(key ? { key } : {}) });
}

/** Calls `visit` for every value an answer holds that a reader reads, in the form the server sent. */
export function walk(
  schema: v.GenericSchema,
  value: unknown,
  visit: (visit: Visit) => void,
  path = '',
): void {
  const meta = metaOf(schema);
  visit({ schema, meta, path: path || '(answer)', value });
  if (meta.kind === 'record' && meta.entries && isRecord(value)) {
    for (const [name, entry] of Object.entries(meta.entries)) {
      const field = name in value ? value[name] : meta.also?.[name] ? value[meta.also[name]] : undefined;
      if (field !== undefined) walk(entry, field, visit, join(path, name));
    }
  } else if (meta.kind === 'list' && meta.item) {
    const item = meta.item;
    for (const entry of listItems(value, meta.key) ?? []) walk(item, entry, visit, `${path}[]`);
  } else if (meta.kind === 'tuple' && meta.items && Array.isArray(value)) {
    meta.items.forEach((reader, index) => {
      walk(reader, value[index], visit, `${path}[${index}]`);
    });
  }
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
