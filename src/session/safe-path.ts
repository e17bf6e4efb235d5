/** The guest screens (SPEC.md section 2): signed-in merchants are sent away from them. */
const GUEST_PATHS = /^\/(login|forgot-password|reset-password|first-login)(\/|\?|$)/;

/** Whether a path (with or without its query) is one of the guest screens. */
export function isGuestPath(path: string): boolean {
  return GUEST_PATHS.test(path);
}

/**
 * The screen a page load ends on (the route guards' rule): signed out, every signed-in
 * path ends on /login; signed in, a guest screen sends to the dashboard.
 */
export function landingPath(signedIn: boolean, path: string): string {
  if (signedIn) return isGuestPath(path) ? '/' : path;
  return isGuestPath(path) ? path : '/login';
}

/**
 * The path remembered by the route guard is used after login only when it is a path of
 * this site: it starts with a single `/`, has no scheme, no `//host`, no backslash tricks
 * and no control characters. Anything else gives `/`.
 */
export function safeRedirectPath(candidate: unknown, origin = 'http://cabinet.local'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  let decoded = candidate;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return '/';
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /^\/[^/]*:/.test(decoded)) return '/';
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (isGuestPath(path)) return '/';
    return path;
  } catch {
    return '/';
  }
}

/**
 * Where an unknown path leads (SPEC.md section 2: every non-guest path of a signed-out visitor
 * goes to /login). Signed in, null: the 404 page. Signed out, /login, remembering the path
 * only when it is a safe path of this site (a hostile `//evil.com` is not remembered).
 */
export function unknownPathTarget(
  signedIn: boolean,
  path: string,
  origin?: string,
): { to: '/login'; redirect?: string } | null {
  if (signedIn) return null;
  const safe = safeRedirectPath(path, origin);
  return safe === '/' ? { to: '/login' } : { to: '/login', redirect: safe };
}
