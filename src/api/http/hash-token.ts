/**
 * A hand-over link may carry `#token=<one-time token>` (API-NOTES "Hand-over"). It is read
 * and removed from the address bar and the history entry before anything else runs, so
 * the token never stays in the URL, the history or a referrer.
 */
export function takeHashToken(win: Window = window): string | null {
  const token = readHashToken(win.location.hash);
  if (!token) return null;
  const params = new URLSearchParams(win.location.hash.slice(1));
  params.delete('token');
  const rest = params.toString();
  win.history.replaceState(
    win.history.state,
    '',
    `${win.location.pathname}${win.location.search}${rest ? `#${rest}` : ''}`,
  );
  return token;
}

/** The hand-over token in a location hash (`#token=…`), without touching the address. */
export function readHashToken(hash: string): string | null {
  if (!hash || hash.length < 2) return null;
  return new URLSearchParams(hash.slice(1)).get('token') || null;
}
