import * as v from 'valibot';
import { DOC_SCHEMA, EXTENSION, FALLBACK, SPEC_NAMED } from './wire-metadata';
import { note, summarizeIssues } from './wire-notes';

/**
 * Reading answers of a backend we did not write (docs/api-assumptions.md).
 *
 * SPEC.md and API-NOTES.md name some fields of some answers; everything else a backend
 * sends is its own choice. The schemas of answers are built from four kinds of field:
 * - a plain valibot schema: a key the cabinet cannot do without (an id); an answer or row
 *   without it cannot be read;
 * - `named(schema)`: SPEC names the field; missing or of another type it reads as null
 *   (shown as "—") and is reported as a mismatch;
 * - `opt(schema)`: SPEC names the field and allows it to be absent (a store without a logo);
 * - `ext(schema, fallback, why)`: SPEC does not name the field; missing, it reads as its
 *   written fallback (noted, not an error); of another type, it falls back and is reported.
 * Lists are read row by row (`rows`, `listOf`): a row that cannot be read is skipped and
 * reported, the others are kept.
 */

// ------------------------------------------------------------------ field kinds

const LABEL = Symbol('wire.label');

type Labelled<S> = S & { [LABEL]?: (label: string) => S };
type Field<I, O> = v.GenericSchema<I, O>;
/**
 * A field that may be left out of an answer: typed as valibot's nullish schema so that an
 * object's wire type (what a handler or a test sends) makes the key optional, while what the
 * client reads is exactly `O` (its fallback or null already applied).
 */
type LooseField<I, O> = v.NullishSchema<v.GenericSchema<I | null, O>, () => NonNullable<I>>;

function labelled<S extends object>(build: (label: string) => S): S {
  const schema = build('(field)') as Labelled<S>;
  schema[LABEL] = build;
  return schema;
}

const describeValue = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;

/**
 * A field SPEC.md does not name. Missing or null, it reads as `fallback` (noted for the
 * probe, not an error); present but unreadable, it reads as `fallback` and is reported.
 * `why` is the written fallback (docs/api-assumptions.md, the contract's `x-fallback`).
 */
export function ext<S extends v.GenericSchema>(
  schema: S,
  fallback: v.InferOutput<S>,
  why: string,
): LooseField<v.InferInput<S>, v.InferOutput<S>>;
export function ext<S extends v.GenericSchema>(
  schema: S,
  fallback: null,
  why: string,
): LooseField<v.InferInput<S>, v.InferOutput<S> | null>;
export function ext<S extends v.GenericSchema>(schema: S, fallback: unknown, why: string) {
  const value = () =>
    typeof fallback === 'object' && fallback !== null ? structuredClone(fallback) : fallback;
  return labelled((label) =>
    v.pipe(
      v.nullish(
        v.fallback(v.nullable(schema), (dataset) => {
          note('mismatch', `${label}: unreadable ${describeValue(dataset?.value)}, read as its fallback`);
          return value() as v.InferOutput<S>;
        }),
        () => {
          note('fallback', label);
          return value() as v.InferInput<S>;
        },
      ),
      v.metadata({ [EXTENSION]: true, [FALLBACK]: why }),
    ),
  );
}

/**
 * A field SPEC.md names for this answer. Missing or unreadable, it reads as null (the
 * screen shows "—") and is reported: the backend breaks the contract there.
 */
export function named<S extends v.GenericSchema>(
  schema: S,
): LooseField<v.InferInput<S>, v.InferOutput<S> | null> {
  return labelled((label) =>
    v.pipe(
      v.nullish(
        v.fallback(v.nullable(schema), (dataset) => {
          note('mismatch', `${label}: unreadable ${describeValue(dataset?.value)}, shown as missing`);
          return null;
        }),
        () => {
          note('mismatch', `${label}: missing, shown as missing`);
          return null;
        },
      ),
      v.metadata({ [SPEC_NAMED]: true }),
    ),
  ) as unknown as LooseField<v.InferInput<S>, v.InferOutput<S> | null>;
}

/** A field SPEC.md names that may be absent (a store without a logo): absent reads as null. */
export function opt<S extends v.GenericSchema>(
  schema: S,
): LooseField<v.InferInput<S>, v.InferOutput<S> | null> {
  return labelled((label) =>
    v.pipe(
      v.nullish(
        v.fallback(v.nullable(schema), (dataset) => {
          note('mismatch', `${label}: unreadable ${describeValue(dataset?.value)}, shown as missing`);
          return null;
        }),
        null,
      ),
      v.metadata({ [SPEC_NAMED]: true }),
    ),
  ) as unknown as LooseField<v.InferInput<S>, v.InferOutput<S> | null>;
}

/**
 * An object the API sends, named for reports (`Store`, `InvoiceRow`): its tolerant fields
 * report as `Store.created`. Unknown fields are dropped.
 */
