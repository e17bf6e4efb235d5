import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AnySchema = v.GenericSchema;

/** Where the input travels: query string, JSON body, or multipart form. */
export type InputLocation = 'query' | 'json' | 'multipart';

export interface EndpointConfig<I extends AnySchema | undefined, O extends AnySchema> {
  /** Unique id, `<area>.<name>`, e.g. `store.list`. The area prefixes every query key. */
  id: string;
  method: HttpMethod;
  /** Path starting with /api; `{name}` segments are filled from the input and removed from it. */
  path: string;
  input?: I;
  /** Defaults: GET -> query, others -> json. */
  inputIn?: InputLocation;
  output: O;
  /** Calls made without a session (login, reset, enums, content). Default true. */
  auth?: boolean;
  /** `blob` answers are files; everything else is the `{ data }` JSON envelope. */
  answer?: 'json' | 'blob';
  /** Extra success statuses with a meaning the caller needs (e.g. 202 = rate changed). */
  statuses?: Record<number, string>;
  /** Error message keys this call is documented to answer with (for the contract document). */
  errors?: readonly string[];
}

export interface Endpoint<
  I extends AnySchema | undefined = AnySchema | undefined,
  O extends AnySchema = AnySchema,
> extends Required<Pick<EndpointConfig<I, O>, 'id' | 'method' | 'path' | 'output'>> {
  input: I;
  inputIn: InputLocation;
  auth: boolean;
  answer: 'json' | 'blob';
  statuses: Record<number, string>;
  errors: readonly string[];
  area: string;
}

export type InputOf<E> =
  E extends Endpoint<infer I, AnySchema> ? (I extends AnySchema ? v.InferInput<I> : undefined) : never;
export type OutputOf<E> = E extends Endpoint<AnySchema | undefined, infer O> ? v.InferOutput<O> : never;
/** What an answer looks like on the wire (before the client's tolerant reading). */
export type WireOf<E> = E extends Endpoint<AnySchema | undefined, infer O> ? v.InferInput<O> : never;

/** Declares one call of the API. Every call of the product is declared exactly once. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<O extends AnySchema, I extends AnySchema | undefined = undefined>(
  config: EndpointConfig<I, O>,
): Endpoint<I, O> {
  const area = config.id.split('.')[0] ?? config.id;
  return {
    id: config.id,
    method: config.method,
    path: config.path,
    input: config.input as I,
    inputIn: config.inputIn ?? (config.method === 'GET' ? 'query' : 'json'),
    output: config.output,
    auth: config.auth ?? true,
    answer: config.answer ?? 'json',
    statuses: config.statuses ?? {},
    errors: config.errors ?? [],
    area,
  };
}

/** Names of `{param}` segments of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
