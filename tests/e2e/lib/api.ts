import * as v from 'valibot';
/** Direct calls to the demo backend from a test (set-up and look-ups, not the journey itself). */
export async function apiSignIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/merchant-owner/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login: 'demo@example.com',
      password: 'Demo1234',
      remember_me: false,
      captcha_token: 'dev-captcha-token',
    }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { data: T; messages?: string[] };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.messages?.join(',')}`);
  return json.data;
}

/**
 * A GET of the backend read with the cabinet's own schema (src/api): the test sees what the
 * cabinet would, whatever form the backend chose (the spec-minimal and alternate demos).
 */
export async function apiRead<S extends v.GenericSchema>(
  baseUrl: string,
  token: string,
  path: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  return v.parse(schema, await api<unknown>(baseUrl, token, 'GET', path));
}

export async function demoControl(
  baseUrl: string,
  action: 'reset' | 'expire-access' | 'config',
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api/__demo/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`demo ${action}: ${response.status}`);
}
