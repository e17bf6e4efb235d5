import { authDb } from '@mocks/db/auth';
import { DEMO_LOGIN, DEMO_PASSWORD, DEV_CAPTCHA_TOKEN } from '@mocks/db/constants';
import { server } from '@mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { login, refresh as refreshEndpoint } from '@/api/auth/auth.endpoints';
import { BOOT_SESSION_GLOBAL, type BootSession } from '@/api/http/boot-session';
import { ensureFreshToken } from '@/api/http/refresh';
import { request } from '@/api/http/request';
import { type SessionTokens, tokens } from '@/api/http/tokens';
import { person } from '@/api/profile/profile.endpoints';
import { personQuery } from '@/api/profile/profile.queries';
import { bootCalls } from '@/boot/calls';
import { startSession } from '@/boot/session-start';
import { prefetchDashboard } from '@/features/dashboard/dashboard-prefetch';
import { createQueryClient } from '@/query-client';
import { countCalls } from './count-calls';

/** A signed-in merchant reloads the page: the refresh token is stored, no access token yet. */
async function reloadSignedIn(): Promise<SessionTokens> {
  const answer = await request(login, {
    login: DEMO_LOGIN,
    password: DEMO_PASSWORD,
    remember_me: true,
    captcha_token: DEV_CAPTCHA_TOKEN,
  });
  tokens.set(answer, { login: DEMO_LOGIN, rememberMe: true });
  tokens.forgetAccessToken();
  return answer;
}

const REFRESH = `PUT ${refreshEndpoint.path}`;

/** What the boot script leaves for the app. */
function startBoot(dashboard: boolean): void {
  (globalThis as Record<string, unknown>)[BOOT_SESSION_GLOBAL] = startSession(dashboard, bootCalls());
}

function bootSession(): BootSession {
  const session = (globalThis as Record<string, unknown>)[BOOT_SESSION_GLOBAL];
  if (!session) throw new Error('the boot script left no session');
  return session as BootSession;
}

/** What another tab does: spends the stored refresh token and stores the next one. */
async function otherTabRefreshes(token: string): Promise<SessionTokens> {
  const response = await fetch(`${window.location.origin}${refreshEndpoint.path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const pair = ((await response.json()) as { data: SessionTokens }).data;
  window.localStorage.setItem('refresh_token', pair.refresh_token);
  return pair;
}

describe('a page load adopts the session the boot script started', () => {
  it.each(['TransactionTable', 'InOutChart'])(
    'the boot-time refresh is the load’s only one, and the dashboard (%s) asks for nothing the boot script did not',
    async (mode) => {
      await reloadSignedIn();
      window.localStorage.setItem('dashboardActiveMode', mode);
      const stats = authDb.refreshStats();
      const calls = countCalls();
      startBoot(true);
      // Every GET of the boot script has left once its early answers are listed.
      await bootSession().early;
      const sentByBoot = calls.all();
      expect(sentByBoot).toContain('GET /api/merchant-owner/security');
      const appCalls = countCalls();
      await ensureFreshToken();
      expect(tokens.accessToken()).not.toBeNull();
      // The app's client (its answers stay fresh for a while), as the route guard and loader use it.
      const queryClient = createQueryClient();
      const { id } = await queryClient.fetchQuery(personQuery());
      // The dashboard route's own prefetch: its first screen and the setup checklist.
      await prefetchDashboard(queryClient, id, {});
      expect(appCalls.all()).toEqual([]);
      for (const query of queryClient.getQueryCache().getAll())
        expect(query.state.status, query.queryHash).toBe('success');
      await ensureFreshToken();
      expect(calls.count(REFRESH)).toBe(1);
      expect(authDb.refreshStats()).toEqual({ rotations: stats.rotations + 1, reuses: stats.reuses });
      // Used once: asked again, the profile is fetched anew.
      await request(person);
      expect(appCalls.count('GET /api/merchant/person')).toBe(1);
      appCalls.stop();
      calls.stop();
      expect(globalThis).not.toHaveProperty(BOOT_SESSION_GLOBAL);
    },
  );

  it('a pair another tab has rotated past is stale: not stored again, the newest token is refreshed, none spent twice', async () => {
    await reloadSignedIn();
    const calls = countCalls();
    startBoot(false);
    const outcome = await bootSession().refresh;
    expect(outcome.kind).toBe('done');
    const theirs = await otherTabRefreshes(outcome.kind === 'done' ? outcome.pair.refresh_token : '');
    const before = authDb.refreshStats();
    await ensureFreshToken();
    expect(tokens.refreshToken()).not.toBe(theirs.refresh_token);
    expect(tokens.accessToken()).not.toBe(outcome.kind === 'done' ? outcome.pair.access_token : null);
    expect(authDb.refreshStats()).toEqual({ rotations: before.rotations + 1, reuses: 0 });
    // The profile the boot script asked with the stale token is not this session's answer.
    await request(person);
    expect(calls.count('GET /api/merchant/person')).toBe(2);
    calls.stop();
  });

  it('network trouble at boot keeps the session: the app refreshes once itself', async () => {
    await reloadSignedIn();
    server.use(http.put(refreshEndpoint.path, () => HttpResponse.error(), { once: true }));
    const calls = countCalls();
    startBoot(true);
    expect((await bootSession().refresh).kind).toBe('failed');
    expect(tokens.hasSession()).toBe(true);
    await ensureFreshToken();
    expect(tokens.accessToken()).not.toBeNull();
    expect(calls.count(REFRESH)).toBe(2);
    expect(authDb.refreshStats().reuses).toBe(0);
    calls.stop();
  });

  it('a refused refresh at boot ends the session as a refused refresh does: cleared, no second try of the token', async () => {
    await reloadSignedIn();
    authDb.expireAll();
    const calls = countCalls();
    startBoot(true);
    await expect(ensureFreshToken()).rejects.toMatchObject({ key: 'session_expired' });
    expect(tokens.hasSession()).toBe(false);
    expect(window.localStorage.getItem('login')).toBeNull();
    expect(calls.count(REFRESH)).toBe(1);
    expect(calls.count('GET /api/merchant/person')).toBe(0);
    calls.stop();
  });
});
