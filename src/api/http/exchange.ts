import * as v from 'valibot';
import { bootAnswer } from './boot-session';
import { errorFromResponse, type SendOptions, sendOnce } from './client';
import type { AnySchema, Endpoint } from './endpoint';
import { ApiError, SecondFactorCancelled } from './errors';
import { ensureFreshToken, refreshSession } from './refresh';
import {
  loginOf,
  SecondFactorChallengeSchema,
  secondFactorHandler,
  secondFactorHeaders,
} from './second-factor';
import { tokens } from './tokens';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

// For the start-up and the route guard, which make the access token fresh before any call.
export { ensureFreshToken } from './refresh';

/** A call ready to send (`request.ts`): its address and what goes with it. */
export interface Prepared {
  url: string;
  /** The address with its query. */
  href: string;
  init: SendOptions;
}

/**
 * The round trips of one call (`request()` loads this module on its first send): the access
 * token made fresh, the boot script's answer adopted, a refused token refreshed once, a
 * second factor asked for. Resolves with the successful answer; rejects with an ApiError.
 */
export async function exchange(ep: AnyEndpoint, built: Prepared, input: unknown): Promise<Response> {
  const attempt = async (extra: Record<string, string>): Promise<Response> => {
    const send = () =>
      sendOnce(
        built.url,
        { ...built.init, headers: { ...built.init.headers, ...extra, ...auth(ep) } },
        ep.id,
      );
    if (ep.auth) await ensureFreshToken();
    const sentWith = tokens.accessToken();
    // The boot script may have asked this already, with this very token: its answer is this one's.
    const early = ep.method === 'GET' && ep.auth ? bootAnswer(built.href, sentWith) : null;
    const first = (early && (await early)) ?? (await send());
    if (first.status !== 401 || !ep.auth) return first;
    await refreshSession(sentWith);
    const second = await send();
    if (second.status === 401 && tokens.hasSession()) {
      // A fresh token and still refused: the merchant is signed in, this item is not theirs to see.
      throw new ApiError({
        status: 401,
        keys: ['access_denied'],
        endpointId: ep.id,
        read: ep.method === 'GET',
      });
    }
    return second;
  };

  const response = await attempt({});
  if (response.ok) return response;
  const error = await errorFromResponse(response, ep.id, ep.method === 'GET');
  if (error.status !== 403 || error.key !== 'need_2fa') throw error;
  // A call without a session names its account by its login (sign-in); a signed-in
  // merchant's call is about the session's account, whatever its fields say.
  return passSecondFactor(error, attempt, ep.id, ep.auth ? null : loginOf(input));
}

function auth(ep: AnyEndpoint): Record<string, string> {
  const token = ep.auth ? tokens.accessToken() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function passSecondFactor(
  error: ApiError,
  attempt: (extra: Record<string, string>) => Promise<Response>,
  endpointId: string,
  login: string | null,
): Promise<Response> {
  const handler = secondFactorHandler();
  const challenge = v.safeParse(SecondFactorChallengeSchema, error.data);
  if (!handler || !challenge.success) throw error;
  let passed: Response | null = null;
  await handler(
    challenge.output,
    async (factor) => {
      const response = await attempt(secondFactorHeaders(challenge.output, factor));
      if (!response.ok) throw await errorFromResponse(response, endpointId);
      passed = response;
    },
    { login },
  );
  if (!passed) throw new SecondFactorCancelled();
  return passed;
}
