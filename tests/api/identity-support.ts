import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { DEMO_LOGIN, DEMO_PASSWORD, DEV_CAPTCHA_TOKEN } from '@mocks/db/constants';
import { afterAll, beforeAll, expect } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { ApiError } from '@/api/http/errors';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';

/** Signs the demo merchant-owner in, as the login page does. */
export async function signIn(user = DEMO_LOGIN, password = DEMO_PASSWORD): Promise<void> {
  const answer = await request(login, {
    login: user,
    password,
    remember_me: true,
    captcha_token: DEV_CAPTCHA_TOKEN,
  });
  tokens.set(answer, { login: user, rememberMe: true });
}

/** The error a call rejected with (fails the test when it resolved). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

/** A raw authenticated JSON call, past the client's own input validation (to test the server's). */
export async function rawJson(method: string, path: string, body: unknown) {
  const response = await fetch(`${window.location.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken() ?? ''}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { messages?: string[]; data?: unknown };
  return { status: response.status, messages: json.messages ?? [], data: json.data };
}

/**
 * jsdom swaps in its own Blob, File and FormData, whose file parts Node's fetch sends empty
 * (jsdom/jsdom#3800). Multipart tests use Node's classes, as a browser's fetch would get its own.
 */
export function withNodeFileApis(): void {
  const original = { Blob: globalThis.Blob, File: globalThis.File, FormData: globalThis.FormData };
  beforeAll(async () => {
    const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
    Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
  });
  afterAll(() => {
    Object.assign(globalThis, original);
  });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with the PNG signature. */
export function imageFile(size: number, name = 'logo.png', type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE.slice(0, size));
  return new File([bytes], name, { type });
}
