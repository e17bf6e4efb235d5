import * as v from 'valibot';
import { apiOrigin } from '@/env';
import { isRecord } from '@/lib/is-record';
import { refresh as refreshEndpoint } from '../auth/auth.endpoints';
import { type BootRefresh, takeBootRefresh } from './boot-session';
import { errorFromResponse, sendOnce } from './client';
import { ApiError } from './errors';
import { presentRefreshToken } from './refresh-owner';
import { rotate, withTabLock } from './rotation';
import { followOtherTabs, takeTabMessage } from './tab-follow';
import { announceTokens } from './token-channel';
import { type SessionTokens, tokens } from './tokens';

export { followOtherTabs };

let inflight: Promise<void> | null = null;

/**
 * Refreshes the access token. Parallel callers share one request (single flight); tabs take
 * a Web Lock so two tabs never spend the same rotating refresh token (`rotation.ts`). The
 * first refresh of a load adopts the one the boot script already made under the same lock.
 */
export function refreshSession(refusedAccessToken?: string | null): Promise<void> {
  followOtherTabs();
  inflight ??= startRefresh(refusedAccessToken ?? null).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function startRefresh(refusedAccessToken: string | null): Promise<void> {
  const boot = takeBootRefresh();
  if (boot) {
    adoptBootRefresh(await boot);
    if (!stillNeeded(refusedAccessToken)) return;
  }
  await withTabLock(() => runRefresh(refusedAccessToken));
}

/**
 * Takes what the boot-time refresh obtained, as if this module had made it. A pair whose
 * refresh token is no longer the stored one is stale (another tab rotated since: storing it
 * again would bring a spent token back) and is left; so is one when this tab already holds
 * a pair. A refusal ends the session as a refusal here would; a failure leaves it to the
 * caller's refresh.
 */
function adoptBootRefresh(outcome: BootRefresh): void {
  if (outcome.kind === 'done') {
    if (!tokens.accessToken() && tokens.refreshToken() === outcome.pair.refresh_token)
      tokens.set(outcome.pair);
  } else if (outcome.kind === 'heard') {
    takeTabMessage(outcome.message);
  } else if (outcome.kind === 'ended') {
    tokens.clear('expired');
    throw sessionEnded();
  }
}

/** Refreshes only when fewer than 15 s of the access token remain. */
export async function ensureFreshToken(): Promise<void> {
  if (tokens.needsRefresh()) await refreshSession();
}

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
  const outcome = await rotate({
    stillNeeded: () => stillNeeded(refusedAccessToken),
    storedToken: () => tokens.refreshToken(),
    expired: () => tokens.refreshExpired(),
    spend,
    end: () => tokens.clear('expired'),
  });
  if (outcome === 'ended') throw sessionEnded();
}

/** One refresh call: the new pair is kept and handed to the other tabs; a 4xx is a refusal. */
async function spend(token: string): Promise<'done' | 'refused'> {
  const origin = apiOrigin();
  // The refresh worker makes the call where there is one, so that a reload cannot lose the
  // answer (refresh-owner.ts); otherwise this page does.
  const response = await presentRefreshToken(origin, token, () =>
    sendOnce(
      `${origin}${refreshEndpoint.path}`,
      { method: refreshEndpoint.method, headers: {}, json: { token } },
      refreshEndpoint.id,
    ),
  ).catch((error: unknown) => {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ status: 0, keys: ['network_error'], endpointId: refreshEndpoint.id });
  });
  if (!response.ok) {
    // 5xx: the backend is down, the session may still be good. 4xx: this token is spent.
    if (response.status < 500) return 'refused';
    throw await errorFromResponse(response, refreshEndpoint.id);
  }
  const body: unknown = await response.json().catch(() => null);
  // The answer is read as the refresh call declares it: both tokens required, the expiries as
  // times (epoch seconds, milliseconds or ISO 8601, read as epoch seconds).
  const read = v.safeParse(refreshEndpoint.output, isRecord(body) ? body.data : undefined);
  if (!read.success) return 'refused';
  const pair: SessionTokens = read.output;
  tokens.set(pair);
  await announceTokens({ type: 'rotated', tokens: pair });
  return 'done';
}
