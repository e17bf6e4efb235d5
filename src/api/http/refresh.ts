import { apiOrigin } from '@/env';
import { refresh as refreshEndpoint } from '../auth/auth.endpoints';
import { errorFromResponse, sendOnce } from './client';
import { ApiError } from './errors';
import { type SessionTokens, tokens } from './tokens';

let inflight: Promise<void> | null = null;

/**
 * Refreshes the access token. Parallel callers share one request (single flight); tabs
 * take a Web Lock so two tabs never spend the same rotating refresh token at once: the
 * second tab reads the token the first one stored. A refused refresh clears the session
 * (the session context then sends the merchant to /login); a network failure keeps it.
 */
export function refreshSession(): Promise<void> {
  inflight ??= withTabLock(runRefresh).finally(() => {
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
    await locks.request('cabinet-session-refresh', run);
    return;
  }
  await run();
}

async function runRefresh(): Promise<void> {
  const token = tokens.refreshToken();
  if (!token || tokens.refreshExpired()) {
    tokens.clear('expired');
    throw new ApiError({ status: 401, keys: ['session_expired'], endpointId: refreshEndpoint.id });
  }
  const response = await sendOnce(
    `${apiOrigin()}${refreshEndpoint.path}`,
    { method: refreshEndpoint.method, headers: {}, json: { token } },
    refreshEndpoint.id,
  );
  if (!response.ok) {
    const error = await errorFromResponse(response, refreshEndpoint.id);
    // 5xx: the backend is down, the session may still be good. 4xx: the token is dead.
    if (response.status < 500) tokens.clear('expired');
    throw error;
  }
  const body = (await response.json()) as { data?: SessionTokens };
  if (!body.data?.access_token) {
    tokens.clear('expired');
    throw new ApiError({
      status: response.status,
      keys: ['session_expired'],
      endpointId: refreshEndpoint.id,
    });
  }
  tokens.set(body.data);
}
