import { apiOrigin } from '@/env';
import { refresh as refreshEndpoint } from '../auth/auth.endpoints';
import { errorFromResponse, sendOnce } from './client';
import { ApiError } from './errors';
import { announceTokens, onTokenMessage } from './token-channel';
import { type SessionTokens, tokens } from './tokens';

let inflight: Promise<void> | null = null;
let following = false;

/** How long a refused refresh waits for another tab's rotated pair before ending the session. */
const ROTATION_GRACE_MS = 300;

/**
 * This tab takes the pairs the other tabs obtain (API-NOTES: tabs share the rotating refresh
 * token; one refreshes, the others pick the new token up). Idempotent.
 */
export function followOtherTabs(): void {
  if (following) return;
  following = true;
  onTokenMessage((message) => {
    if (message.type === 'rotated') {
      // Only a session this tab still holds is updated; a quit tab stays quit.
      if (tokens.hasSession() || tokens.accessToken()) tokens.adoptFromTab(message.tokens);
    } else {
      tokens.adoptFromTab(message.tokens, { login: message.login, rememberMe: message.rememberMe });
    }
  });
}

/**
 * Refreshes the access token. Parallel callers share one request (single flight); tabs take
 * a Web Lock so two tabs never spend the same rotating refresh token:
 * - the tab that refreshed hands the new pair to the others before it releases the lock;
 * - a tab that gets the lock first checks whether that already happened, and then needs
 *   no refresh of its own;
 * - a refused refresh first waits briefly for a pair another tab obtained, and re-reads the
 *   stored token: if it changed since this attempt began, it is adopted and tried once.
 *   Only then is the session ended. A network failure keeps the session.
 */
export function refreshSession(refusedAccessToken?: string | null): Promise<void> {
  followOtherTabs();
  inflight ??= withTabLock(() => runRefresh(refusedAccessToken ?? null)).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Refreshes only when fewer than 15 s of the access token remain. */
export async function ensureFreshToken(): Promise<void> {
  if (tokens.needsRefresh()) await refreshSession();
}

async function withTabLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    await locks.request('cabinet-session-refresh', async () => {
      // Messages that arrived with the lock are handled first (a pair another tab obtained).
      await new Promise((resolve) => setTimeout(resolve, 0));
      await run();
    });
    return;
  }
  await run();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sessionEnded(): ApiError {
  return new ApiError({ status: 401, keys: ['session_expired'], endpointId: refreshEndpoint.id });
}

/** Whether this tab still needs a new access token (another tab's pair may have arrived). */
function stillNeeded(refusedAccessToken: string | null): boolean {
  if (refusedAccessToken !== null)
    return tokens.accessToken() === refusedAccessToken || tokens.needsRefresh();
  return tokens.needsRefresh();
}

async function runRefresh(refusedAccessToken: string | null): Promise<void> {
  // Another tab refreshed while this one waited for the lock: its pair is already here.
  if (!stillNeeded(refusedAccessToken)) return;
  const token = tokens.refreshToken();
  if (!token || tokens.refreshExpired()) {
    tokens.clear('expired');
    throw sessionEnded();
  }
  let outcome = await spend(token);
  if (outcome === 'refused') {
    await pause(ROTATION_GRACE_MS);
    if (!stillNeeded(refusedAccessToken)) return;
    const stored = tokens.refreshToken();
    if (stored && stored !== token) outcome = await spend(stored);
  }
  if (outcome === 'refused') {
    tokens.clear('expired');
    throw sessionEnded();
  }
}

/** One refresh call: the new pair is kept and handed to the other tabs; a 4xx is a refusal. */
async function spend(token: string): Promise<'done' | 'refused'> {
  const response = await sendOnce(
    `${apiOrigin()}${refreshEndpoint.path}`,
    { method: refreshEndpoint.method, headers: {}, json: { token } },
    refreshEndpoint.id,
  );
  if (!response.ok) {
    // 5xx: the backend is down, the session may still be good. 4xx: this token is spent.
    if (response.status < 500) return 'refused';
    throw await errorFromResponse(response, refreshEndpoint.id);
  }
  const body = (await response.json().catch(() => null)) as { data?: Partial<SessionTokens> } | null;
  const next = body?.data;
  if (!next?.access_token || !next.refresh_token) return 'refused';
  const pair: SessionTokens = {
    access_token: next.access_token,
    at_expires: Number(next.at_expires) || 0,
    refresh_token: next.refresh_token,
    rt_expires: Number(next.rt_expires) || 0,
  };
  tokens.set(pair);
  await announceTokens({ type: 'rotated', tokens: pair });
  return 'done';
}
