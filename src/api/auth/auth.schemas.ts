import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import {
  answer,
  anything,
  bool,
  filled,
  language,
  metaOf,
  record,
  required,
  text,
  time,
  toBoolean,
} from '../http/read';

export const EmailSchema = v.pipe(v.string(), v.trim(), v.email('incorrect_email_format'));

/**
 * A language code in any case or form (`EN`, `en-GB`, `uk`), read as the cabinet's code (`en`,
 * `ua`); anything that is no language code (a number, a word) is unknown.
 */
export const languageCodeOf = () =>
  v.pipe(
    language(),
    v.transform((code) => (code !== null && /^[a-z]{2,3}$/.test(code) ? code : null)),
  );

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
 * A session's tokens (SPEC.md section 3 "Session", section 7 auth). Both tokens are required. The
 * expiries are times (epoch seconds, milliseconds or ISO, read as epoch seconds); when one cannot
 * be read: the access token's is read from its `exp` claim (API-NOTES: it is a JWT), else taken as
 * 60 s from now (it is refreshed early rather than late); the refresh token's reads 0 = unknown,
 * and the session then ends only when the server refuses a refresh.
 */
export const Tokens = v.pipe(
  answer({
    access_token: required(filled()),
    at_expires: time(),
    refresh_token: required(filled()),
    rt_expires: time(),
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
 * The hand-over answer (SPEC.md section 7 redirection-data): the refresh token is required. A
 * login that cannot be read is stored empty (the display name then falls back and the
 * second-factor dialog asks for the address); a remember flag that cannot be read reads as not
 * remembered; the language (any case or form: `EN`, `en-GB`, `uk`) is read as the cabinet's code,
 * null when absent.
 */
export const RedirectionData = v.pipe(
  answer({
    refresh_token: required(filled()),
    login: text(),
    remember_me: bool(),
    lang: languageCodeOf(),
  }),
  v.transform((answer) => ({
    refresh_token: answer.refresh_token,
    login: answer.login?.trim() ?? '',
    remember_me: answer.remember_me ?? false,
    lang: answer.lang,
  })),
);
export type RedirectionData = v.InferOutput<typeof RedirectionData>;

export const SendResetInput = v.object({ email: v.string(), captcha_token: v.string() });
export const TokenValidityInput = v.object({ email: v.string(), token: v.string() });

const TokenValidity = record({ ok: bool() });

/**
 * "ok" (SPEC.md section 7 token-validity): `{ ok }` or the bare yes/no. When it cannot be read
 * (null) the form is shown and the save itself says whether the link still works.
 */
export const TokenValidityAnswer = v.pipe(
  v.custom<{ ok?: boolean | number | string | null } | boolean | number | string | null>(() => true),
  v.transform((value) => ({ ok: toBoolean(isRecord(value) ? value.ok : value) })),
  v.metadata(metaOf(TokenValidity)),
);
export type TokenValidityAnswer = v.InferOutput<typeof TokenValidityAnswer>;

export const RestorePasswordInput = v.object({
  email: v.string(),
  new_password: v.string(),
  token: v.string(),
});

/** Answers without a body of interest carry `{ data: null }`, an empty object or anything else. */
export const Empty = anything();