export function entity<const E extends v.ObjectEntries>(
  name: string,
  entries: E,
): v.ObjectSchema<E, undefined> {
  const out: v.ObjectEntries = {};
  for (const [key, schema] of Object.entries(entries)) {
    const build = (schema as Labelled<typeof schema>)[LABEL];
    out[key] = build ? build(`${name}.${key}`) : schema;
  }
  return v.object(out) as v.ObjectSchema<E, undefined>;
}

function withDoc<S extends object>(schema: S, doc: v.GenericSchema): S {
  Object.defineProperty(schema, DOC_SCHEMA, { value: doc, enumerable: false });
  return schema;
}

/** Every row that can be read; a row that cannot is skipped and reported. */
export function rows<S extends v.GenericSchema>(
  item: S,
  name = 'row',
): Field<v.InferInput<S>[], v.InferOutput<S>[]> {
  const schema = v.pipe(
    v.array(v.unknown()),
    v.transform((list) =>
      list.flatMap((raw, index) => {
        const result = v.safeParse(item, raw);
        if (result.success) return [result.output];
        note('mismatch', `${name} ${index + 1} skipped: ${summarizeIssues(result.issues)}`);
        return [];
      }),
    ),
  );
  return withDoc(schema, v.array(item)) as unknown as Field<v.InferInput<S>[], v.InferOutput<S>[]>;
}

/** Keys an object may hold a list under when SPEC says only "a list". */
export const LIST_KEYS = ['list', 'items', 'data', 'rows'] as const;

/**
 * SPEC says "a list": a bare list, or an object holding it under one of `keys` (a careful
 * backend may choose either). Read row by row.
 */
export function listOf<S extends v.GenericSchema>(
  item: S,
  name = 'row',
  keys: readonly string[] = LIST_KEYS,
): Field<v.InferInput<S>[] | Record<string, v.InferInput<S>[]>, v.InferOutput<S>[]> {
  const schema = v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (Array.isArray(value)) return value;
      if (value && typeof value === 'object') {
        for (const key of keys) {
          const held = (value as Record<string, unknown>)[key];
          if (Array.isArray(held)) return held;
        }
      }
      addIssue({ message: `expected a list, or an object holding one (${keys.join(', ')})` });
      return NEVER;
    }),
    rows(item, name),
  );
  return withDoc(
    schema,
    v.pipe(v.array(item), v.metadata({ 'x-list-holders': [...keys] })),
  ) as unknown as Field<v.InferInput<S>[] | Record<string, v.InferInput<S>[]>, v.InferOutput<S>[]>;
}

/**
 * Other names a careful backend may give a field SPEC leaves open (`{ balance: ['amount'] }`):
 * when the first name is missing, the first alias present is read in its place (noted).
 */
export function aliases<S extends v.GenericSchema>(
  schema: S,
  name: string,
  map: Readonly<Record<string, readonly string[]>>,
): Field<v.InferInput<S>, v.InferOutput<S>> {
  const piped = v.pipe(
    v.unknown(),
    v.transform((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const record = value as Record<string, unknown>;
      let copy: Record<string, unknown> | null = null;
      for (const [field, others] of Object.entries(map)) {
        if (record[field] !== undefined && record[field] !== null) continue;
        const alias = others.find((other) => record[other] !== undefined && record[other] !== null);
        if (!alias) continue;
        copy ??= { ...record };
        copy[field] = record[alias];
        note('fallback', `${name}.${field} read from ${alias}`);
      }
      return copy ?? value;
    }),
    schema,
  );
  const documented = (schema as { [DOC_SCHEMA]?: v.GenericSchema })[DOC_SCHEMA] ?? schema;
  return withDoc(v.pipe(piped, v.metadata({ 'x-aliases': map })), documented) as unknown as Field<
    v.InferInput<S>,
    v.InferOutput<S>
  >;
}

/**
 * An answer read through a normalising pipe (a bare list or value turned into the object SPEC
 * describes): `doc` is the shape the contract document and the spec-minimal demo walk.
 */
export function documentedAs<S extends object>(schema: S, doc: v.GenericSchema): S {
  return withDoc(schema, doc);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer object that may arrive empty or as something else (null, no body, `true`): it is
 * read as `{}` (or as `fromBare` turns a bare value into), so its fields fall back or are
 * reported, and the call never fails because of its answer.
 */
export function objectAnswer<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  fromBare?: (value: unknown) => Record<string, unknown> | null,
) {
  return documentedAs(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isRecord(value) ? value : (fromBare?.(value) ?? {})) as v.InferInput<S>),
      schema,
    ),
    v.nullable(schema),
  );
}

// ------------------------------------------------------------------ requests

/**
 * A request parameter SPEC.md does not name (a filter of ours). A backend may ignore it:
 * the cabinet must still show correct results (docs/api-assumptions.md says how).
 */
export function extParam<S extends v.GenericSchema>(schema: S, why: string) {
  return v.pipe(schema, v.metadata({ [EXTENSION]: true, [FALLBACK]: why }));
}
