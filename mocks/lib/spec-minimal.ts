import * as v from 'valibot';
import type { AnySchema, Endpoint } from '@/api/http/endpoint';
import { DOC_SCHEMA, isExtension } from '@/api/http/wire-metadata';

/**
 * The spec-minimal demo (docs/api-assumptions.md): a backend written only from SPEC.md and
 * API-NOTES.md. Every answer carries only the fields SPEC names, and wherever SPEC leaves
 * a shape open it uses the other plausible form (declared next to each handler as its
 * `minimal` variant). Parameters SPEC does not name are ignored, as such a backend would.
 *
 * Switched on for a browser with `?mock-spec=minimal` (a cookie, like the other knobs), for
 * the whole server with `DEMO_SPEC=minimal npm start`, and in tests with setSpecMode().
 */
export type SpecMode = 'full' | 'minimal';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

const fromEnv = (): SpecMode =>
  typeof process !== 'undefined' && process.env?.DEMO_SPEC === 'minimal' ? 'minimal' : 'full';

let serverMode: SpecMode = fromEnv();

export function setSpecMode(mode: SpecMode | null) {
  serverMode = mode ?? fromEnv();
}

export function specModeOf(request: Request): SpecMode {
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)mock-spec=([^;]*)/.exec(cookie);
  if (match) return decodeURIComponent(match[1] ?? '') === 'minimal' ? 'minimal' : 'full';
  return serverMode;
}

/** How one call answers in the spec-minimal mode, beyond dropping unnamed fields. */
export interface MinimalVariant {
  /** The other plausible shape of the answer (applied after unnamed fields are dropped). */
  answer?: (data: unknown) => unknown;
  /** What such a backend refuses (throws a MockError), e.g. a sort column SPEC does not name. */
  accepts?: (input: Record<string, unknown>) => void;
}

/** Variants by endpoint id, registered by the handlers that declare them. */
export const minimalVariants = new Map<string, MinimalVariant>();

type Node = {
  type?: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: Node[];
  value?: Node;
  getter?: (input: unknown) => Node;
  [DOC_SCHEMA]?: Node;
};

/** An answer with every field SPEC does not name removed, walking the answer's schema. */
export function stripExtensions(schema: unknown, value: unknown): unknown {
  const node = schema as Node | undefined;
  if (!node || value === null || value === undefined) return value;
  const doc = node[DOC_SCHEMA];
  if (doc) return stripExtensions(doc, value);
  switch (node.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
      return stripExtensions(node.wrapped, value);
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
        const entry = node.entries?.[key];
        if (entry && isExtension(entry)) continue;
        out[key] = entry ? stripExtensions(entry, field) : field;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => stripExtensions(node.item, item)) : value;
    case 'tuple':
      return Array.isArray(value) ? value.map((item, i) => stripExtensions(node.items?.[i], item)) : value;
    case 'union':
    case 'variant': {
      const option = node.options?.find((candidate) => v.is(candidate as AnySchema, value));
      return option ? stripExtensions(option, value) : value;
    }
    case 'record':
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, item]) => [
          k,
          stripExtensions(node.value, item),
        ]),
      );
    case 'lazy':
      return node.getter ? stripExtensions(node.getter(value), value) : value;
    default:
      return value;
  }
}

/** The raw input without the parameters SPEC does not name (a spec-only backend ignores them). */
export function withoutExtensionParams(
  schema: AnySchema | undefined,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const entries = (schema as Node | undefined)?.entries;
  if (!entries) return raw;
  return Object.fromEntries(
    Object.entries(raw).filter(([key]) => !(entries[key] && isExtension(entries[key]))),
  );
}

/** What the spec-minimal backend answers for a call, given what the full demo answered. */
export function minimalAnswer(ep: AnyEndpoint, data: unknown): unknown {
  const stripped = stripExtensions(ep.output, data);
  const variant = minimalVariants.get(ep.id)?.answer;
  return variant ? variant(stripped) : stripped;
}
