/**
 * Input formats of SPEC.md section 5 shared by several screens, the API schemas and the demo
 * backend. The checks return true / false, or a message key (null when fine).
 */

/**
 * The length of a text as the rules count it, whatever the script or the interface language:
 * characters (Unicode code points), as JSON Schema's `maxLength` and a database column count
 * them. Not UTF-16 units (an emoji would count 2) and not bytes (a Cyrillic letter is 2 bytes
 * in UTF-8, a Latin one 1).
 */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Any letter or sign of the Cyrillic script (Russian, Ukrainian і ї є ґ, and the rest). */
export function hasCyrillic(value: string): boolean {
  return /\p{Script=Cyrillic}/u.test(value);
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 36;
export const NICKNAME_MIN = 4;

/** E-mail: the usual pattern, and no leading dot. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return /^[^\s@.][^\s@]*@[^\s@.][^\s@]*\.[^\s@.]{2,}$/.test(email) && !email.includes('..');
}

/** Password: 6 to 36 characters with at least one digit, one uppercase and one lowercase letter. */
export function isValidPassword(value: string): boolean {
  return (
    charCount(value) >= PASSWORD_MIN &&
    charCount(value) <= PASSWORD_MAX &&
    /\d/.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value)
  );
}

/** Nickname (optional): trimmed length at least 4, no Cyrillic characters. */
export function nicknameError(value: string): string | null {
  const nick = value.trim();
  if (nick.length === 0) return null;
  if (hasCyrillic(nick)) return 'nickname_no_cyrillic';
  if (charCount(nick) < NICKNAME_MIN) return 'nickname_too_short';
  return null;
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

/** IPv4: four numbers 0-255, no leading zeros beyond a single 0 (the IP whitelist, callback IPs). */
export function isIpv4(value: string): boolean {
  return IPV4.test(value.trim());
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

/**
 * Logo upload (merchant and store logos, SPEC.md section 5): jpeg or png, at most 1 MB.
 * `image/jpg` is the non-standard name some systems give a jpeg; it is accepted too.
 */
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const LOGO_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

/** Logo upload: jpeg, jpg or png, at most 1 MB (1048576 bytes); otherwise upload_profile_photo_error. */
export function logoError(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (LOGO_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk || !extOk || file.size > LOGO_MAX_BYTES || file.size === 0) return 'upload_profile_photo_error';
  return null;
}
