import ky from 'ky';
import { ApiError, isAbortError } from './errors';

/**
 * The one ky instance. `retry: 0`: React Query owns retries (none on 4xx, a couple on 5xx
 * and network). HTTP errors are not thrown by ky: `request()` reads the error envelope.
 */
export const http = ky.create({ retry: 0, timeout: 30_000, throwHttpErrors: false });

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  signal?: AbortSignal | undefined;
  json?: unknown;
  body?: FormData;
  searchParams?: URLSearchParams;
}

/** One network round trip. Aborts are re-thrown as they are; any other failure is network_error. */
export async function sendOnce(url: string, options: SendOptions, endpointId: string): Promise<Response> {
  try {
    return await http(url, {
      method: options.method,
      headers: options.headers,
      signal: options.signal,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body ? { body: options.body } : {}),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted || isAbortError(error)) throw options.signal?.reason ?? error;
    throw new ApiError({ status: 0, keys: ['network_error'], endpointId });
  }
}

/** Reads `{ messages, data }` from a failed answer (API-NOTES "Envelopes"). */
export async function errorFromResponse(
  response: Response,
  endpointId: string,
  read = false,
): Promise<ApiError> {
  let keys: string[] = [];
  let data: unknown;
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object') {
      if ('messages' in body && Array.isArray(body.messages)) {
        keys = body.messages.filter((m): m is string => typeof m === 'string');
      }
      if ('data' in body) data = body.data;
    }
  } catch {
    // Not JSON (a proxy's HTML page): fall back to the status.
  }
  return new ApiError({
    status: response.status,
    keys,
    data,
    statusText: response.statusText,
    endpointId,
    read,
  });
}
