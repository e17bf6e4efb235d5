import type { JsonSchema } from '@valibot/to-json-schema';

/** Shapes and fixed parts of the OpenAPI 3.1 contract document (see scripts/openapi.ts). */

export type Ref = { $ref: string };
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}
export interface MediaType {
  schema: JsonSchema;
}
export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
export interface Variant {
  operationId: string;
  summary: string;
  query?: Record<string, string>;
}
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | Ref>;
  'x-variants'?: Variant[];
  'x-error-keys'?: string[];
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string }>;
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, ResponseObject>;
  };
}

/** Bump when the contract changes in a way clients must notice. */
export const CONTRACT_VERSION = '1.0.0';

export const DESCRIPTION = `The API the merchant cabinet calls. Wire conventions:

- Every path starts with \`/api\`. Same origin as the cabinet by default; a build can target another origin (\`VITE_API_URL\`).
- Authenticated calls send \`Authorization: Bearer <access_token>\` (a JWT; the user id is its \`sub\` claim).
- Request bodies are JSON unless the operation says multipart. Query arrays repeat the key (\`storeId=3&storeId=7\`); query booleans are \`1\` / \`0\`.
- Success: HTTP 2xx with \`{ "data": <result> }\`. Failure: HTTP 4xx/5xx with \`{ "messages": ["<message_key>", ...], "data"?: <extra> }\`; the first key is what the cabinet shows.
- Times (\`at_expires\`, \`rt_expires\`, \`created\`, \`next_time\`, chart timestamps, \`startDate\`, \`endDate\`, ...) are Unix epoch seconds. Amounts are JSON numbers in major units; fees are fractions (0.015 = 1.5 %).
- Lists use keyset paging: \`sortColumn\`, \`sortDirection\` (asc | desc), \`pageSize\`, and after the first page \`prevId\` and \`prevValue\` of the last row received. A page shorter than \`pageSize\` is the last one.
- Refreshing rotates the refresh token: the one just used stops working.
- Second factor: a protected call answers 403 \`need_2fa\` with \`data: { methods, token, captcha_signature }\`. Send the same request again with \`X-2FA-Token\`, \`X-Captcha-Signature\` and one of \`X-OTP-Code\` (6 digits), \`X-Email-Code\` (6 digits) or \`X-PIN-Code\` (4 or 6 digits). A wrong code answers 403 \`wrong_2fa_code\`.
- Where one method and path serve several calls, a constant query parameter tells them apart (\`x-variants\`).`;

/** Error keys whose HTTP status is fixed by the conventions; other keys answer some 4xx. */
export const STATUS_BY_KEY: Readonly<Record<string, string>> = {
  validation_error: '400',
  need_2fa: '403',
  wrong_2fa_code: '403',
  conflict_version_error: '409',
  upload_profile_photo_error: '413',
};
export const SECOND_FACTOR_KEYS: ReadonlySet<string> = new Set(['need_2fa', 'wrong_2fa_code']);
export const SECOND_FACTOR_PARAMETERS = [
  'TwoFactorToken',
  'CaptchaSignature',
  'OtpCode',
  'EmailCode',
  'PinCode',
];
export const FILE_SCHEMA: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };
export const ERROR_REF = '#/components/schemas/ErrorEnvelope';
export const CHALLENGE_REF = '#/components/schemas/SecondFactorChallenge';

export function errorResponse(description: string, ref = ERROR_REF): ResponseObject {
  return { description, content: { 'application/json': { schema: { $ref: ref } } } };
}

function header(name: string, description: string, pattern?: string): Parameter {
  return {
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string', ...(pattern ? { pattern } : {}) },
  };
}

export function components(): OpenApiDocument['components'] {
  return {
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
      TwoFactorToken: header('X-2FA-Token', 'The token of the need_2fa answer.'),
      CaptchaSignature: header('X-Captcha-Signature', 'The captcha_signature of the need_2fa answer.'),
      OtpCode: header('X-OTP-Code', 'Authenticator app code.', '^[0-9]{6}$'),
      EmailCode: header('X-Email-Code', 'Code sent by e-mail.', '^[0-9]{6}$'),
      PinCode: header('X-PIN-Code', 'PIN.', '^([0-9]{4}|[0-9]{6})$'),
    },
    responses: {
      Error: errorResponse('Failure (e.g. 5xx unknown_error): error envelope'),
      Unauthorized: errorResponse('Missing or expired access token: refresh the session and retry'),
    },
  };
}
