import { authDb } from '@mocks/db/auth';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { endpoint } from '@/api/http/endpoint';
import { ApiError, errorMessage, isSilentError, SecondFactorCancelled } from '@/api/http/errors';
import { onDemand, request } from '@/api/http/request';
import { registerSecondFactorHandler } from '@/api/http/second-factor';
import { type SessionEvent, tokens } from '@/api/http/tokens';

const ping = endpoint({
  id: 'test.ping',
  method: 'GET',
  path: '/api/test/ping',
  input: v.object({ n: v.optional(v.number()) }),
  output: v.object({ ok: v.boolean(), n: v.optional(v.number()) }),
});

const save = endpoint({
  id: 'test.save',
  method: 'POST',
  path: '/api/test/save',
  input: v.object({ value: v.string() }),
  output: v.object({ saved: v.string() }),
});

async function signIn() {
  const answer = await request(login, {
    login: 'demo@example.com',
    password: 'Demo1234',
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: 'demo@example.com', rememberMe: true });
  return answer;
}

function countRefreshCalls() {
  let count = 0;
  const listener = ({ request: r }: { request: Request }) => {
    if (r.method === 'PUT' && new URL(r.url).pathname === '/api/merchant-owner/auth') count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

describe('HTTP layer', () => {
  it('unwraps { data } and sends the bearer token', async () => {
    let auth = '';
    server.use(
      handle(ping, ({ request: r, input }) => {
        auth = r.headers.get('authorization') ?? '';
        return { ok: true, n: input.n };
      }),
    );
    const answer = await signIn();
    await expect(request(ping, { n: 3 })).resolves.toEqual({ ok: true, n: 3 });
    expect(auth).toBe(`Bearer ${answer.access_token}`);
  });

  it('ten parallel calls with an expiring token make exactly one refresh call', async () => {
    server.use(handle(ping, () => ({ ok: true })));
    const answer = await signIn();
    // 10 s left: under the 15 s margin, so every call wants a refresh first.
    tokens.set({ ...answer, at_expires: Math.floor(Date.now() / 1000) + 10 });
    const refreshes = countRefreshCalls();
    const results = await Promise.all(Array.from({ length: 10 }, () => request(ping, {})));
    refreshes.stop();
    expect(results).toHaveLength(10);
    expect(refreshes.count).toBe(1);
    expect(tokens.needsRefresh()).toBe(false);
  });

  it('a token with more than 15 s left is not refreshed', async () => {
    server.use(handle(ping, () => ({ ok: true })));
    await signIn();
    const refreshes = countRefreshCalls();
    await request(ping, {});
    refreshes.stop();
    expect(refreshes.count).toBe(0);
  });

  it('a refresh answered with expiries in milliseconds and ISO 8601 keeps them as epoch seconds', async () => {
    server.use(http.get('*/api/test/ping', () => HttpResponse.json({ data: { ok: true } })));
    const answer = await signIn();
    tokens.set({ ...answer, at_expires: Math.floor(Date.now() / 1000) + 10 });
    const now = Math.floor(Date.now() / 1000);
    server.use(
      http.put('*/api/merchant-owner/auth', () =>
        HttpResponse.json({
          data: {
            access_token: 'a2',
            at_expires: (now + 300) * 1000,
            refresh_token: 'r2',
            rt_expires: new Date((now + 86_400) * 1000).toISOString(),
          },
        }),
      ),
    );
    await request(ping, {});
    expect(tokens.accessToken()).toBe('a2');
    // Refreshed again 15 s before the access token's end, not in the year 58,000.
    expect(tokens.needsRefresh(now + 200)).toBe(false);
    expect(tokens.needsRefresh(now + 290)).toBe(true);
    // The refresh token ends when the answer said, not never.
    expect(tokens.refreshExpired(now + 86_000)).toBe(false);
    expect(tokens.refreshExpired(now + 86_500)).toBe(true);
  });

  it('a 401 mid-session refreshes once and repeats the call', async () => {
    server.use(handle(ping, () => ({ ok: true })));
    await signIn();
    authDb.expireAccess();
    const refreshes = countRefreshCalls();
    await expect(request(ping, {})).resolves.toEqual({ ok: true });
    refreshes.stop();
    expect(refreshes.count).toBe(1);
  });

  it('a call still refused with 401 after a good refresh says access was refused, and the session stays', async () => {
    server.use(
      http.get('*/api/test/ping', () => HttpResponse.json({ messages: ['unauthorized'] }, { status: 401 })),
    );
    await signIn();
    const refreshes = countRefreshCalls();
    const error = (await request(ping, {}).catch((e: unknown) => e)) as ApiError;
    refreshes.stop();
    expect(refreshes.count).toBe(1);
    expect(error.key).toBe('access_denied');
    expect(errorMessage(error, () => true)).toEqual({ key: 'access_denied' });
    expect(tokens.hasSession()).toBe(true);
  });

  it('a failed refresh clears the session and tells the app (reason expired)', async () => {
    server.use(handle(ping, () => ({ ok: true })));
    const answer = await signIn();
    authDb.expireAll();
    tokens.set({ ...answer, at_expires: 0 });
    const events: SessionEvent[] = [];
    const off = tokens.subscribe((e) => events.push(e));
    const error = await request(ping, {}).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect(tokens.hasSession()).toBe(false);
    expect(tokens.accessToken()).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(events).toContainEqual({ type: 'signed-out', reason: 'expired' });
  });

  it('403 need_2fa repeats the same request with the factor headers', async () => {
    const seen: Array<Record<string, string | null>> = [];
    const bodies: string[] = [];
    server.use(
      handle(save, ({ request: r, input }) => {
        seen.push({
          token: r.headers.get('x-2fa-token'),
          signature: r.headers.get('x-captcha-signature'),
          pin: r.headers.get('x-pin-code'),
        });
        bodies.push(input.value);
        if (!r.headers.get('x-pin-code')) {
          throw new MockError(403, ['need_2fa'], {
            methods: ['pin'],
            token: 'tmp-1',
            captcha_signature: 'sig-1',
          });
        }
        return { saved: input.value };
      }),
    );
    await signIn();
    const off = registerSecondFactorHandler(async (challenge, verify) => {
      expect(challenge.methods).toEqual(['pin']);
      await verify({ method: 'pin', code: '1234' });
    });
    await expect(request(save, { value: 'logo' })).resolves.toEqual({ saved: 'logo' });
    off();
    expect(seen[1]).toEqual({ token: 'tmp-1', signature: 'sig-1', pin: '1234' });
    expect(bodies).toEqual(['logo', 'logo']);
  });

  it('a wrong code reaches the dialog, which may try again', async () => {
    server.use(
      handle(save, ({ request: r, input }) => {
        const pin = r.headers.get('x-pin-code');
        if (!pin)
          throw new MockError(403, ['need_2fa'], { methods: ['pin'], token: 't', captcha_signature: 's' });
        if (pin !== '1234') throw new MockError(403, ['wrong_2fa_code']);
        return { saved: input.value };
      }),
    );
    await signIn();
    const failures: string[] = [];
    const off = registerSecondFactorHandler(async (_challenge, verify) => {
      await verify({ method: 'pin', code: '0000' }).catch((e: ApiError) => failures.push(e.key));
      await verify({ method: 'pin', code: '1234' });
    });
    await expect(request(save, { value: 'x' })).resolves.toEqual({ saved: 'x' });
    off();
    expect(failures).toEqual(['wrong_2fa_code']);
  });

  it('the dialog learns the login a sign-in sends, and none from a signed-in call', async () => {
    const withLogin = endpoint({
      id: 'test.invite',
      method: 'POST',
      path: '/api/test/invite',
      input: v.object({ login: v.string() }),
      output: v.object({ ok: v.boolean() }),
    });
    const challenge = { methods: ['email'], token: 't', captcha_signature: 's' };
    await signIn();
    server.use(
      handle(login, ({ request: r }) => {
        if (!r.headers.get('x-email-code')) throw new MockError(403, ['need_2fa'], challenge);
        return { access_token: 'a.b.c', at_expires: 1, refresh_token: 'r', rt_expires: 1 };
      }),
      handle(withLogin, ({ request: r }) => {
        if (!r.headers.get('x-email-code')) throw new MockError(403, ['need_2fa'], challenge);
        return { ok: true };
      }),
    );
    const logins: (string | null)[] = [];
    const off = registerSecondFactorHandler(async (_challenge, verify, context) => {
      logins.push(context.login);
      await verify({ method: 'email', code: '123456' });
    });
    await request(login, {
      login: ' demo@example.com ',
      password: 'Demo1234',
      remember_me: false,
      captcha_token: 'dev-captcha-token',
    });
    await request(withLogin, { login: 'someone@example.com' });
    off();
    expect(logins).toEqual(['demo@example.com', null]);
  });

  it('cancelling the second factor rejects the call cleanly (silent)', async () => {
    server.use(
      handle(save, () => {
        throw new MockError(403, ['need_2fa'], { methods: ['otp'], token: 't', captcha_signature: 's' });
      }),
    );
    await signIn();
    const off = registerSecondFactorHandler(async () => {
      throw new SecondFactorCancelled();
    });
    const error = await request(save, { value: 'x' }).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(SecondFactorCancelled);
    expect(isSilentError(error)).toBe(true);
    expect(errorMessage(error, () => true)).toBeNull();
  });

  it('an aborted request rejects silently', async () => {
    server.use(
      http.get('*/api/test/ping', async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await signIn();
    const controller = new AbortController();
    const pending = request(ping, {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isSilentError(error)).toBe(true);
    expect(errorMessage(error, () => true)).toBeNull();
  });

  it('a network failure becomes network_error', async () => {
    server.use(http.get('*/api/test/ping', () => HttpResponse.error()));
    await signIn();
    const error = await request(ping, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('network_error');
    expect(errorMessage(error, () => true)).toEqual({ key: 'network_error' });
  });

  it('code loaded on demand: a failed download is the call’s network failure, and the next call asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let downloads = 0;
    const code = onDemand(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { ready: true };
    });
    const error = await code('test.ping').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('network_error');
    expect((error as ApiError).endpointId).toBe('test.ping');
    expect(warn).toHaveBeenCalledOnce();
    await expect(code('test.ping')).resolves.toEqual({ ready: true });
    await expect(code('test.ping')).resolves.toEqual({ ready: true });
    expect(downloads).toBe(2);
    warn.mockRestore();
  });

  it('code loaded on demand that never arrives fails the call after its time limit, and is asked again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let downloads = 0;
    const code = onDemand(() => {
      downloads += 1;
      return downloads === 1 ? new Promise<never>(() => undefined) : Promise.resolve('here');
    }, 20);
    const error = await code('test.ping').catch((e: unknown) => e);
    expect((error as ApiError).key).toBe('network_error');
    await expect(code('test.ping')).resolves.toBe('here');
    warn.mockRestore();
  });

  it('input is validated before sending (validation_error, no request)', async () => {
    let called = false;
    server.use(
      handle(save, () => {
        called = true;
        return { saved: '' };
      }),
    );
    await signIn();
    const error = await request(save, { value: 42 as unknown as string }).catch((e: unknown) => e);
    expect((error as ApiError).key).toBe('validation_error');
    expect(called).toBe(false);
  });

  it('an answer that cannot be read at all rejects with invalid_answer', async () => {
    server.use(http.get('*/api/test/ping', () => HttpResponse.json({ data: { ok: 'yes' } })));
    await signIn();
    const error = await request(ping, {}).catch((e: unknown) => e);
    expect((error as ApiError).key).toBe('invalid_answer');
  });

  it('query arrays repeat the key and booleans are 1/0', async () => {
    const list = endpoint({
      id: 'test.list',
      method: 'GET',
      path: '/api/test/list',
      input: v.object({ storeId: v.array(v.number()), short: v.boolean() }),
      output: v.object({ storeId: v.array(v.number()), short: v.boolean() }),
    });
    let search = '';
    server.use(
      handle(list, ({ request: r, input }) => {
        search = new URL(r.url).search;
        return input;
      }),
    );
    await signIn();
    await expect(request(list, { storeId: [3, 7], short: true })).resolves.toEqual({
      storeId: [3, 7],
      short: true,
    });
    expect(search).toBe('?storeId=3&storeId=7&short=1');
  });
});

describe('SPEC section 8: each error row maps to its message', () => {
  const known = (key: string) =>
    ['invalid_password', 'need_2fa', 'wrong_2fa_code', 'store_not_found'].includes(key);
  const cases: Array<[string, ApiError | Error, ReturnType<typeof errorMessage>]> = [
    [
      'HTTP 409 shows conflict_version_error',
      new ApiError({ status: 409, keys: ['whatever'] }),
      { key: 'conflict_version_error' },
    ],
    [
      'HTTP 413 shows upload_profile_photo_error',
      new ApiError({ status: 413, keys: [] }),
      { key: 'upload_profile_photo_error' },
    ],
    [
      'other errors show the first server key translated',
      new ApiError({ status: 400, keys: ['invalid_password', 'x'] }),
      { key: 'invalid_password' },
    ],
    [
      'an unknown key falls back to the status text',
      new ApiError({ status: 502, keys: ['odd_key'], statusText: 'Bad Gateway' }),
      { text: 'Bad Gateway' },
    ],
    [
      'no key and no status text gives unknown_error',
      new ApiError({ status: 500, keys: [] }),
      { key: 'unknown_error' },
    ],
    [
      'network failure gives network_error',
      new ApiError({ status: 0, keys: ['network_error'] }),
      { key: 'network_error' },
    ],
    ['an aborted request is silent', new DOMException('aborted', 'AbortError'), null],
    ['a cancelled second factor is silent', new SecondFactorCancelled(), null],
    ['anything else gives unknown_error', new Error('boom'), { key: 'unknown_error' }],
  ];
  for (const [rule, error, expected] of cases) {
    it(rule, () => expect(errorMessage(error, known)).toEqual(expected));
  }
});
