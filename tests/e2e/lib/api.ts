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
