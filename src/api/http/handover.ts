import { redirectionData } from '@/api/auth/auth.endpoints';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { refreshSession } from './refresh';
import { request } from './request';
import { tokens } from './tokens';

/**
 * Exchanges a hand-over token (taken from the URL hash) for a session: the answer's
 * refresh token, login, remember flag and language are stored and an access token is
 * fetched. Resolves false when the token is refused; the merchant then signs in as usual.
 */
export async function exchangeHandoverToken(token: string): Promise<boolean> {
  try {
    const data = await request(redirectionData, { token });
    tokens.adopt(data.refresh_token, { login: data.login, rememberMe: data.remember_me });
    if (data.lang) writeStorage(STORAGE_KEYS.lang, data.lang.toLowerCase());
    await refreshSession();
    return true;
  } catch {
    return false;
  }
}
