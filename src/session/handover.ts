import { redirectionData } from '@/api/auth/auth.endpoints';
import { refreshSession } from '@/api/http/refresh';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

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
