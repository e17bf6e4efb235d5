/**
 * A URL-valued field from the server becomes a link only when it is an absolute http or
 * https URL; anything else (javascript:, data:, a relative path, garbage) is shown as text.
 * React blocks `javascript:` hrefs, but not `data:text/html,<script>…`. The URL forms the
 * forms, the API schemas and the demo backend check live here too.
 */
export function safeLinkHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && isHttpUrl(text) ? new URL(text).href : null;
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  const url = parsedUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** Redirect URLs: empty, or an absolute http(s) URL. */
export function isHttpUrlOrEmpty(value: string): boolean {
  return value.trim() === '' || isHttpUrl(value);
}

/** Callback URL: empty (no callbacks), or an absolute https URL. */
export function isHttpsUrlOrEmpty(value: string): boolean {
  if (value.trim() === '') return true;
  const url = parsedUrl(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '';
}
