import { endpoint } from '../http/endpoint';
import { SecuritySettings } from './security-settings.schemas';

/** `security.settings`, apart from the area's other calls (re-exported by `security.endpoints.ts`). */
export const securitySettings = endpoint({
  id: 'security.settings',
  method: 'GET',
  path: '/api/merchant-owner/security',
  output: SecuritySettings,
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  securitySettings:
    'Security settings: login e-mail, security level, operations per factor (e-mail, PIN, authenticator; ' +
    'each a list: an array, null = none, an object holding it, or a map of flags { "auth": true }; a code ' +
    'outside the value set is kept and sent back), otp_params, otp_secret / otp_url (ours: only while a ' +
    'generated secret awaits confirmation), pin_settings (shape open, read by kind: null = no PIN, a flag, ' +
    'a length, or an object such as { is_set, length } or { enabled, pin_length }), otp_enabled (ours; ' +
    'else taken from otp_operations) and the IP whitelist (ips: a list or a map keyed by address)',
};
