import type { JsonSchema } from '@valibot/to-json-schema';
import type { AnySchema, Endpoint, HttpMethod } from '../src/api/http/endpoint';
import { pathParams } from '../src/api/http/endpoint';
import {
  CHALLENGE_REF,
  CONTRACT_VERSION,
  components,
  DESCRIPTION,
  ERROR_REF,
  errorResponse,
  FILE_SCHEMA,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Ref,
  type ResponseObject,
  SECOND_FACTOR_KEYS,
  SECOND_FACTOR_PARAMETERS,
  STATUS_BY_KEY,
} from './openapi-parts';
import { isArraySchema, isBooleanSchema, objectParts, wireSchema, withoutKeys } from './openapi-schemas';

/**
 * Turns the endpoint catalogue (src/api/catalogue.ts) into the OpenAPI 3.1 contract
 * document (docs/openapi.json). Pure: the same catalogue always gives the same document.
 */

export type { OpenApiDocument } from './openapi-parts';
export type Catalogue = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
export type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof AnyEndpoint, unknown>>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.method === 'string' &&
    typeof candidate.output === 'object'
  );
}

/** A declaration with what it does, from its module's `summaries` (by export name). */
export type DocumentedEndpoint = AnyEndpoint & { summary: string };

/**
 * Every declaration of the catalogue, in a stable order (area, then export name), with its
 * summary. A call without one, or a summary of no call, stops the contract's build.
 */
export function endpointsOf(catalogue: Catalogue): DocumentedEndpoint[] {
  return Object.keys(catalogue)
    .sort()
    .flatMap((area) => {
      const module = catalogue[area] ?? {};
      const listed = module.summaries;
      const summaries: Readonly<Record<string, unknown>> =
        typeof listed === 'object' && listed !== null ? Object.fromEntries(Object.entries(listed)) : {};
      for (const name of Object.keys(summaries))
        if (!isEndpoint(module[name])) throw new Error(`${area}: a summary of ${name}, which is no call`);
      return Object.keys(module)
        .sort()
        .flatMap((name) => {
          const ep = module[name];
          if (!isEndpoint(ep)) return [];
          const summary = summaries[name];
          if (typeof summary !== 'string' || !summary) throw new Error(`${area}: ${name} has no summary`);
          return [{ ...ep, summary }];
        });
    });
}

function queryParameter(name: string, schema: JsonSchema, required: boolean): Parameter {
  const parameter: Parameter = { name, in: 'query', required, schema };
  if (isBooleanSchema(schema)) parameter.description = 'Sent as 1 (true) or 0 (false).';
  if (isArraySchema(schema)) Object.assign(parameter, { style: 'form', explode: true });
  return parameter;
}

function envelope(data: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data } };
}

function successContent(ep: AnyEndpoint): Record<string, MediaType> {
  if (ep.answer === 'blob') return { 'application/octet-stream': { schema: { ...FILE_SCHEMA } } };
  return { 'application/json': { schema: envelope(wireSchema(ep.output)) } };
}

function errorResponses(ep: AnyEndpoint): Record<string, ResponseObject | Ref> {
  const byStatus = new Map<string, string[]>();
  for (const key of ep.errors) {
    const status = STATUS_BY_KEY[key] ?? '4XX';
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  const responses: Record<string, ResponseObject | Ref> = {};
  for (const status of [...byStatus.keys()].sort()) {
    const keys = byStatus.get(status) ?? [];
    const ref = keys.includes('need_2fa') ? CHALLENGE_REF : ERROR_REF;
    responses[status] = errorResponse(`Error envelope; message keys: ${keys.join(', ')}`, ref);
  }
  if (ep.auth && !responses['401']) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

/** A JSON value as it travels in a query string (booleans are 1 / 0). */
function queryText(value: unknown): string {
  if (value === true) return '1';
  if (value === false) return '0';
  return String(value);
}

/**
 * Required query parameters with one constant value (e.g. `short=1`): what tells a call
 * apart from another one declared on the same method and path.
 */
export function queryDiscriminator(ep: AnyEndpoint): Record<string, string> {
  if (!ep.input || ep.inputIn !== 'query') return {};
  const parts = objectParts(wireSchema(ep.input));
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(parts.properties)) {
    if (!parts.required.has(name)) continue;
    if ('const' in schema) out[name] = queryText(schema.const);
    else if (schema.enum?.length === 1) out[name] = queryText(schema.enum[0]);
  }
  return out;
}

function operation(ep: DocumentedEndpoint): Operation {
  const params = pathParams(ep.path);
  const input = ep.input ? wireSchema(ep.input) : undefined;
  const parts = input ? objectParts(input) : { properties: {}, required: new Set<string>() };
  const parameters: (Parameter | Ref)[] = params.map((name) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: parts.properties[name] ?? { type: 'string' },
  }));
  let requestBody: Operation['requestBody'];
  if (input && ep.inputIn === 'query') {
    for (const [name, schema] of Object.entries(parts.properties)) {
      if (!params.includes(name)) parameters.push(queryParameter(name, schema, parts.required.has(name)));
    }
  } else if (input) {
    const body = withoutKeys(input, params);
    if (!params.length || Object.keys(body.properties ?? {}).length) {
      const mediaType = ep.inputIn === 'multipart' ? 'multipart/form-data' : 'application/json';
      requestBody = { required: true, content: { [mediaType]: { schema: body } } };
    }
  }
  if (ep.errors.some((key) => SECOND_FACTOR_KEYS.has(key))) {
    for (const name of SECOND_FACTOR_PARAMETERS) parameters.push({ $ref: `#/components/parameters/${name}` });
  }

  const responses: Record<string, ResponseObject | Ref> = {
    '200': { description: 'Success', content: successContent(ep) },
  };
  for (const [status, meaning] of Object.entries(ep.statuses)) {
    responses[status] = { description: meaning, content: successContent(ep) };
  }
  Object.assign(responses, errorResponses(ep));

  return {
    operationId: ep.id,
    summary: ep.summary,
    tags: [ep.area],
    ...(ep.auth ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(ep.errors.length ? { 'x-error-keys': [...ep.errors] } : {}),
  };
}

