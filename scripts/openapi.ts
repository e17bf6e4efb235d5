import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { AnySchema, Endpoint, HttpMethod } from '../src/api/http/endpoint';
import { pathParams } from '../src/api/http/endpoint';

/**
 * Turns the endpoint catalogue (src/api/catalogue.ts) into the OpenAPI 3.1 contract
 * document (docs/openapi.json). Pure: the same catalogue always gives the same document.
 */

export type Catalogue = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

type Ref = { $ref: string };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}
interface MediaType {
  schema: JsonSchema;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | Ref>;
  'x-error-keys'?: string[];
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Operation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string }>;
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, ResponseObject>;
  };
}

/** Bump when the contract changes in a way clients must notice. */
export const CONTRACT_VERSION = '1.0.0';

const DESCRIPTION = `The API the merchant cabinet calls. Wire conventions:

- Every path starts with \`/api\`. Same origin as the cabinet by default; a build can target another origin (\`VITE_API_URL\`).
- Authenticated calls send \`Authorization: Bearer <access_token>\` (a JWT; the user id is its \`sub\` claim).
- Request bodies are JSON unless the operation says multipart. Query arrays repeat the key (\`storeId=3&storeId=7\`); query booleans are \`1\` / \`0\`.
- Success: HTTP 2xx with \`{ "data": <result> }\`. Failure: HTTP 4xx/5xx with \`{ "messages": ["<message_key>", ...], "data"?: <extra> }\`; the first key is what the cabinet shows.
- Times (\`at_expires\`, \`rt_expires\`, \`created\`, \`next_time\`, chart timestamps, \`startDate\`, \`endDate\`, ...) are Unix epoch seconds. Amounts are JSON numbers in major units; fees are fractions (0.015 = 1.5 %).
- Lists use keyset paging: \`sortColumn\`, \`sortDirection\` (asc | desc), \`pageSize\`, and after the first page \`prevId\` and \`prevValue\` of the last row received. A page shorter than \`pageSize\` is the last one.
- Refreshing rotates the refresh token: the one just used stops working.
- Second factor: a protected call answers 403 \`need_2fa\` with \`data: { methods, token, captcha_signature }\`. Send the same request again with \`X-2FA-Token\`, \`X-Captcha-Signature\` and one of \`X-OTP-Code\` (6 digits), \`X-Email-Code\` (6 digits) or \`X-PIN-Code\` (4 or 6 digits). A wrong code answers 403 \`wrong_2fa_code\`.`;

/** Error keys whose HTTP status is fixed by the conventions; other keys answer some 4xx. */
const STATUS_BY_KEY: Record<string, string> = {
  validation_error: '400',
  need_2fa: '403',
  wrong_2fa_code: '403',
  conflict_version_error: '409',
  upload_profile_photo_error: '413',
};
const SECOND_FACTOR_KEYS = new Set(['need_2fa', 'wrong_2fa_code']);
const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const FILE_SCHEMA: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };
const ERROR_REF = '#/components/schemas/ErrorEnvelope';

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

/** Every declaration of the catalogue, in a stable order (area, then export name). */
export function endpointsOf(catalogue: Catalogue): AnyEndpoint[] {
  return Object.keys(catalogue)
    .sort()
    .flatMap((area) => {
      const module = catalogue[area] ?? {};
      return Object.keys(module)
        .sort()
        .map((name) => module[name])
        .filter(isEndpoint);
    });
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of what travels on the wire. */
function wireSchema(schema: AnySchema): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'file' || valibotSchema.type === 'blob' ? { ...FILE_SCHEMA } : undefined,
  });
  return json;
}

function asSchema(definition: JsonSchema | boolean | undefined): JsonSchema {
  return typeof definition === 'object' ? definition : {};
}

/** Properties and required names of an object schema (merging a top-level union of objects). */
function objectParts(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
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

function withoutKeys(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  if (!keys.length || !schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).filter(([key]) => !keys.includes(key)),
  );
  const required = (schema.required ?? []).filter((key) => !keys.includes(key));
  const { required: _required, ...rest } = schema;
  return { ...rest, properties, ...(required.length ? { required } : {}) };
}

function isArraySchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes('array') || (schema.anyOf ?? []).some((s) => typeof s === 'object' && s.type === 'array')
  );
}

function isBooleanSchema(schema: JsonSchema): boolean {
  return (
    schema.type === 'boolean' ||
    (schema.anyOf ?? []).some((s) => typeof s === 'object' && s.type === 'boolean')
  );
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

function errorResponse(description: string, ref = ERROR_REF): ResponseObject {
  return { description, content: { 'application/json': { schema: { $ref: ref } } } };
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
    const challenge = keys.includes('need_2fa');
    responses[status] = errorResponse(
      `Error envelope; message keys: ${keys.join(', ')}`,
      challenge ? '#/components/schemas/SecondFactorChallenge' : ERROR_REF,
    );
  }
  if (ep.auth && !responses['401']) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

function operation(ep: AnyEndpoint): Operation {
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
    for (const name of ['TwoFactorToken', 'CaptchaSignature', 'OtpCode', 'EmailCode', 'PinCode']) {
      parameters.push({ $ref: `#/components/parameters/${name}` });
    }
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

function secondFactorHeader(name: string, description: string, pattern?: string): Parameter {
  return {
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string', ...(pattern ? { pattern } : {}) },
  };
}

export function buildOpenApi(catalogue: Catalogue): OpenApiDocument {
  const endpoints = endpointsOf(catalogue);
  const paths: OpenApiDocument['paths'] = {};
  for (const path of [...new Set(endpoints.map((ep) => ep.path))].sort()) {
    const item: OpenApiDocument['paths'][string] = {};
    for (const method of METHOD_ORDER) {
      const ep = endpoints.find((candidate) => candidate.path === path && candidate.method === method);
      if (ep) item[method.toLowerCase() as Lowercase<HttpMethod>] = operation(ep);
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
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['messages'],
          properties: {
            messages: {
              type: 'array',
              items: { type: 'string' },
              minItems: 1,
              description: 'Message keys; the first one is translated and shown.',
            },
            data: { description: 'Extra details, e.g. field errors.' },
          },
        },
        SecondFactorChallenge: {
          type: 'object',
          required: ['messages'],
          description: 'need_2fa carries the challenge in data; wrong_2fa_code has no data.',
          properties: {
            messages: {
              type: 'array',
              items: { type: 'string', enum: ['need_2fa', 'wrong_2fa_code'] },
              minItems: 1,
            },
            data: {
              type: 'object',
              required: ['methods', 'token', 'captcha_signature'],
              properties: {
                methods: { type: 'array', items: { type: 'string', enum: ['email', 'pin', 'otp'] } },
                token: { type: 'string', description: 'Send back as X-2FA-Token.' },
                captcha_signature: { type: 'string', description: 'Send back as X-Captcha-Signature.' },
              },
            },
          },
        },
      },
      parameters: {
        TwoFactorToken: secondFactorHeader('X-2FA-Token', 'The token of the need_2fa answer.'),
        CaptchaSignature: secondFactorHeader(
          'X-Captcha-Signature',
          'The captcha_signature of the need_2fa answer.',
        ),
        OtpCode: secondFactorHeader('X-OTP-Code', 'Authenticator app code.', '^[0-9]{6}$'),
        EmailCode: secondFactorHeader('X-Email-Code', 'Code sent by e-mail.', '^[0-9]{6}$'),
        PinCode: secondFactorHeader('X-PIN-Code', 'PIN.', '^([0-9]{4}|[0-9]{6})$'),
      },
      responses: {
        Error: errorResponse('Failure (e.g. 5xx unknown_error): error envelope'),
        Unauthorized: errorResponse('Missing or expired access token: refresh the session and retry'),
      },
    },
  };
}

/** The exact text of docs/openapi.json. */
export function serializeOpenApi(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
