import { hasStoredSession, readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { announceTokens } from './token-channel';

/** Seconds before expiry at which the access token is refreshed (SPEC.md section 9). */
export const REFRESH_MARGIN_SECONDS = 15;

export interface SessionTokens {
  access_token: string;
  at_expires: number;
  refresh_token: string;
  rt_expires: number;
}

export type SessionEvent =
  /** `tab`: the sign-in happened in another tab of the cabinet and was adopted here. */
  | { type: 'signed-in'; from?: 'tab' }
  | { type: 'refreshed' }
  /** The login e-mail changed (login e-mail change on the security page). */
  | { type: 'login-changed' }
  /** reason: `logout` (the merchant quit) or `expired` (refresh failed). */
  | { type: 'signed-out'; reason: 'logout' | 'expired' };

type Listener = (event: SessionEvent) => void;

let accessToken: string | null = null;
let atExpires = 0;
let rtExpires = 0;
const listeners = new Set<Listener>();

const nowSeconds = () => Math.floor(Date.now() / 1000);

function emit(event: SessionEvent) {
  for (const listener of [...listeners]) listener(event);
}

/** The user id is the `sub` claim of the access token (a JWT). */
export function userIdFromToken(token: string | null): string | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'sub' in claims) return String(claims.sub);
  } catch {
    return null;
  }
  return null;
}

export const tokens = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  accessToken: () => accessToken,
  refreshToken: () => readStorage(STORAGE_KEYS.refreshToken),
  userId: () => userIdFromToken(accessToken),
  login: () => readStorage(STORAGE_KEYS.login),
  rememberMe: () => readStorage(STORAGE_KEYS.rememberMe) === '1',
  /** A session exists when a refresh token is stored (the access token may still need fetching). */
  hasSession: hasStoredSession,
  /** True when there is no usable access token or fewer than 15 s remain. */
  needsRefresh(now = nowSeconds()): boolean {
    return !accessToken || atExpires - now < REFRESH_MARGIN_SECONDS;
  },
  refreshExpired(now = nowSeconds()): boolean {
    return rtExpires > 0 && rtExpires <= now;
  },
  /** Stores a new token pair. `login` and `remember` are given on sign-in only. */
  set(next: SessionTokens, identity?: { login: string; rememberMe: boolean }) {
    accessToken = next.access_token;
    atExpires = next.at_expires;
    rtExpires = next.rt_expires;
    writeStorage(STORAGE_KEYS.refreshToken, next.refresh_token);
    if (identity) {
      writeStorage(STORAGE_KEYS.login, identity.login);
      writeStorage(STORAGE_KEYS.rememberMe, identity.rememberMe ? '1' : '0');
      // A tab waiting on /login follows (SPEC.md section 4), without waiting for storage.
      void announceTokens({ type: 'signed-in', tokens: { ...next }, ...identity });
      emit({ type: 'signed-in' });
    } else {
      emit({ type: 'refreshed' });
    }
  },
  /**
   * Takes the pair another tab obtained (a rotation or a sign-in there): the access token in
   * memory, the refresh token stored as that tab stored it. Nothing is announced again.
   */
  adoptFromTab(next: SessionTokens, identity?: { login: string; rememberMe: boolean }) {
    accessToken = next.access_token;
    atExpires = next.at_expires;
    rtExpires = next.rt_expires;
    writeStorage(STORAGE_KEYS.refreshToken, next.refresh_token);
    if (identity) {
      writeStorage(STORAGE_KEYS.login, identity.login);
      writeStorage(STORAGE_KEYS.rememberMe, identity.rememberMe ? '1' : '0');
    }
    emit(identity ? { type: 'signed-in', from: 'tab' } : { type: 'refreshed' });
  },
  /** Starts a session from a refresh token alone (hand-over link); the access token follows on the first call. */
  adopt(refreshToken: string, identity: { login: string; rememberMe: boolean }) {
    accessToken = null;
    atExpires = 0;
    rtExpires = 0;
    writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
    writeStorage(STORAGE_KEYS.login, identity.login);
    writeStorage(STORAGE_KEYS.rememberMe, identity.rememberMe ? '1' : '0');
    emit({ type: 'signed-in' });
  },
  /** Drops the in-memory access token (another tab rotated or ended the session). */
  forgetAccessToken() {
    accessToken = null;
    atExpires = 0;
  },
  setLogin(login: string) {
    writeStorage(STORAGE_KEYS.login, login);
    emit({ type: 'login-changed' });
  },
  clear(reason: 'logout' | 'expired') {
    const had = accessToken !== null || tokens.hasSession();
    accessToken = null;
    atExpires = 0;
    rtExpires = 0;
    writeStorage(STORAGE_KEYS.refreshToken, null);
    writeStorage(STORAGE_KEYS.login, null);
    writeStorage(STORAGE_KEYS.rememberMe, null);
    if (had) emit({ type: 'signed-out', reason });
  },
};
