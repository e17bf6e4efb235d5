import * as v from 'valibot';
import type { AnySchema, Endpoint } from '@/api/http/endpoint';
import { listItems, metaOf, toBoolean, toEpochSeconds, toNumber } from '@/api/http/read';
import { DROP, rebuild } from '@/api/http/read-shape';
import { alpha3Of, countryCode } from '@/lib/country-codes';
import { isRecord } from '@/lib/is-record';
import { languageCode } from '@/lib/language-codes';

/**
 * The demo backend's other forms (docs/api-assumptions.md), beside the full demo:
 * - `minimal`: a backend written only from SPEC.md and API-NOTES.md. Every answer carries only
 *   the fields SPEC names (a field read with `ours()` is left out), and where SPEC leaves a shape
 *   open it uses the other plausible form (a handler's `minimal` variant). Parameters SPEC does
 *   not name are ignored, as such a backend would.
 * - `alternate`: the same fields as the full demo, each in the other plausible form of its kind:
 *   numbers and ids as strings, booleans as 1/0, times in milliseconds or ISO 8601, lists as
 *   objects (keyed by their key, or holding the list) and empty lists as null, countries as
 *   alpha-3, language codes in upper case, known codes in upper case, every enumeration's
 *   unknown code on some rows, series without their zero buckets. What the cabinet sends back
 *   in those forms (a kept value, a cursor) is read back into the demo's own.
 *
 * Switched on for a browser with `?mock-spec=minimal` or `?mock-spec=alternate` (a cookie, like
 * the other knobs), for the whole server with `DEMO_SPEC=minimal|alternate npm start`, and in
 * tests with setSpecMode().
 */
export type SpecMode = 'full' | 'minimal' | 'alternate';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

const asMode = (value: string | undefined): SpecMode =>
  value === 'minimal' || value === 'alternate' ? value : 'full';

const fromEnv = (): SpecMode => asMode(typeof process !== 'undefined' ? process.env?.DEMO_SPEC : undefined);

let serverMode: SpecMode = fromEnv();

export function setSpecMode(mode: SpecMode | null) {
  serverMode = mode ?? fromEnv();
}

export function specModeOf(request: Request): SpecMode {
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)mock-spec=([^;]*)/.exec(cookie);
  if (match) return asMode(decodeURIComponent(match[1] ?? ''));
  return serverMode;
}

/** How one call answers in the spec-minimal or alternate mode, beyond the walk by kind. */
export interface MinimalVariant {
  /** The other plausible shape of the answer (applied after the walk). */
  answer?: (data: unknown) => unknown;
  /** What such a backend refuses (throws a MockError), e.g. a sort column SPEC does not name. */
  accepts?: (input: Record<string, unknown>) => void;
  /** The request's input in the demo's own form (alternate: what this backend's shapes mean). */
  input?: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/** Variants by endpoint id, registered by the handlers that declare them. */
export const minimalVariants = new Map<string, MinimalVariant>();
export const alternateVariants = new Map<string, MinimalVariant>();

// ------------------------------------------------------------------ spec-minimal

/** An answer with every field SPEC does not name left out. */
export function stripExtensions(schema: AnySchema, value: unknown): unknown {
  return rebuild(schema, value, ({ meta, value: field, key }) => (key && meta.ours ? DROP : field));
}

/** The raw input without the parameters SPEC does not name (a spec-only backend ignores them). */
export function withoutExtensionParams(
  schema: AnySchema | undefined,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const entries = schema && 'entries' in schema && isRecord(schema.entries) ? schema.entries : null;
  if (!entries) return raw;
  return Object.fromEntries(
    Object.entries(raw).filter(([key]) => {
      const entry = entries[key];
      return !(entry && isSchema(entry) && metaOf(entry).ours);
    }),
  );
}

/** What the spec-minimal backend answers for a call, given what the full demo answered. */
export function minimalAnswer(ep: AnyEndpoint, data: unknown): unknown {
  const stripped = stripExtensions(ep.output, data);
  const variant = minimalVariants.get(ep.id)?.answer;
  return variant ? variant(stripped) : stripped;
}

// ------------------------------------------------------------------ alternate

/** A stable choice per place in an answer (times in ms here, ISO there). */
function oddPlace(path: string): boolean {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 2 === 1;
}

const isZero = (value: unknown) => value === 0 || value === '0';

/** Every value of an answer in the other plausible form of its kind. */
export function alternateForm(schema: AnySchema, value: unknown): unknown {
  return rebuild(schema, value, ({ meta, path, value: field }) => {
    if (field === null || field === undefined) return field;
    switch (meta.kind) {
      case 'boolean':
        return typeof field === 'boolean' ? (field ? 1 : 0) : field;
      case 'number':
      case 'money':
      case 'id':
        return typeof field === 'number' ? String(field) : field;
      case 'time':
        if (typeof field !== 'number') return field;
        return oddPlace(path) ? new Date(field * 1000).toISOString() : field * 1000;
      case 'date':
        return typeof field === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field) ? `${field}T00:00:00Z` : field;
      case 'country':
        return typeof field === 'string' ? (alpha3Of(field) ?? field) : field;
      case 'language':
        return typeof field === 'string' ? field.toUpperCase() : field;
      case 'enumeration':
        return typeof field === 'string' ? field.toUpperCase() : field;
      case 'list':
        return alternateList(meta, field);
      default:
        return field;
    }
  });
}

