/**
 * Input rules of SPEC.md section 5 shared by several screens and the demo backend. The checks
 * return true / false, or a message key (null when fine). Their limits are in
 * `@/constants/inputs`; the text and URL forms the API schemas need too are in `@/lib`.
 */

import {
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/constants/inputs';
import { charCount, hasCyrillic } from '@/lib/text';

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

/** Logo upload: jpeg, jpg or png, at most 1 MB (1048576 bytes); otherwise upload_profile_photo_error. */
export function logoError(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (LOGO_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk || !extOk || file.size > LOGO_MAX_BYTES || file.size === 0) return 'upload_profile_photo_error';
  return null;
}
