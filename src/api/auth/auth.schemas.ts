import * as v from 'valibot';
import { aliases, documentedAs, entity, isRecord, named, opt } from '../http/wire';

export const EmailSchema = v.pipe(v.string(), v.trim(), v.email('incorrect_email_format'));

/** A token the cabinet cannot work without: a string, not blank. */
const TokenString = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** Epoch seconds (API-NOTES "Time and money"). */
const EpochSeconds = v.pipe(v.number(), v.finite());

/** Seconds an access token is taken to live when neither at_expires nor its `exp` claim says. */
export const ASSUMED_ACCESS_TTL_SECONDS = 60;

/** The `exp` claim (epoch seconds) of a JWT, or null. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (claims && typeof claims === 'object' && 'exp' in claims) {
      const exp = Number(claims.exp);
      return Number.isFinite(exp) && exp > 0 ? exp : null;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * A session's tokens (SPEC.md section 3 "Session", section 7 auth). Both tokens are required.
 * The expiries are named by SPEC; when one did not arrive (reported): the access token's is
 * read from its `exp` claim (API-NOTES: it is a JWT), else taken as 60 s from now (it is
 * refreshed early rather than late); the refresh token's reads 0 = unknown, and the session
 * then ends only when the server refuses a refresh.
 */
export const Tokens = v.pipe(
  entity('Tokens', {
    access_token: TokenString,
    at_expires: named(EpochSeconds),
    refresh_token: TokenString,
    rt_expires: named(EpochSeconds),
  }),
  v.transform((answer) => ({
    access_token: answer.access_token,
    at_expires:
      answer.at_expires ??
      jwtExpiry(answer.access_token) ??
      Math.floor(Date.now() / 1000) + ASSUMED_ACCESS_TTL_SECONDS,
    refresh_token: answer.refresh_token,
    rt_expires: answer.rt_expires ?? 0,
  })),
);
export type Tokens = v.InferOutput<typeof Tokens>;

export const LoginInput = v.object({
  login: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
  remember_me: v.boolean(),
  captcha_token: v.string(),
});
export type LoginInput = v.InferInput<typeof LoginInput>;

export const TokenInput = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

/**
 * The hand-over answer (SPEC.md section 7 redirection-data): the refresh token is required.
 * A login that did not arrive (reported) is stored empty (the display name then falls back and
 * the second-factor dialog asks for the address); a missing remember flag reads as not
 * remembered; the language may be absent.
 */
export const RedirectionData = v.pipe(
  entity('RedirectionData', {
    refresh_token: TokenString,
    login: named(v.pipe(v.string(), v.trim())),
    remember_me: named(v.boolean()),
    lang: opt(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  }),
  v.transform((answer) => ({
    refresh_token: answer.refresh_token,
    login: answer.login ?? '',
    remember_me: answer.remember_me ?? false,
    lang: answer.lang,
  })),
);
export type RedirectionData = v.InferOutput<typeof RedirectionData>;

export const SendResetInput = v.object({ email: v.string(), captcha_token: v.string() });
export const TokenValidityInput = v.object({ email: v.string(), token: v.string() });

/**
 * "ok" (SPEC.md section 7 token-validity): `{ ok }` (or `{ valid }`), or the bare boolean. When
 * it did not arrive (null, reported) the form is shown and the save itself says whether the
 * link still works.
 */
const TokenValidity = entity('TokenValidity', { ok: named(v.boolean()) });
export const TokenValidityAnswer = documentedAs(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'boolean' ? { ok: value } : isRecord(value) ? value : {})),
    aliases(TokenValidity, 'TokenValidity', { ok: ['valid', 'is_valid'] }),
  ),
  v.union([TokenValidity, v.boolean()]),
);
export type TokenValidityAnswer = v.InferOutput<typeof TokenValidityAnswer>;

export const RestorePasswordInput = v.object({
  email: v.string(),
  new_password: v.string(),
  token: v.string(),
});

/** Answers without a body of interest carry `{ data: null }`, an empty object or anything else. */
export const Empty = v.nullish(v.unknown());
