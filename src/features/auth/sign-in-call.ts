import { login } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { captchaToken } from '@/lib/captcha';

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * The sign-in call, with its captcha token. Loaded by the sign-in screen on its first send
 * (or ahead of it, on the first focus): the screen draws without the auth schemas and the
 * captcha, which the sending code needs anyway.
 */
export async function requestSignIn(input: SignInInput) {
  const captcha = await captchaToken('login');
  return request(login, {
    login: input.email.trim(),
    password: input.password,
    remember_me: input.remember,
    captcha_token: captcha,
  });
}
