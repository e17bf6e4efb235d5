/** Validation rules of SPEC.md section 5 shared by several screens. Each returns a message key or null. */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 36;
export const NICKNAME_MIN = 4;
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const LOGO_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

/** E-mail: the usual pattern, and no leading dot. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return /^[^\s@.][^\s@]*@[^\s@.][^\s@]*\.[^\s@.]{2,}$/.test(email) && !email.includes('..');
}

/** Password: 6 to 36 characters with at least one digit, one uppercase and one lowercase letter. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /\d/.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value)
  );
}

/** Nickname (optional): trimmed length at least 4, no Cyrillic characters. */
export function nicknameError(value: string): string | null {
  const nick = value.trim();
  if (nick.length === 0) return null;
  if (/\p{Script=Cyrillic}/u.test(nick)) return 'nickname_no_cyrillic';
  if (nick.length < NICKNAME_MIN) return 'nickname_too_short';
  return null;
}

/** IPv4: four numbers 0-255 (no leading zeros beyond a single 0). */
export function isValidIPv4(value: string): boolean {
  const parts = value.trim().split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** Logo upload: jpeg, jpg or png, at most 1 MB (1048576 bytes); otherwise upload_profile_photo_error. */
export function logoError(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (LOGO_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk || !extOk || file.size > LOGO_MAX_BYTES || file.size === 0) return 'upload_profile_photo_error';
  return null;
}

/** Display name (SPEC.md section 3): the nickname, else first plus last name, else a masked e-mail. */
export function displayName(profile: {
  nickname?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  const nick = profile.nickname?.trim();
  if (nick) return nick;
  const full = [profile.first_name?.trim(), profile.last_name?.trim()].filter(Boolean).join(' ');
  if (full) return full;
  return maskEmail(profile.email ?? '');
}

/** `anna.keller@example.com` -> `an***@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (!domain) return local ? `${local.slice(0, 2)}***` : '';
  return `${local.slice(0, 2)}***@${domain}`;
}
