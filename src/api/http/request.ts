import * as v from 'valibot';
import { apiOrigin } from '@/env';
import { CODE_TIMEOUT_MS, withTimeout } from '@/lib/wait';
import { publicBootAnswer } from './boot-public';
import type { SendOptions } from './client';
import { type AnySchema, type Endpoint, type InputOf, type OutputOf, pathParams } from './endpoint';
import { ApiError } from './errors';
import { Kept } from './kept';
import { summarizeIssues } from './read';

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

/**
 * Code a call needs, loaded once and on demand (the sending half of this layer, a screen's
 * call module). A download that fails or takes longer than `timeoutMs` is the call's
 * network failure, told and retried as one: the next call asks for the code again. The
 * browser's own error is logged, so that a fault in the code itself stays visible.
 */
export function onDemand<T>(
  load: () => Promise<T>,
  timeoutMs = CODE_TIMEOUT_MS,
): (endpointId: string) => Promise<T> {
  let loading: Promise<T> | null = null;
  return (endpointId) => {
    loading ??= withTimeout(load(), timeoutMs);
    const current = loading;
    return current.catch((error: unknown) => {
      if (loading === current) {
        loading = null;
        console.warn(`[api] ${endpointId}: code not loaded`, error);
      }
      throw new ApiError({ status: 0, keys: ['network_error'], endpointId });
    });
  };
}

/**
 * The sending half of the HTTP layer (ky, the token refresh, the second factor), loaded on
 * the first call that sends: the sign-in screen draws without it.
 */
const sendingCode = onDemand(() => import('./exchange'));

export function transport(endpointId = 'request'): Promise<typeof import('./exchange')> {
  return sendingCode(endpointId);
}

/**
 * Starts loading the sending code ahead of a send the merchant is about to make (a guest
 * screen's first focus or tap), so the first call does not wait for it. Offline, it waits
 * for the send itself, which Query holds until the browser is back online.
 */
export function warmTransport(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  transport().catch(() => undefined);
}

/** Settles as `promise` does, or rejects with the signal's reason once it is aborted. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([promise, aborted]);
}

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

  // A guest's first screen: the boot script may have asked this public GET already.
  const early = ep.method === 'GET' && !ep.auth ? publicBootAnswer(built.href) : null;
  const adopted = early && (await unlessAborted(early, options.signal));
  const response = adopted ?? (await (await transport(ep.id)).exchange(ep, built, valid));
  return { status: response.status, data: await readAnswer(ep, response) };
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

/** A value sent back as the server sent it travels as that value. */
const unkept = (value: unknown): unknown => (value instanceof Kept ? value.value : value);

/** Query arrays repeat the key; booleans are 1 / 0 (API-NOTES "Transport"). */
export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, sent] of Object.entries(input)) {
    const value = unkept(sent);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
    }
  }
  return params;
}

function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, sent] of Object.entries(input)) {
    const value = unkept(sent);
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
  const url = `${apiOrigin()}${path}`;
  const query = init.searchParams?.toString();
  return { url, href: query ? `${url}?${query}` : url, init };
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
  const result = v.safeParse(ep.output, data);
  if (!result.success) {
    // Only what a screen cannot do without fails a read (a row's id, the list it is about).
    const summary = summarizeIssues(result.issues);
    console.warn(`[api] ${ep.id}: the answer cannot be read: ${summary}`);
    throw new ApiError({
      status: response.status,
      keys: ['invalid_answer'],
      data: summary,
      endpointId: ep.id,
    });
  }
  return result.output as OutputOf<E>;
}
