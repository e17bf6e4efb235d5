/**
 * A URL-valued field from the server becomes a link only when it is an absolute http or
 * https URL; anything else (javascript:, data:, a relative path, garbage) is shown as text.
 * React blocks `javascript:` hrefs, but not `data:text/html,<script>…`.
 */
export function safeLinkHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
