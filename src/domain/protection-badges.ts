import type { SecuritySettings } from '@/api/security/security.schemas';
import type { Protection } from '@/constants/security';

/**
 * Protection badges (SPEC.md section 4): e-mail, PIN and authenticator are ON when at least
 * one operation is enabled for them; the whitelist is ON when it holds an address. A list sent as
 * JSON null is empty (OFF). Null when the list did not arrive or could not be read: unknown,
 * never OFF.
 */
export function protectionOn(settings: SecuritySettings, protection: Protection): boolean | null {
  const list = {
    email: settings.email_operations,
    pin: settings.pin_operations,
    otp: settings.otp_operations,
    whitelist: settings.ips,
  }[protection];
  return list === null ? null : list.length > 0;
}
