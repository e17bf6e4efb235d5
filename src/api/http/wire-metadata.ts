/**
 * The marks the wire kit (`wire.ts`) leaves on schemas, and their reader: the contract
 * document (docs/openapi.json, docs/api-assumptions.md) and the spec-minimal demo walk a
 * schema by them. The app itself never reads them.
 */

/** A field or parameter SPEC.md does not name (`ext`, `extParam`), and its written fallback. */
export const EXTENSION = 'x-extension';
export const FALLBACK = 'x-fallback';
/** A field SPEC.md names (`named`, `opt`). */
export const SPEC_NAMED = 'x-spec';

/** The schema the contract document shows for a tolerant reader (rows, lists, aliases). */
export const DOC_SCHEMA = Symbol('wire.doc');

/** Whether a schema (under optional / nullish / pipe wrappers) is marked as an extension. */
export function isExtension(schema: unknown): boolean {
  return metadataOf(schema)[EXTENSION] === true;
}

/** Metadata of a schema and its wrappers, merged. */
export function metadataOf(schema: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let node = schema as
    | {
        pipe?: readonly { kind?: string; type?: string; metadata?: Record<string, unknown> }[];
        wrapped?: unknown;
      }
    | undefined;
  for (let depth = 0; node && depth < 8; depth++) {
    for (const item of node.pipe ?? []) {
      if (item.kind === 'metadata' && item.metadata) Object.assign(out, item.metadata);
    }
    node = (node.wrapped ?? (node.pipe?.[0] !== node ? node.pipe?.[0] : undefined)) as typeof node;
  }
  return out;
}
