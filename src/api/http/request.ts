import * as v from 'valibot';
import { CODE_TIMEOUT_MS, withTimeout } from '@/lib/wait';
import { buildRequest, type RequestOptions } from './build-request';
import type { AnySchema, Endpoint, InputOf, OutputOf } from './endpoint';
import { ApiError } from './errors';
import { summarizeIssues } from './read';

export type { RequestOptions } from './build-request';

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
  const response = await (await transport(ep.id)).exchange(ep, built, valid);
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