const parameterKey = (p: Parameter | Ref) => ('$ref' in p ? p.$ref : `${p.in}:${p.name}`);

/** Responses of several variants: one per status, differing bodies as `oneOf`. */
function mergeResponses(ops: readonly Operation[]): Record<string, ResponseObject | Ref> {
  const merged = new Map<string, { descriptions: string[]; ref?: Ref; content: Map<string, JsonSchema[]> }>();
  for (const op of ops) {
    for (const [status, response] of Object.entries(op.responses)) {
      const entry = merged.get(status) ?? { descriptions: [], content: new Map<string, JsonSchema[]>() };
      merged.set(status, entry);
      if ('$ref' in response) {
        entry.ref ??= response;
        continue;
      }
      if (!entry.descriptions.includes(response.description)) entry.descriptions.push(response.description);
      for (const [mediaType, { schema }] of Object.entries(response.content ?? {})) {
        const schemas = entry.content.get(mediaType) ?? [];
        if (!schemas.some((known) => JSON.stringify(known) === JSON.stringify(schema))) schemas.push(schema);
        entry.content.set(mediaType, schemas);
      }
    }
  }
  const order = (status: string) => (status === 'default' ? 'zzz' : status);
  const responses: Record<string, ResponseObject | Ref> = {};
  for (const status of [...merged.keys()].sort((a, b) => order(a).localeCompare(order(b)))) {
    const entry = merged.get(status);
    if (!entry) continue;
    if (entry.ref && !entry.descriptions.length) {
      responses[status] = entry.ref;
      continue;
    }
    const content: Record<string, MediaType> = {};
    for (const [mediaType, schemas] of entry.content) {
      content[mediaType] = { schema: schemas.length === 1 ? (schemas[0] ?? {}) : { oneOf: schemas } };
    }
    responses[status] = {
      description: entry.descriptions.join(' | '),
      ...(entry.content.size ? { content } : {}),
    };
  }
  return responses;
}

/** One operation for several calls on one method and path, told apart by a constant query parameter. */
function mergedOperation(eps: readonly DocumentedEndpoint[]): Operation {
  const variants = eps
    .map((ep) => ({ ep, query: queryDiscriminator(ep) }))
    .sort(
      (a, b) => Object.keys(a.query).length - Object.keys(b.query).length || a.ep.id.localeCompare(b.ep.id),
    );
  const ops = variants.map(({ ep }) => operation(ep));
  const first = ops[0] as Operation;

  const parameters = new Map<string, Parameter | Ref>();
  for (const op of ops)
    for (const p of op.parameters ?? [])
      if (!parameters.has(parameterKey(p))) parameters.set(parameterKey(p), p);
  for (const [key, p] of parameters) {
    const everywhere = ops.every((op) =>
      op.parameters?.some((q) => parameterKey(q) === key && !('$ref' in q) && q.required),
    );
    if (!('$ref' in p) && p.required && !everywhere) parameters.set(key, { ...p, required: false });
  }
  const errorKeys = [...new Set(variants.flatMap(({ ep }) => ep.errors))];
  const requestBody = ops.find((op) => op.requestBody)?.requestBody;
  const lines = variants.map(({ ep, query }) => {
    const selector = Object.entries(query).map(([name, value]) => `${name}=${value}`);
    return `- \`${ep.id}\`${selector.length ? ` (\`${selector.join('&')}\`)` : ''}: ${ep.summary}`;
  });

  return {
    operationId: first.operationId,
    summary: first.summary,
    description: `This method and path serve ${ops.length} calls, told apart by the query:\n${lines.join('\n')}`,
    tags: [...new Set(ops.flatMap((op) => op.tags))],
    ...(variants.every(({ ep }) => !ep.auth) ? { security: [] } : {}),
    ...(parameters.size ? { parameters: [...parameters.values()] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: mergeResponses(ops),
    'x-variants': variants.map(({ ep, query }) => ({
      operationId: ep.id,
      summary: ep.summary,
      ...(Object.keys(query).length ? { query } : {}),
    })),
    ...(errorKeys.length ? { 'x-error-keys': errorKeys } : {}),
  };
}

export function buildOpenApi(catalogue: Catalogue): OpenApiDocument {
  const endpoints = endpointsOf(catalogue);
  const paths: OpenApiDocument['paths'] = {};
  for (const path of [...new Set(endpoints.map((ep) => ep.path))].sort()) {
    const item: OpenApiDocument['paths'][string] = {};
    for (const method of METHOD_ORDER) {
      const eps = endpoints.filter((candidate) => candidate.path === path && candidate.method === method);
      const key = method.toLowerCase() as Lowercase<HttpMethod>;
      if (eps.length === 1 && eps[0]) item[key] = operation(eps[0]);
      else if (eps.length > 1) item[key] = mergedOperation(eps);
    }
    paths[path] = item;
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Merchant cabinet API', version: CONTRACT_VERSION, description: DESCRIPTION },
    servers: [{ url: '/', description: 'Same origin as the cabinet (default)' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(endpoints.map((ep) => ep.area))].sort().map((name) => ({ name })),
    paths,
    components: components(),
  };
}

/** The exact text of docs/openapi.json. */
export function serializeOpenApi(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
