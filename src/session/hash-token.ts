/**
 * A hand-over link may carry `#token=<one-time token>` (API-NOTES "Hand-over"). It is read
 * and removed from the address bar and the history entry before anything else runs, so
 * the token never stays in the URL, the history or a referrer.
 */
export function takeHashToken(win: Window = window): string | null {
  const hash = win.location.hash;
  if (!hash || hash.length < 2) return null;
  const params = new URLSearchParams(hash.slice(1));
  const token = params.get('token');
  if (!token) return null;
  params.delete('token');
  const rest = params.toString();
  win.history.replaceState(
    win.history.state,
    '',
    `${win.location.pathname}${win.location.search}${rest ? `#${rest}` : ''}`,
  );
  return token;
}
