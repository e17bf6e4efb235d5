import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { answer, anything, bool, filled, language, required, shaped, text, time } from '../http/read';

export const EmailSchema = v.pipe(v.string(), v.trim(), v.email('incorrect_email_format'));

/** Seconds an access token is taken to live when neither at_expires nor its `exp` claim says. */
export const ASSUMED_ACCESS_TTL_SECONDS = 60;

/** The `exp` claim (epoch seconds) of a JWT, or null. */
export function jwtExpiry(token: string): number | null {
  try {
    const claims: unknown = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    const exp = isRecord(claims) ? Number(claims.exp) : Number.NaN;
    return Number.isFinite(exp) && exp > 0 ? exp : null;
  } catch {
    return null;
  }
}

/**
 * A session's tokens (SPEC.md section 3 "Session", section 7 auth). An access expiry that cannot
 * be read is taken from the JWT's `exp` claim, else as 60 s from now (refreshed early rather than
 * late); a refresh expiry reads 0 = unknown: the session ends only when a refresh is refused.
 */
export const Tokens = v.pipe(
  answer({
    access_token: required(filled()),
    at_expires: time(),
    refresh_token: required(filled()),
    rt_expires: time(),
  }),
  v.transform((answer) => ({
    ...answer,
    at_expires:
      answer.at_expires ??
      jwtExpiry(answer.access_token) ??
      Math.floor(Date.now() / 1000) + ASSUMED_ACCESS_TTL_SECONDS,
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
 * The hand-over answer (SPEC.md section 7 redirection-data). A login that cannot be read is
 * stored empty (the display name falls back, the second-factor dialog asks for the address); a
 * remember flag that cannot be read is not remembered.
 */
export const RedirectionData = v.pipe(
  answer({ refresh_token: required(filled()), login: text(), remember_me: bool(), lang: language() }),
  v.transform((answer) => ({
    ...answer,
    login: answer.login?.trim() ?? '',
    remember_me: answer.remember_me ?? false,
  })),
);
export type RedirectionData = v.InferOutput<typeof RedirectionData>;

export const SendResetInput = v.object({ email: v.string(), captcha_token: v.string() });
export const TokenValidityInput = v.object({ email: v.string(), token: v.string() });

/**
 * "ok" (SPEC.md section 7 token-validity): `{ ok }` or the bare yes/no. When it cannot be read
 * (null) the form is shown and the save itself says whether the link still works.
 */
export const TokenValidityAnswer = shaped(
  (value: { ok?: boolean | number | string | null } | boolean | number | string | null) =>
    isRecord(value) ? value : { ok: value },
  answer({ ok: bool() }),
);
export type TokenValidityAnswer = v.InferOutput<typeof TokenValidityAnswer>;

export const RestorePasswordInput = v.object({
  email: v.string(),
  new_password: v.string(),
  token: v.string(),
});

/** Answers without a body of interest carry `{ data: null }`, an empty object or anything else. */
export const Empty = anything();
