import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { AnySchema } from '../src/api/http/endpoint';
import { DOC_SCHEMA, metadataOf } from '../src/api/http/wire-metadata';
import { FILE_SCHEMA } from './openapi-parts';

/** JSON Schema helpers of the contract document (see scripts/openapi.ts). */

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of what travels on the wire. */
export function wireSchema(schema: AnySchema): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    // Text limits count characters (code points), which is what JSON Schema's minLength and
    // maxLength count; valibot's min/maxLength would count UTF-16 units.
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const { requirement } = valibotAction as { requirement?: unknown };
      if (typeof requirement !== 'number') return undefined;
      if (valibotAction.type === 'min_code_points') return { ...jsonSchema, minLength: requirement };
      if (valibotAction.type === 'max_code_points') return { ...jsonSchema, maxLength: requirement };
      return undefined;
    },
    overrideSchema: ({ valibotSchema }) => {
      if (valibotSchema.type === 'file' || valibotSchema.type === 'blob') return { ...FILE_SCHEMA };
      // Tolerant readers (rows, lists, aliases) document the shape they read.
      const doc = (valibotSchema as { [DOC_SCHEMA]?: AnySchema })[DOC_SCHEMA];
      if (!doc) return undefined;
      const documented = wireSchema(doc);
      const meta = metadataOf(valibotSchema);
      return meta['x-aliases'] ? { ...documented, 'x-aliases': meta['x-aliases'] } : documented;
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
