import { apiOrigin } from '@/env';
import type { SendOptions } from './client';
import { type AnySchema, type Endpoint, pathParams } from './endpoint';
import { Kept } from './kept';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

/** What a call is sent with beyond its input. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
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

/**
 * The request a call makes, from its declaration and its (validated) input: the address
 * (`{name}` path segments filled in, the query of a GET) and what goes with it. `request()`
 * sends it; the boot script asks the session's first GETs at these very addresses.
 */
export function buildRequest(ep: AnyEndpoint, input: unknown, options: RequestOptions = {}) {
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
