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

/** What the decision needs of the app's router (TanStack Router's own matching). */
export interface RouteMatching {
  getMatchedRoutes: (
    pathname: string,
  ) => readonly [
    ReadonlyArray<{ options: { params?: { parse?: unknown } } }>,
    Record<string, string>,
    unknown,
  ];
}

/** A route's own rule for its path params (a numeric id, say) accepts these raw values. */
function paramsAccepted(route: { options: { params?: { parse?: unknown } } }, raw: Record<string, string>) {
  const parse = route.options.params?.parse;
  if (typeof parse !== 'function') return true;
  try {
    parse(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * The remembered path, used after sign-in only when it is a safe path of this site AND one of
 * the app's own screens, as the router itself matches it: a route matches the whole path
 * (not the nearest parent of an unknown tail) and every matched route's param rule accepts
 * its params (`/finance/invoice/abc` has no numeric id). Anything else gives `/`, so a
 * crafted link never lands the merchant on a 404 or somewhere unexpected after sign-in.
 */
export function appRedirectPath(candidate: unknown, router: RouteMatching, origin?: string): string {
  const safe = safeRedirectPath(candidate, origin);
  if (safe === '/') return safe;
  const pathname = new URL(safe, origin ?? 'http://cabinet.local').pathname;
  const [branch, raw, found] = router.getMatchedRoutes(pathname);
  if (!found || '**' in raw) return '/';
  return branch.every((route) => paramsAccepted(route, raw)) ? safe : '/';
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
