import * as auth from '@/api/auth/auth.endpoints';
import { authDb, issueTokens } from '../db/auth';
import { requireSecondFactor } from '../db/second-factor';
import { demoConfig } from '../demo-config';
import { handle, MockError } from '../lib/define';

const PASSWORD_RULE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,36}$/;

export const authHandlers = [
  handle(auth.login, ({ input, request }) => {
    if (!input.captcha_token.trim()) throw new MockError(400, ['captcha_error']);
    const user = authDb.findUserByLogin(input.login);
    if (!user || user.password !== input.password) throw new MockError(400, ['invalid_login_or_password']);
    requireSecondFactor(request, user.id, 'auth');
    return issueTokens(user.id, input.remember_me);
  }),

  handle(auth.refresh, async ({ input, request }) => {
    // The token is spent on arrival; a used or unknown one is refused at once with SPEC's error
    // form (HTTP 401, `invalid_token`). The answer may then be held back (`mock-refresh-delay`).
    const rotated = authDb.rotate(input.token);
    const delay = demoConfig.refreshDelay(request);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (!rotated) throw new MockError(401, ['invalid_token']);
    const { remember: _remember, userId: _userId, ...tokens } = rotated;
    return tokens;
  }),

  handle(auth.invalidateToken, ({ input }) => {
    authDb.invalidate(input.token);
    return null;
  }),

  handle(auth.redirectionData, ({ input }) => {
    const userId = authDb.takeHandover(input.token);
    const user = userId ? authDb.user(userId) : undefined;
    if (!user) throw new MockError(400, ['invalid_token']);
    const tokens = issueTokens(user.id, true);
    return { refresh_token: tokens.refresh_token, login: user.login, remember_me: true, lang: user.lang };
  }),

  handle(auth.sendResetPassword, ({ input }) => {
    if (!input.captcha_token.trim()) throw new MockError(400, ['captcha_error']);
    const user = authDb.findUserByLogin(input.email);
    // The answer is the same whether or not the address is known (no account probing).
    if (user) {
      const token = authDb.createResetToken(user.login);
      console.info(
        `[demo] reset link: /reset-password?email=${encodeURIComponent(user.login)}&token=${token}`,
      );
    }
    return null;
  }),

  handle(
    auth.restoreTokenValidity,
    ({ input }) => {
      const email = authDb.resetTokenEmail(input.token);
      return { ok: email !== null && email.toLowerCase() === input.email.trim().toLowerCase() };
    },
    // "ok" (SPEC.md section 7): the spec-minimal backend answers the bare boolean.
    {
      minimal: {
        answer: (data) => (data && typeof data === 'object' && 'ok' in data ? data.ok : data),
      },
    },
  ),

  handle(auth.restorePassword, ({ input }) => {
    const email = authDb.resetTokenEmail(input.token);
    if (!email || email.toLowerCase() !== input.email.trim().toLowerCase())
      throw new MockError(400, ['invalid_token']);
    if (!PASSWORD_RULE.test(input.new_password)) throw new MockError(400, ['incorrect_password_format']);
    const user = authDb.findUserByLogin(email);
    if (user) authDb.setPassword(user.id, input.new_password);
    authDb.consumeResetToken(input.token);
    return null;
  }),
];
