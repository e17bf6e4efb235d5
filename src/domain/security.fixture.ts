import type { SecuritySettings } from '@/api/security/security.schemas';

/** A new merchant's security settings, as the tests of the security rules start from: nothing switched on. */
export const UNPROTECTED: SecuritySettings = {
  email: 'demo@example.com',
  security_level: 1,
  otp_params: null,
  email_operations: [],
  pin_operations: [],
  otp_operations: [],
  otp_secret: null,
  otp_url: null,
  otp_enabled: false,
  pin_settings: { is_set: false, length: null },
  ips: [],
  sent: {},
};
