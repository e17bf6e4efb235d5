import { endpoint } from '../http/endpoint';
import {
  Empty,
  LoginInput,
  RedirectionData,
  RestorePasswordInput,
  SendResetInput,
  TokenInput,
  Tokens,
  TokenValidityAnswer,
  TokenValidityInput,
} from './auth.schemas';

export const login = endpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/api/merchant-owner/auth',
  auth: false,
  input: LoginInput,
  output: Tokens,
  errors: ['invalid_login_or_password', 'captcha_error', 'need_2fa', 'wrong_2fa_code'],
});

export const refresh = endpoint({
  id: 'auth.refresh',
  method: 'PUT',
  path: '/api/merchant-owner/auth',
  auth: false,
  input: TokenInput,
  output: Tokens,
  errors: ['invalid_token'],
});

export const invalidateToken = endpoint({
  id: 'auth.invalidateToken',
  method: 'POST',
  path: '/api/invalidate-token',
  auth: false,
  input: TokenInput,
  output: Empty,
});

export const redirectionData = endpoint({
  id: 'auth.redirectionData',
  method: 'POST',
  path: '/api/merchant-owner/redirection-data',
  auth: false,
  input: TokenInput,
  output: RedirectionData,
  errors: ['invalid_token'],
});

export const sendResetPassword = endpoint({
  id: 'auth.sendResetPassword',
  method: 'POST',
  path: '/api/merchant-owner/send-reset-password',
  auth: false,
  input: SendResetInput,
  output: Empty,
});

export const restoreTokenValidity = endpoint({
  id: 'auth.restoreTokenValidity',
  method: 'POST',
  path: '/api/merchant-owner/restore-password/token-validity',
  auth: false,
  input: TokenValidityInput,
  output: TokenValidityAnswer,
  // SPEC names only "ok". A link refused for a reason the merchant can act on answers 410
  // with that reason, so the screen can name it (expired: ask for a new one; used: sign in).
  errors: ['token_expired', 'token_used', 'invalid_token'],
});

export const restorePassword = endpoint({
  id: 'auth.restorePassword',
  method: 'POST',
  path: '/api/merchant-owner/restore-password',
  auth: false,
  input: RestorePasswordInput,
  output: Empty,
  errors: ['invalid_token', 'token_expired', 'token_used', 'validation_error'],
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  login: 'Sign in with login (e-mail), password, remember flag and captcha token',
  refresh: 'Exchange a refresh token for new tokens; the refresh token rotates (the one sent stops working)',
  invalidateToken: 'Log out: the refresh token stops working',
  redirectionData: 'Exchange a one-time hand-over token (from the URL hash) for a session',
  sendResetPassword: 'Send a password reset link to the e-mail',
  restoreTokenValidity:
    'Check a reset / first-login link token before asking for a new password: { ok } (or the bare boolean)',
  restorePassword: 'Set a new password from a reset / first-login link',
};
