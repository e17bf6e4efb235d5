import { authDb } from '@mocks/db/auth';
import { DEMO_LOGIN, DEMO_PASSWORD, DEV_CAPTCHA_TOKEN } from '@mocks/db/constants';
import { server } from '@mocks/node';
import { describe, expect, it } from 'vitest';
import { login, refresh as refreshEndpoint } from '@/api/auth/auth.endpoints';
import { ensureFreshToken, followOtherTabs, refreshSession } from '@/api/http/refresh';
import { request } from '@/api/http/request';
import { type SessionTokens, tokens } from '@/api/http/tokens';

async function signIn(): Promise<SessionTokens> {
  const answer = await request(login, {
    login: DEMO_LOGIN,
    password: DEMO_PASSWORD,
    remember_me: true,
    captcha_token: DEV_CAPTCHA_TOKEN,
  });
  tokens.set(answer, { login: DEMO_LOGIN, rememberMe: true });
  return answer;
}

/** What another tab of the cabinet does: spends the refresh token and gets the next pair. */
async function otherTabRefreshes(token: string): Promise<SessionTokens> {
  const response = await fetch(`${window.location.origin}${refreshEndpoint.path}`, {
    method: refreshEndpoint.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const body = (await response.json()) as { data: SessionTokens };
  return body.data;
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

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('API-NOTES: tabs share the rotating refresh token; one refreshes, the others pick it up', () => {
  it('a pair another tab announces is taken at once: no refresh of this tab’s own, no reuse', async () => {
    followOtherTabs();
    const mine = await signIn();
    tokens.set({ ...mine, at_expires: nowSeconds() + 5 });
    const before = authDb.refreshStats();
    const theirs = await otherTabRefreshes(mine.refresh_token);
    const channel = new BroadcastChannel('cabinet-tokens');
    channel.postMessage({ type: 'rotated', tokens: theirs, id: 'x', tab: 'another-tab' });
    channel.close();
    await expect.poll(() => tokens.accessToken()).toBe(theirs.access_token);
    const refreshes = countRefreshCalls();
    await ensureFreshToken();
    refreshes.stop();
    expect(refreshes.count).toBe(0);
    expect(authDb.refreshStats().reuses).toBe(before.reuses);
    expect(tokens.refreshToken()).toBe(theirs.refresh_token);
  });

  it('a refused refresh adopts the token another tab stored meanwhile and tries it once: still signed in', async () => {
    const mine = await signIn();
    // Another tab rotated; its storage write has not reached this tab yet.
    const theirs = await otherTabRefreshes(mine.refresh_token);
    tokens.set({ ...mine, at_expires: nowSeconds() + 5 });
    // The other tab's write lands right after this tab's refresh was refused.
    const arrives = ({ response }: { response: Response }) => {
      if (response.status >= 400 && response.status < 500)
        window.localStorage.setItem('refresh_token', theirs.refresh_token);
    };
    server.events.on('response:mocked', arrives);
    await refreshSession();
    server.events.removeListener('response:mocked', arrives);
    expect(tokens.hasSession()).toBe(true);
    expect(tokens.needsRefresh()).toBe(false);
    expect(tokens.refreshToken()).not.toBe(theirs.refresh_token);
  });

  it('a refused refresh with no newer token anywhere ends the session', async () => {
    const mine = await signIn();
    authDb.expireAll();
    tokens.set({ ...mine, at_expires: 0 });
    await expect(refreshSession()).rejects.toMatchObject({ key: 'session_expired' });
    expect(tokens.hasSession()).toBe(false);
  });
});
