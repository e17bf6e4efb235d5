import { authDb } from '@mocks/db/auth';
import { DEMO_LOGIN, DEMO_PASSWORD, DEV_CAPTCHA_TOKEN } from '@mocks/db/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { login, refresh as refreshEndpoint } from '@/api/auth/auth.endpoints';
import { ensureFreshToken, followOtherTabs, refreshSession } from '@/api/http/refresh';
import { createRefreshKeeper } from '@/api/http/refresh-keeper';
import { chooseRefreshWorker, presentRefreshToken, type RefreshWorkerHandle } from '@/api/http/refresh-owner';
import { isRefreshRequest, type WorkerReply } from '@/api/http/refresh-protocol';
import { request } from '@/api/http/request';
import { type SessionTokens, tokens } from '@/api/http/tokens';
import { bootCalls } from '@/boot/calls';
import { startSession } from '@/boot/session-start';
import { countCalls } from './count-calls';

/**
 * The refresh worker's rules with the real demo backend (which refuses a used refresh token):
 * a stand-in for the service worker, built on the worker's own keeper, answers the pages.
 */
function standInWorker() {
  const sent: string[] = [];
  const keeper = createRefreshKeeper({
    async send(token) {
      sent.push(token);
      const response = await fetch(`${window.location.origin}${refreshEndpoint.path}`, {
        method: refreshEndpoint.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return { status: response.status, body: await response.text() };
    },
  });
  const worker: RefreshWorkerHandle = {
    postMessage(message, [port]) {
      if (!(port instanceof MessagePort) || !isRefreshRequest(message)) return;
      const reply = (data: WorkerReply) => port.postMessage(data);
      reply({ type: 'received' });
      keeper.present(message.token).then(
        (answer) => reply({ type: 'answer', ...answer }),
        () => reply({ type: 'network-error' }),
      );
    },
  };
  chooseRefreshWorker(async () => worker);
  return { sent, keeper };
}

/** A signed-in merchant; the page then reloads (the access token is lost with it). */
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

const REFRESH = `PUT ${refreshEndpoint.path}`;

afterEach(() => chooseRefreshWorker(null));

describe('refresh worker: a reload during a refresh never signs the merchant out', () => {
  it('the next load is handed the pair the left load obtained: one rotation, no reuse, signed in', async () => {
    const worker = standInWorker();
    const mine = await signIn();
    const before = authDb.refreshStats();
    await leftAnswer(mine.refresh_token);
    // The next load: nothing in memory, the spent token still stored.
    tokens.forgetAccessToken();
    await refreshSession();
    expect(tokens.hasSession()).toBe(true);
    expect(tokens.needsRefresh()).toBe(false);
    expect(tokens.refreshToken()).not.toBe(mine.refresh_token);
    expect(worker.sent).toEqual([mine.refresh_token]);
    expect(authDb.refreshStats()).toEqual({ rotations: before.rotations + 1, reuses: before.reuses });
  });

  it('the boot script goes through the worker too: a reload of a reload keeps the session', async () => {
    standInWorker();
    const mine = await signIn();
    tokens.forgetAccessToken();
    const before = authDb.refreshStats();
    // Two loads that each started their boot-time refresh with the same stored token.
    const [first, second] = await Promise.all([
      startSession(false, bootCalls()).refresh,
      startSession(false, bootCalls()).refresh,
    ]);
    expect(first.kind).toBe('done');
    expect(second.kind === 'done' || second.kind === 'heard').toBe(true);
    expect(tokens.refreshToken()).not.toBe(mine.refresh_token);
    expect(tokens.hasSession()).toBe(true);
    expect(authDb.refreshStats()).toEqual({ rotations: before.rotations + 1, reuses: before.reuses });
  });

  it('without the worker the same reload presents a spent token and the session ends', async () => {
    const mine = await signIn();
    // The left load's call reached the server, which rotated; its answer was lost.
    await fetch(`${window.location.origin}${refreshEndpoint.path}`, {
      method: refreshEndpoint.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: mine.refresh_token }),
    });
    tokens.forgetAccessToken();
    await expect(refreshSession()).rejects.toMatchObject({ key: 'session_expired' });
    expect(tokens.hasSession()).toBe(false);
  });

  it('tabs still follow each other: a pair another tab announces is taken with no refresh here', async () => {
    const worker = standInWorker();
    followOtherTabs();
    const mine = await signIn();
    tokens.set({ ...mine, at_expires: Math.floor(Date.now() / 1000) + 5 });
    const theirs = (await (await leftAnswer(mine.refresh_token)).json()) as { data: SessionTokens };
    const channel = new BroadcastChannel('cabinet-tokens');
    channel.postMessage({ type: 'rotated', tokens: theirs.data, id: 'x', tab: 'another-tab' });
    channel.close();
    await expect.poll(() => tokens.accessToken()).toBe(theirs.data.access_token);
    const calls = countCalls();
    await ensureFreshToken();
    calls.stop();
    expect(calls.count(REFRESH)).toBe(0);
    expect(worker.sent).toEqual([mine.refresh_token]);
    expect(tokens.refreshToken()).toBe(theirs.data.refresh_token);
  });

  it('a refresh token another tab already spent through the worker is answered with that tab’s pair', async () => {
    const worker = standInWorker();
    const mine = await signIn();
    const before = authDb.refreshStats();
    // Another tab refreshed with the stored token; its storage write has not reached this tab.
    const theirs = (await (await leftAnswer(mine.refresh_token)).json()) as { data: SessionTokens };
    tokens.forgetAccessToken();
    await refreshSession();
    expect(tokens.accessToken()).toBe(theirs.data.access_token);
    expect(tokens.refreshToken()).toBe(theirs.data.refresh_token);
    expect(worker.sent).toEqual([mine.refresh_token]);
    expect(authDb.refreshStats().reuses).toBe(before.reuses);
  });

  it('a worker that does not take the request in time: the page refreshes by itself', async () => {
    chooseRefreshWorker(async () => ({ postMessage: () => undefined }));
    const mine = await signIn();
    tokens.forgetAccessToken();
    const calls = countCalls();
    await refreshSession();
    calls.stop();
    expect(calls.count(REFRESH)).toBe(1);
    expect(tokens.refreshToken()).not.toBe(mine.refresh_token);
    expect(tokens.needsRefresh()).toBe(false);
  });
});

/**
 * Another load's (or tab's) presentation of this token through the worker: a load whose page
 * goes away drops the answer, which the worker still has.
 */
function leftAnswer(token: string): Promise<Response> {
  return presentRefreshToken(window.location.origin, token, () => Promise.reject(new Error('no worker')));
}
