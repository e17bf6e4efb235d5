import { HttpResponse, http, type RequestHandler } from 'msw';
import * as v from 'valibot';
import type { AnySchema, Endpoint, WireOf } from '@/api/http/endpoint';
import type { Kept } from '@/api/http/kept';
import {
  alternateAnswer,
  alternateVariants,
  type MinimalVariant,
  minimalAnswer,
  minimalVariants,
  readInput as readModeInput,
  specModeOf,
  wideFiguresOf,
  widenFigures,
  withoutExtensionParams,
} from './spec-minimal';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;
/**
 * What a handler reads: the input as the contract reads it from JSON. A value the cabinet
 * sends back unchanged (`Kept`) arrives as plain JSON, so the demo never sees the wrapper.
 */
type Unkept<T> = T extends Kept
  ? never
  : T extends readonly (infer U)[]
    ? Unkept<U>[]
    : T extends Blob
      ? T
      : T extends object
        ? { [K in keyof T]: Unkept<T[K]> }
        : T;
type InputOutput<E> =
  E extends Endpoint<infer I, AnySchema>
    ? I extends AnySchema
      ? Unkept<v.InferOutput<I>>
      : undefined
    : never;

/** A failure the demo backend answers with, in the API-NOTES error envelope. */
export class MockError extends Error {
  constructor(
    readonly status: number,
    readonly keys: string[],
    readonly data?: unknown,
  ) {
    super(keys[0] ?? String(status));
  }
}

export interface MockContext<I> {
  input: I;
  request: Request;
  /** The signed-in user (the access token's subject) on authenticated calls. */
  userId: string;
  params: Record<string, string>;
}

export type Resolver<E extends AnyEndpoint> = (
  ctx: MockContext<InputOutput<E>>,
) => WireOf<E> | Response | Promise<WireOf<E> | Response>;

/** Verifies a bearer token; set by the database module. Returns the user id or null. */
let verifyAccessToken: (token: string) => string | null = () => null;
export function setAccessVerifier(fn: (token: string) => string | null) {
  verifyAccessToken = fn;
}

export function errorResponse(status: number, keys: string[], data?: unknown): Response {
  return HttpResponse.json(data === undefined ? { messages: keys } : { messages: keys, data }, { status });
}

const mswPath = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * A demo handler built from the endpoint declaration: the path and method come from the
 * contract, the input is coerced from the wire and validated with the contract's schema
 * (400 `validation_error` plus the issue keys), the bearer token is checked (401), and
 * the resolver's result is wrapped in `{ data }`.
 */
export function handle<E extends AnyEndpoint>(
  ep: E,
  resolver: Resolver<E>,
  options: { minimal?: MinimalVariant; alternate?: MinimalVariant } = {},
): RequestHandler {
  const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  if (options.minimal) minimalVariants.set(ep.id, options.minimal);
  if (options.alternate) alternateVariants.set(ep.id, options.alternate);
  return http[method](mswPath(ep.path), async ({ request, params }) => {
    try {
      const mode = specModeOf(request);
      const minimal = mode === 'minimal';
      let userId = '';
      if (ep.auth) {
        const header = request.headers.get('authorization') ?? '';
        const token = header.startsWith('Bearer ') ? header.slice(7) : '';
        const verified = token ? verifyAccessToken(token) : null;
        if (!verified) return errorResponse(401, ['unauthorized']);
        userId = verified;
      }
      const stringParams = Object.fromEntries(Object.entries(params).map(([k, val]) => [k, String(val)]));
      const read = { ...(await readInput(ep, request)), ...coerceRecord(ep.input, stringParams) };
      const raw = minimal ? withoutExtensionParams(ep.input, read) : read;
      let input: unknown = raw;
      if (ep.input) {
        const parsed = readModeInput({ ...ep, input: ep.input }, raw, mode);
        if (!parsed.success) {
          const keys = ['validation_error', ...new Set(parsed.issues.map((i) => i.message))];
          return errorResponse(400, keys, {
            fields: parsed.issues.map((i) => ({ path: v.getDotPath(i), message: i.message })),
          });
        }
        input = parsed.output;
        if (minimal) options.minimal?.accepts?.(input as Record<string, unknown>);
      }
      const result = await resolver({
        input: input as InputOutput<E>,
        request,
        userId,
        params: stringParams,
      });
      if (result instanceof Response) return result;
      const sent = result ?? null;
      const data = wideFiguresOf(request) ? widenFigures(ep.output, sent) : sent;
      if (ep.answer !== 'json' || mode === 'full') return HttpResponse.json({ data });
      return HttpResponse.json({ data: minimal ? minimalAnswer(ep, data) : alternateAnswer(ep, data) });
    } catch (error) {
      if (error instanceof MockError) return errorResponse(error.status, error.keys, error.data);
      console.error(`[demo] ${ep.id} failed`, error);
      return errorResponse(500, ['unknown_error']);
    }
  });
}

async function readInput(ep: AnyEndpoint, request: Request): Promise<Record<string, unknown>> {
  if (!ep.input) return {};
  if (ep.inputIn === 'query') {
    return coerceEntries(ep.input, new URL(request.url).searchParams);
  }
  if (ep.inputIn === 'multipart') {
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > 1_048_576 + 4096) throw new MockError(413, ['upload_profile_photo_error']);
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    const strings = new URLSearchParams();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') strings.append(key, value);
      else out[key] = value;
    }
    return { ...coerceEntries(ep.input, strings), ...out };
  }
  const text = await request.text();
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    throw new MockError(400, ['validation_error']);
  }
}

type SchemaLike = {
  type?: string;
  entries?: Record<string, SchemaLike>;
  wrapped?: SchemaLike;
  item?: SchemaLike;
  pipe?: SchemaLike[];
  options?: SchemaLike[];
};

/** The schema under optional / nullable / pipe wrappers. */
function inner(schema: SchemaLike | undefined): SchemaLike | undefined {
  let current = schema;
  for (let i = 0; i < 8 && current; i++) {
    if (current.wrapped) current = current.wrapped;
    else if (current.pipe?.[0] && current.pipe[0] !== current) current = current.pipe[0];
    else break;
  }
  return current;
}

function coerceValue(schema: SchemaLike | undefined, value: string): unknown {
  const s = inner(schema);
  switch (s?.type) {
    case 'number':
      return value.trim() === '' || Number.isNaN(Number(value)) ? value : Number(value);
    case 'boolean':
      return value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value;
    case 'union':
    case 'picklist':
      if (s.options?.some((o) => inner(o)?.type === 'number') && !Number.isNaN(Number(value)))
        return Number(value);
      return value;
    default:
      return value;
  }
}

/** Query strings carry only text: turn them into the types the schema declares. */
export function coerceEntries(
  schema: AnySchema | undefined,
  params: URLSearchParams,
): Record<string, unknown> {
  const entries = inner(schema as SchemaLike | undefined)?.entries ?? {};
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const entry = entries[key];
    const values = params.getAll(key);
    if (inner(entry)?.type === 'array') {
      out[key] = values.map((val) => coerceValue(inner(entry)?.item, val));
    } else {
      out[key] = coerceValue(entry, values[values.length - 1] ?? '');
    }
  }
  return out;
}

function coerceRecord(schema: AnySchema | undefined, record: Record<string, string>) {
  return coerceEntries(schema, new URLSearchParams(record));
}
