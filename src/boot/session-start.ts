import { type BootRefresh, type BootSession, type EarlyAnswers, earlyKey } from '@/api/http/boot-session';
import { presentRefreshToken } from '@/api/http/refresh-owner';
import { rotate, withTabLock } from '@/api/http/rotation';
import { announceTokens, onTokenMessage, type TokenMessage } from '@/api/http/token-channel';
import type { SessionTokens } from '@/api/http/tokens';
import { parseDashboardMode } from '@/lib/dashboard-mode';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { type BootCalls, callHref, dashboardCalls } from './call-templates';

/**
 * The boot script's head start on the session: every load of a stored session begins with a
 * refresh (the access token lives in memory only), then the profile, then the landing
 * screen's data. Started here, they run while the framework downloads; the app adopts the
 * answers (`boot-session.ts`) instead of asking again.
 *
 * The refresh follows the app's rules (`rotation.ts`) under the same Web Lock, and hands
 * the new pair to the other tabs on the same channel before it lets the lock go, so two
 * tabs loading at once never both spend the token. A refusal clears the stored session
 * inside the lock; a network failure or a 5xx keeps it for the app's own refresh.
 */
export function startSession(dashboard: boolean, calls: BootCalls): BootSession {
  let heard: TokenMessage | null = null;
  onTokenMessage((message) => {
    heard = message;
  });
  let pair: SessionTokens | null = null;
  let early: Promise<EarlyAnswers> | null = null;

  const spend = async (token: string): Promise<'done' | 'refused'> => {
    // Through the refresh worker where there is one: a reload cannot lose its answer.
    const href = callHref(calls, calls.refresh.path);
    const response = await presentRefreshToken(new URL(href).origin, token, () =>
      fetch(href, {
        method: calls.refresh.method,
        priority: 'high',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    );
    // 5xx: the backend is down, the session may still be good. 4xx: this token is spent.
    if (response.status >= 500) throw new Error(String(response.status));
    const next = response.ok
      ? ((await response.json().catch(() => null)) as { data?: Partial<SessionTokens> } | null)?.data
      : null;
    if (!next?.access_token || !next.refresh_token) return 'refused';
    pair = {
      access_token: next.access_token,
      at_expires: Number(next.at_expires) || 0,
      refresh_token: next.refresh_token,
      rt_expires: Number(next.rt_expires) || 0,
    };
    writeStorage(STORAGE_KEYS.refreshToken, pair.refresh_token);
    early = startEarly(pair.access_token);
    await announceTokens({ type: 'rotated', tokens: pair });
    return 'done';
  };

  const startEarly = async (accessToken: string): Promise<EarlyAnswers> => {
    const answers = new Map<string, Promise<Response>>();
    const get = (href: string) => {
      // Read at once: a body left unread keeps its request open (and a connection busy)
      // on a screen that never adopts it.
      const answer = fetch(href, {
        priority: 'high',
        headers: { Authorization: `Bearer ${accessToken}` },
      }).then(
        async (response) =>
          new Response(await response.blob(), {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          }),
      );
      answers.set(earlyKey(href), answer);
      return answer;
    };
    const profile = get(callHref(calls, calls.profile));
    if (dashboard) {
      for (const path of calls.dashboard.withProfile) get(callHref(calls, path));
      const body = await profile.then((response) => response.clone().json()).catch(() => null);
      const merchantId: unknown = body?.data?.id;
      if (typeof merchantId === 'number') {
        const tzName = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
        const table =
          parseDashboardMode(readStorage(STORAGE_KEYS.dashboardActiveMode)) === 'TransactionTable';
        for (const href of dashboardCalls(calls, { merchantId, tzName, table })) get(href);
      }
    }
    return { accessToken, answers };
  };

  const refresh = withTabLock(async (): Promise<BootRefresh> => {
    const outcome = await rotate({
      stillNeeded: () => !heard && !pair,
      storedToken: () => readStorage(STORAGE_KEYS.refreshToken),
      expired: () => false,
      spend,
      end: () => {
        for (const key of [STORAGE_KEYS.refreshToken, STORAGE_KEYS.login, STORAGE_KEYS.rememberMe])
          writeStorage(key, null);
      },
    });
    if (outcome === 'ended') return { kind: 'ended' };
    if (pair) return { kind: 'done', pair };
    if (heard) {
      early = startEarly((heard as TokenMessage).tokens.access_token);
      return { kind: 'heard', message: heard };
    }
    return { kind: 'failed' };
  }).catch((): BootRefresh => ({ kind: 'failed' }));

  return { refresh, early: refresh.then(() => early) };
}