/**
 * The second row of a list of three or more carries every enumeration's unknown code (a status,
 * a type the cabinet does not know): a stable place, whatever the ids, so a journey that made a
 * record still finds it with its known status on its own page.
 */
function withUnknownCodes(row: unknown, item: AnySchema): unknown {
  const entries = metaOf(item).entries;
  if (!isRecord(row) || !entries) return row;
  const out = { ...row };
  for (const [name, entry] of Object.entries(entries)) {
    const example = metaOf(entry).unknownExample;
    if (example && name in out && out[name] !== null) out[name] = example;
  }
  return out;
}

function alternateList(meta: ReturnType<typeof metaOf>, field: unknown): unknown {
  if (!Array.isArray(field)) return field;
  const item = meta.item;
  // A series leaves out its empty buckets: rows whose figures are all zero.
  const rows =
    item && metaOf(item).kind === 'tuple'
      ? field.filter((row) => !(Array.isArray(row) && row.slice(1).every(isZero)))
      : item && field.length >= 3
        ? field.map((row, index) => (index === 1 ? withUnknownCodes(row, item) : row))
        : field;
  if (rows.length === 0) return null;
  const key = meta.key;
  if (key && rows.every((row) => isRecord(row) && row[key] !== undefined)) {
    return Object.fromEntries(
      rows.filter(isRecord).map((row) => {
        const { [key]: name, ...rest } = row;
        return [String(name), rest];
      }),
    );
  }
  return { items: rows, count: rows.length };
}

/**
 * The `mock-figures=wide` knob: every amount of money that is not zero is sent with twelve
 * integer digits (SPEC's largest figures), in any mode, so a journey sees whether each card,
 * table and detail shows it whole at both widths.
 */
export function wideFiguresOf(request: Request): boolean {
  return /(?:^|;\s*)mock-figures=wide(?:;|$)/.test(request.headers.get('cookie') ?? '');
}

export const WIDE_FIGURE = 987_654_321_098.76;

export function widenFigures(schema: AnySchema, value: unknown): unknown {
  return rebuild(schema, value, ({ meta, value: field }) => {
    if (meta.kind !== 'money') return field;
    const amount = toNumber(field);
    return amount === null || amount === 0 ? field : Math.sign(amount) * WIDE_FIGURE;
  });
}

/** What the alternate backend answers for a call, given what the full demo answered. */
export function alternateAnswer(ep: AnyEndpoint, data: unknown): unknown {
  const variant = alternateVariants.get(ep.id)?.answer;
  const shaped = variant ? variant(data) : data;
  return alternateForm(ep.output, shaped);
}

function isSchema(value: unknown): value is AnySchema {
  return isRecord(value) && value.kind === 'schema';
}

/** The type a schema checks under its wrappers (optional, pipe, a union with a kept value). */
function baseOf(schema: AnySchema): AnySchema {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && isSchema(current); depth++) {
    if ('wrapped' in current && isSchema(current.wrapped)) current = current.wrapped;
    else if (current.type === 'union' && 'options' in current && Array.isArray(current.options)) {
      current = current.options.find((option) => isSchema(option) && option.type !== 'instance');
    } else break;
  }
  return isSchema(current) ? current : schema;
}

/**
 * A value the cabinet sent back in the alternate form (a kept number as a string, a flag as
 * 1/0, a cursor in milliseconds, a country in alpha-3) read into what the input schema checks.
 */
function fromAlternate(schema: AnySchema, value: unknown, key: string): unknown {
  const base = baseOf(schema);
  if (value === null || value === undefined) return value;
  switch (base.type) {
    case 'number': {
      const time = /date|time|created|prev_?value/i.test(key);
      return (time ? toEpochSeconds(value) : toNumber(value)) ?? value;
    }
    case 'boolean':
      return toBoolean(value) ?? value;
    case 'string':
      if (typeof value !== 'string') return typeof value === 'number' ? String(value) : value;
      if (key === 'country') return countryCode(value);
      if (key === 'lang') return languageCode(value);
      return /date/i.test(key) && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
    case 'array': {
      const item = 'item' in base && isSchema(base.item) ? base.item : null;
      const list = listItems(value) ?? value;
      return item && Array.isArray(list) ? list.map((entry) => fromAlternate(item, entry, key)) : list;
    }
    case 'object': {
      const entries = 'entries' in base && isRecord(base.entries) ? base.entries : null;
      if (!entries || !isRecord(value)) return value;
      return Object.fromEntries(
        Object.entries(value).map(([name, field]) => {
          const entry = entries[name];
          return [name, isSchema(entry) ? fromAlternate(entry, field, name) : field];
        }),
      );
    }
    case 'union':
    case 'picklist':
      return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && 'options' in base
        ? Array.isArray(base.options) && base.options.some((option) => typeof option === 'number')
          ? Number(value)
          : value
        : value;
    default:
      return value;
  }
}

/** A request's input in the demo's own forms, whatever alternate forms the cabinet sent back. */
export function alternateInput(schema: AnySchema | undefined, raw: Record<string, unknown>) {
  return schema ? fromAlternate(schema, raw, '') : raw;
}

/** Parses a request's input against the contract, reading the alternate forms back first. */
export function readInput(
  ep: AnyEndpoint & { input: AnySchema },
  raw: Record<string, unknown>,
  mode: SpecMode,
) {
  if (mode !== 'alternate') return v.safeParse(ep.input, raw);
  const own = alternateVariants.get(ep.id)?.input;
  return v.safeParse(ep.input, alternateInput(ep.input, own ? own(raw) : raw));
}
