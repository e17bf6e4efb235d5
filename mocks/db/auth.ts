import { randomBytes } from 'node:crypto';
import { setAccessVerifier } from '../lib/define';
import {
  DEMO_LOGIN,
  DEMO_MERCHANT_ID,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  FRESH_LOGIN,
  FRESH_MERCHANT_ID,
  FRESH_PASSWORD,
  FRESH_USER_ID,
} from './constants';
import { nowSeconds } from './random';

export interface DemoUser {
  id: string;
  login: string;
  password: string;
  merchantId: number;
  lang: string;
}

interface RefreshRecord {
  userId: string;
  expires: number;
  remember: boolean;
}

interface AuthState {
  users: DemoUser[];
  access: Map<string, { userId: string; expires: number }>;
  refresh: Map<string, RefreshRecord>;
  /** Refresh tokens already rotated: presenting one again is a reuse (counted for the drills). */
  spent: Set<string>;
  reuses: number;
  rotations: number;
  handover: Map<string, string>;
  /** Reset-password / first-login link tokens: token -> e-mail. */
  resetTokens: Map<string, string>;
  /** Reset tokens already spent (a second use says so), and ones past their time. */
  usedResetTokens: Set<string>;
  expiredResetTokens: Set<string>;
  accessTtl: number;
}

const fresh = (): AuthState => ({
  users: [
    {
      id: DEMO_USER_ID,
      login: DEMO_LOGIN,
      password: DEMO_PASSWORD,
      merchantId: DEMO_MERCHANT_ID,
      lang: 'en',
    },
    {
      id: FRESH_USER_ID,
      login: FRESH_LOGIN,
      password: FRESH_PASSWORD,
      merchantId: FRESH_MERCHANT_ID,
      lang: 'en',
    },
  ],
  access: new Map(),
  refresh: new Map(),
  spent: new Set(),
  reuses: 0,
  rotations: 0,
  handover: new Map([['demo-handover-token', DEMO_USER_ID]]),
  resetTokens: new Map([['demo-reset-token', DEMO_LOGIN]]),
  usedResetTokens: new Set(['demo-used-token']),
  expiredResetTokens: new Set(['demo-expired-token']),
  accessTtl: 300,
});

let state = fresh();

export function resetAuth() {
  state = fresh();
}

const b64url = (value: string) => Buffer.from(value).toString('base64url');

function issueAccess(userId: string): { token: string; expires: number } {
  const expires = nowSeconds() + state.accessTtl;
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ sub: userId, exp: expires, jti: randomBytes(6).toString('hex') }));
  const token = `${header}.${payload}.${randomBytes(16).toString('base64url')}`;
  state.access.set(token, { userId, expires });
  return { token, expires };
}

/** A new token pair; the refresh token is single-use (rotation). */
export function issueTokens(userId: string, remember: boolean) {
  const access = issueAccess(userId);
  const refreshToken = randomBytes(24).toString('base64url');
  const rtExpires = nowSeconds() + (remember ? 30 : 1) * 86_400;
  state.refresh.set(refreshToken, { userId, expires: rtExpires, remember });
  return {
    access_token: access.token,
    at_expires: access.expires,
    refresh_token: refreshToken,
    rt_expires: rtExpires,
  };
}

export const authDb = {
  findUserByLogin: (login: string) =>
    state.users.find((u) => u.login.toLowerCase() === login.trim().toLowerCase()),
  user: (id: string) => state.users.find((u) => u.id === id),
  userByMerchant: (merchantId: number) => state.users.find((u) => u.merchantId === merchantId),
  /** Rotates: the token used stops working. */
  rotate(refreshToken: string) {
    const record = state.refresh.get(refreshToken);
    state.refresh.delete(refreshToken);
    if (!record) {
      if (state.spent.has(refreshToken)) state.reuses += 1;
      return null;
    }
    state.spent.add(refreshToken);
    if (record.expires <= nowSeconds()) return null;
    state.rotations += 1;
    return {
      ...issueTokens(record.userId, record.remember),
      remember: record.remember,
      userId: record.userId,
    };
  },
  invalidate(refreshToken: string) {
    state.refresh.delete(refreshToken);
  },
  takeHandover(token: string) {
    const userId = state.handover.get(token);
    state.handover.delete(token);
    return userId ?? null;
  },
  /** A new one-time hand-over token (tests and demos open `/#token=<it>`). */
  createHandover(userId = DEMO_USER_ID) {
    const token = randomBytes(16).toString('base64url');
    state.handover.set(token, userId);
    return token;
  },
  resetTokenEmail: (token: string) => state.resetTokens.get(token) ?? null,
  createResetToken(email: string) {
    const token = randomBytes(16).toString('base64url');
    state.resetTokens.set(token, email);
    return token;
  },
  consumeResetToken(token: string) {
    state.resetTokens.delete(token);
    state.usedResetTokens.add(token);
  },
  /** Why a token that is not live is refused: spent, past its time, or unknown (null). */
  resetTokenRefusal: (token: string): 'token_used' | 'token_expired' | null =>
    state.usedResetTokens.has(token)
      ? 'token_used'
      : state.expiredResetTokens.has(token)
        ? 'token_expired'
        : null,
  setPassword(userId: string, password: string) {
    const user = authDb.user(userId);
    if (user) user.password = password;
  },
  setLogin(userId: string, login: string) {
    const user = authDb.user(userId);
    if (user) user.login = login;
  },
  /** Ends every session: access and refresh tokens stop working. */
  expireAll() {
    state.access.clear();
    state.refresh.clear();
  },
  /** Ends access tokens only (the next call gets 401 and must refresh once). */
  expireAccess() {
    state.access.clear();
  },
  setAccessTtl(seconds: number) {
    state.accessTtl = seconds;
  },
  /** Rotations made, and rotated refresh tokens presented again (API-NOTES forbids it). */
  refreshStats: () => ({ rotations: state.rotations, reuses: state.reuses }),
};

setAccessVerifier((token) => {
  const record = state.access.get(token);
  if (!record || record.expires <= nowSeconds()) return null;
  return record.userId;
});
