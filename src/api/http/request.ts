import * as v from 'valibot';
import { apiOrigin } from '@/env';
import { reportAnswerProblems } from './answer-report';
import { bootAnswer } from './boot-session';
import { errorFromResponse, type SendOptions, sendOnce } from './client';
import { type AnySchema, type Endpoint, type InputOf, type OutputOf, pathParams } from './endpoint';
import { ApiError, SecondFactorCancelled } from './errors';
import { ensureFreshToken, refreshSession } from './refresh';
import {
  loginOf,
  SecondFactorChallengeSchema,
  secondFactorHandler,
  secondFactorHeaders,
} from './second-factor';
import { tokens } from './tokens';
import { readWire, summarizeIssues } from './wire-notes';

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

/** Calls an endpoint and resolves with the unwrapped, validated `data`. */
export async function request<E extends AnyEndpoint>(
  ep: E,
  ...[input, options]: InputOf<E> extends undefined
    ? [input?: undefined, options?: RequestOptions]
    : [input: InputOf<E>, options?: RequestOptions]
): Promise<OutputOf<E>> {
  const { data } = await requestWithStatus(ep, input as InputOf<E>, options);
  return data;
}

/** Like request() but also resolves with the HTTP status (e.g. 202 = rate changed). */
export async function requestWithStatus<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  options: RequestOptions = {},
): Promise<{ status: number; data: OutputOf<E> }> {
  const valid = validateInput(ep, input);
  const built = buildRequest(ep, valid, options);

  const attempt = async (extra: Record<string, string>): Promise<Response> => {
    const send = () =>
      sendOnce(
        built.url,
        { ...built.init, headers: { ...built.init.headers, ...extra, ...auth(ep) } },
        ep.id,
      );
    if (ep.auth) await ensureFreshToken();
    const sentWith = tokens.accessToken();
    // The boot script may have asked this already, with this very token: its answer is this one's.
    const early = ep.method === 'GET' && ep.auth ? bootAnswer(fullUrl(built), sentWith) : null;
    const first = (early && (await early)) ?? (await send());
    if (first.status !== 401 || !ep.auth) return first;
    await refreshSession(sentWith);
    const second = await send();
    if (second.status === 401 && tokens.hasSession()) {
      // A fresh token and still refused: the merchant is signed in, this item is not theirs to see.
      throw new ApiError({
        status: 401,
        keys: ['access_denied'],
        endpointId: ep.id,
        read: ep.method === 'GET',
      });
    }
    return second;
  };

  let response = await attempt({});
  if (!response.ok) {
    const error = await errorFromResponse(response, ep.id, ep.method === 'GET');
    if (error.status === 403 && error.key === 'need_2fa') {
      // A call without a session names its account by its login (sign-in); a signed-in
      // merchant's call is about the session's account, whatever its fields say.
      response = await passSecondFactor(error, attempt, ep.id, ep.auth ? null : loginOf(valid));
    } else {
      throw error;
    }
  }
  return { status: response.status, data: await readAnswer(ep, response) };
}

function fullUrl(built: { url: string; init: SendOptions }): string {
  const query = built.init.searchParams?.toString();
  return query ? `${built.url}?${query}` : built.url;
}

function auth(ep: AnyEndpoint): Record<string, string> {
  const token = ep.auth ? tokens.accessToken() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function passSecondFactor(
  error: ApiError,
  attempt: (extra: Record<string, string>) => Promise<Response>,
  endpointId: string,
  login: string | null,
): Promise<Response> {
  const handler = secondFactorHandler();
  const challenge = v.safeParse(SecondFactorChallengeSchema, error.data);
  if (!handler || !challenge.success) throw error;
  let passed: Response | null = null;
  await handler(
    challenge.output,
    async (factor) => {
      const response = await attempt(secondFactorHeaders(challenge.output, factor));
      if (!response.ok) throw await errorFromResponse(response, endpointId);
      passed = response;
    },
    { login },
  );
  if (!passed) throw new SecondFactorCancelled();
  return passed;
}

function validateInput<E extends AnyEndpoint>(ep: E, input: unknown): unknown {
  if (!ep.input) return input;
  const result = v.safeParse(ep.input, input);
  if (result.success) return result.output;
  throw new ApiError({
    status: 0,
    keys: ['validation_error'],
    data: result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
    endpointId: ep.id,
  });
}

/** Query arrays repeat the key; booleans are 1 / 0 (API-NOTES "Transport"). */
export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
    }
  }
  return params;
}

function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

function buildRequest(ep: AnyEndpoint, input: unknown, options: RequestOptions) {
  const rest: Record<string, unknown> =
    input && typeof input === 'object' ? { ...(input as Record<string, unknown>) } : {};
  let path = ep.path;
  for (const name of pathParams(ep.path)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  const init: SendOptions = { method: ep.method, headers: { ...options.headers }, signal: options.signal };
  if (ep.input) {
    if (ep.inputIn === 'query') init.searchParams = toSearchParams(rest);
    else if (ep.inputIn === 'multipart') init.body = toFormData(rest);
    else init.json = rest;
  }
  return { url: `${apiOrigin()}${path}`, init };
}

async function readAnswer<E extends AnyEndpoint>(ep: E, response: Response): Promise<OutputOf<E>> {
  const type = response.headers.get('content-type') ?? '';
  if (ep.answer === 'blob' && !type.includes('application/json')) {
    return (await response.blob()) as OutputOf<E>;
  }
  let data: unknown = null;
  if (response.status !== 204) {
    const text = await response.text();
    if (text) {
      try {
        const body: unknown = JSON.parse(text);
        data = body && typeof body === 'object' && 'data' in body ? body.data : null;
      } catch {
        throw new ApiError({ status: response.status, keys: ['unknown_error'], endpointId: ep.id });
      }
    }
  }
  const { result, notes } = readWire(ep.output, data);
  if (!result.success) {
    const summary = summarizeIssues(result.issues);
    reportAnswerProblems(ep.id, [summary]);
    throw new ApiError({
      status: response.status,
      keys: ['invalid_answer'],
      data: summary,
      endpointId: ep.id,
    });
  }
  reportAnswerProblems(ep.id, notes.mismatches);
  return result.output as OutputOf<E>;
}
