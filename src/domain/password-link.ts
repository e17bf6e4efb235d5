import { isValidEmail } from './validation';

/**
 * What is wrong with a set-password link (/reset-password, /first-login), as the screen says
 * it: `missing` (the address carries no e-mail or no token: the page was opened without the
 * link), `incomplete` (they are there but cannot be a whole link: cut when copied),
 * `expired` and `used` (the backend says so), `invalid` (refused without a reason),
 * `unchecked` (the check itself failed: the network, the server).
 */
export type LinkProblem = 'missing' | 'incomplete' | 'expired' | 'used' | 'invalid' | 'unchecked';

/** Message keys of a refused link (the endpoint declarations list them). */
export const LINK_ERROR_KEYS = {
  token_expired: 'expired',
  token_used: 'used',
  invalid_token: 'invalid',
} as const satisfies Record<string, LinkProblem>;

/** The shortest token a whole link carries (the demo's are 22 characters, real ones longer). */
const MIN_TOKEN_LENGTH = 8;

/** What the address alone tells: nothing to check, a link cut short, or null (ask the server). */
export function linkShapeProblem(email: string, token: string): LinkProblem | null {
  if (!email.trim() || !token.trim()) return 'missing';
  if (!isValidEmail(email.trim()) || token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) return 'incomplete';
  return null;
}

/**
 * A failed check or save, read: a status of 4xx with a known key names the case, any other
 * 4xx refuses the link without a reason, and the rest (network, 5xx) leaves it unchecked.
 */
export function linkErrorProblem(error: { status: number; keys: readonly string[] }): LinkProblem {
  for (const key of error.keys) {
    if (key in LINK_ERROR_KEYS) return LINK_ERROR_KEYS[key as keyof typeof LINK_ERROR_KEYS];
  }
  return error.status >= 400 && error.status < 500 ? 'invalid' : 'unchecked';
}
