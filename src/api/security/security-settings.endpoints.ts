import { endpoint } from '../http/endpoint';
import { SecuritySettings } from './security-settings.schemas';

/** `security.settings`, apart from the area's other calls (re-exported by `security.endpoints.ts`). */
export const securitySettings = endpoint({
  id: 'security.settings',
  method: 'GET',
  path: '/api/merchant-owner/security',
  summary:
    'Security settings: login e-mail, security level, operations per factor (e-mail, PIN, authenticator; ' +
    'each a list), otp_params, otp_secret / otp_url (ours: only while a generated secret awaits ' +
    'confirmation), pin_settings (shape open: { is_set, length }, { enabled, pin_length }, a flag or a ' +
    'length), otp_enabled (ours; else taken from otp_operations) and the IP whitelist (ips)',
  output: SecuritySettings,
});
