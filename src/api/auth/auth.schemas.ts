import * as v from 'valibot';

export const EmailSchema = v.pipe(v.string(), v.trim(), v.email('incorrect_email_format'));

export const Tokens = v.object({
  access_token: v.string(),
  /** Epoch seconds. */
  at_expires: v.number(),
  refresh_token: v.string(),
  /** Epoch seconds. */
  rt_expires: v.number(),
});
export type Tokens = v.InferOutput<typeof Tokens>;

export const LoginInput = v.object({
  login: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
  remember_me: v.boolean(),
  captcha_token: v.string(),
});
export type LoginInput = v.InferInput<typeof LoginInput>;

export const TokenInput = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

export const RedirectionData = v.object({
  refresh_token: v.string(),
  login: v.string(),
  remember_me: v.boolean(),
  lang: v.optional(v.nullable(v.string())),
});
export type RedirectionData = v.InferOutput<typeof RedirectionData>;

export const SendResetInput = v.object({ email: v.string(), captcha_token: v.string() });
export const TokenValidityInput = v.object({ email: v.string(), token: v.string() });
export const TokenValidityAnswer = v.object({ ok: v.boolean() });
export const RestorePasswordInput = v.object({
  email: v.string(),
  new_password: v.string(),
  token: v.string(),
});

/** Answers without a body of interest carry `{ data: null }` or an empty object. */
export const Empty = v.nullish(v.unknown());
