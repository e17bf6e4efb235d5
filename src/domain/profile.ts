/** How the merchant is named on screen (SPEC.md section 3). */

/** Display name: the nickname, else first plus last name, else a masked e-mail. */
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
