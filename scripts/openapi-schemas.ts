import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { AnySchema } from '../src/api/http/endpoint';
import { metaOf } from '../src/api/http/read';
import { FILE_SCHEMA } from './openapi-parts';

/** JSON Schema helpers of the contract document (see scripts/openapi.ts). */

/** The canonical JSON type of each kind of value (every form a kind accepts: see the document's description). */
const KIND_SCHEMA: Readonly<Record<string, JsonSchema>> = {
  boolean: { type: 'boolean' },
  number: { type: 'number' },
  money: { type: 'number', description: 'Major units (12.5 = 12.50)' },
  id: { type: 'integer', minimum: 1 },
  text: { type: 'string' },
  time: { type: 'integer', description: 'Unix epoch seconds' },
  date: { type: 'string', format: 'date' },
  country: { type: 'string', description: 'ISO 3166-1 alpha-2' },
  language: { type: 'string' },
  asset: { type: 'string', description: 'An image path or URL; relative paths are made absolute' },
  any: {},
};

/** JSON Schema of an answer, from its readers' kinds (src/api/http/read.ts). */
export function answerSchema(schema: AnySchema): JsonSchema {
  const meta = metaOf(schema);
  const marks: Record<string, unknown> = {};
  if (meta.kind && meta.kind !== 'record' && meta.kind !== 'list') marks['x-kind'] = meta.kind;
  if (meta.ours) marks['x-ours'] = true;
  switch (meta.kind) {
    case 'record': {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, entry] of Object.entries(meta.entries ?? {})) {
        properties[name] = answerSchema(entry);
        if (metaOf(entry).required) required.push(name);
      }
      return {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(meta.also ? { 'x-also': meta.also } : {}),
        ...marks,
      };
    }
    case 'list':
      return {
        type: 'array',
        items: meta.item ? answerSchema(meta.item) : {},
        ...(meta.key ? { 'x-keyed-by': meta.key } : {}),
        ...marks,
      };
    case 'tuple':
      return { type: 'array', prefixItems: (meta.items ?? []).map(answerSchema), ...marks };
    case 'enumeration':
      return { enum: [...(meta.known ?? [])], ...marks };
    case undefined:
      return wireSchema(schema);
    default:
      return { ...(KIND_SCHEMA[meta.kind] ?? {}), ...marks };
  }
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of what travels on the wire. */
export function wireSchema(schema: AnySchema): JsonSchema {
  if (metaOf(schema).kind) return answerSchema(schema);
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideAction: ({ valibotAction, jsonSchema }) => {
      // A parameter SPEC does not name is marked as ours.
      if (valibotAction.type === 'metadata') {
        const { metadata } = valibotAction as { metadata?: Record<string, unknown> };
        return metadata?.ours ? { ...jsonSchema, 'x-ours': true } : jsonSchema;
      }
      // Text limits count characters (code points), which is what JSON Schema's minLength and
      // maxLength count; valibot's min/maxLength would count UTF-16 units.
      const { requirement } = valibotAction as { requirement?: unknown };
      if (typeof requirement !== 'number') return undefined;
      if (valibotAction.type === 'min_code_points') return { ...jsonSchema, minLength: requirement };
      if (valibotAction.type === 'max_code_points') return { ...jsonSchema, maxLength: requirement };
      return undefined;
    },
    overrideSchema: ({ valibotSchema }) => {
      if (valibotSchema.type === 'file' || valibotSchema.type === 'blob') return { ...FILE_SCHEMA };
      // An input field that is an edit or the server's own value sent back (keptOr): the edit's schema.
      if (
        valibotSchema.type === 'union' &&
        'options' in valibotSchema &&
        Array.isArray(valibotSchema.options)
      ) {
        const options: AnySchema[] = valibotSchema.options;
        const edit = options.filter((option) => option.type !== 'instance');
        if (edit.length === 1 && edit[0] && edit.length < options.length) return wireSchema(edit[0]);
      }
      return undefined;
    },
  });
  return json;
}

export function asSchema(definition: JsonSchema | boolean | undefined): JsonSchema {
  return typeof definition === 'object' ? definition : {};
}

/** Properties and required names of an object schema (merging a top-level union of objects). */
export function objectParts(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const variants = (schema.anyOf ?? schema.oneOf)?.map(asSchema).filter((s) => s.properties);
  if (variants?.length) {
    const parts = variants.map(objectParts);
    const properties = Object.assign({}, ...parts.map((p) => p.properties)) as Record<string, JsonSchema>;
    const required = new Set(
      Object.keys(properties).filter((key) => parts.every((p) => p.required.has(key))),
    );
    return { properties, required };
  }
  const properties: Record<string, JsonSchema> = {};
  for (const [key, value] of Object.entries(schema.properties ?? {})) properties[key] = asSchema(value);
  return { properties, required: new Set(schema.required ?? []) };
}

export function withoutKeys(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  if (!keys.length || !schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).filter(([key]) => !keys.includes(key)),
  );
  const required = (schema.required ?? []).filter((key) => !keys.includes(key));
  const { required: _required, ...rest } = schema;
  return { ...rest, properties, ...(required.length ? { required } : {}) };
}

export function isArraySchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes('array') || (schema.anyOf ?? []).some((s) => typeof s === 'object' && s.type === 'array')
  );
}

export function isBooleanSchema(schema: JsonSchema): boolean {
  return (
    schema.type === 'boolean' ||
    (schema.anyOf ?? []).some((s) => typeof s === 'object' && s.type === 'boolean')
  );
}
