import { Empty } from '../auth/auth.schemas';
import { endpoint } from '../http/endpoint';
import {
  ChangeLoginInput,
  ChangePasswordInput,
  CodeSentAnswer,
  IpListAnswer,
  IpListInput,
  MethodsAnswer,
  MethodsInput,
  RefreshEmailCodeInput,
  RefreshLoginCodeAnswer,
  RefreshLoginCodeInput,
  RefreshOtpAnswer,
  SaveEmailOperationsInput,
  SaveOtpParamsInput,
  SavePinInput,
  SecurityLevelAnswer,
} from './security.schemas';
import { summaries as settingsSummaries } from './security-settings.endpoints';

const SECOND_FACTOR_ERRORS = ['need_2fa', 'wrong_2fa_code'] as const;

// The settings are declared in a module of their own (the dashboard's setup checklist loads
// them alone); they belong to this area's catalogue all the same.
export { securitySettings } from './security-settings.endpoints';

export const refreshOtp = endpoint({
  id: 'security.refreshOtp',
  method: 'POST',
  path: '/api/merchant-owner/security/refresh-otp',
  output: RefreshOtpAnswer,
  errors: ['otp_already_enabled'],
});

export const saveOtpParams = endpoint({
  id: 'security.saveOtpParams',
  method: 'POST',
  path: '/api/merchant-owner/security/otp-params',
  input: SaveOtpParamsInput,
  output: SecurityLevelAnswer,
  errors: ['validation_error', 'wrong_otp_code', 'otp_not_generated', ...SECOND_FACTOR_ERRORS],
});

export const saveEmailOperations = endpoint({
  id: 'security.saveEmailOperations',
  method: 'POST',
  path: '/api/merchant-owner/security/email',
  input: SaveEmailOperationsInput,
  output: SecurityLevelAnswer,
  errors: ['validation_error', ...SECOND_FACTOR_ERRORS],
});

export const savePin = endpoint({
  id: 'security.savePin',
  method: 'POST',
  path: '/api/merchant-owner/security/pin',
  input: SavePinInput,
  output: SecurityLevelAnswer,
  errors: ['validation_error', 'incorrect_pin_format', ...SECOND_FACTOR_ERRORS],
});

export const addIps = endpoint({
  id: 'security.addIps',
  method: 'POST',
  path: '/api/merchant-owner/security/ip-list',
  input: IpListInput,
  output: IpListAnswer,
  errors: ['incorrect_ip_format', 'validation_error', ...SECOND_FACTOR_ERRORS],
});

export const removeIps = endpoint({
  id: 'security.removeIps',
  method: 'DELETE',
  path: '/api/merchant-owner/security/ip-list',
  input: IpListInput,
  inputIn: 'json',
  output: IpListAnswer,
  errors: ['validation_error', ...SECOND_FACTOR_ERRORS],
});

export const securityMethods = endpoint({
  id: 'security.methods',
  method: 'GET',
  path: '/api/merchant-owner/security/methods',
  input: MethodsInput,
  output: MethodsAnswer,
  errors: ['validation_error'],
});

export const changePassword = endpoint({
  id: 'security.changePassword',
  method: 'POST',
  path: '/api/merchant-owner/change-password',
  input: ChangePasswordInput,
  output: Empty,
  errors: ['invalid_password', 'incorrect_password_format', 'repeated_password', ...SECOND_FACTOR_ERRORS],
});

export const refreshLoginCode = endpoint({
  id: 'security.refreshLoginCode',
  method: 'POST',
  path: '/api/merchant-owner/refresh-login-code',
  input: RefreshLoginCodeInput,
  output: RefreshLoginCodeAnswer,
  errors: ['validation_error', 'repeated_email', 'email_taken'],
});

export const changeLogin = endpoint({
  id: 'security.changeLogin',
  method: 'POST',
  path: '/api/merchant-owner/change-login',
  input: ChangeLoginInput,
  output: Empty,
  errors: ['change_email_error', 'invalid_code', 'repeated_email', 'email_taken', ...SECOND_FACTOR_ERRORS],
});

export const refreshEmailCode = endpoint({
  id: 'security.refreshEmailCode',
  method: 'POST',
  path: '/api/merchant-owner/security/refresh-email-code',
  auth: false,
  input: RefreshEmailCodeInput,
  output: CodeSentAnswer,
  errors: ['validation_error'],
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  ...settingsSummaries,
  refreshOtp:
    'Generate a new authenticator secret (base32, any length or grouping; ours 16 characters) and its ' +
    'otpauth:// URL for the QR code. It takes effect once confirmed by otp-params; refused once the ' +
    'authenticator is configured',
  saveOtpParams:
    'Authenticator operations. First set-up confirms the secret of refresh-otp: `pin` = the 6-digit code ' +
    'the app shows, and at least one operation. Once configured only otp_operations change (pin ignored). ' +
    'Answers the new security level ({ security_level } or the bare number). Protected operation `settings`',
  saveEmailOperations:
    'Operations confirmed by an e-mail code; answers the new security level ({ security_level } or the ' +
    'bare number). Protected operation `settings`',
  savePin:
    'PIN operations. First set-up: `pin` (4 or 6 digits) and at least one operation; once a PIN is set ' +
    'only pin_operations change (pin omitted). Answers the new security level ({ security_level } or the ' +
    'bare number). Protected operation `settings`',
  addIps:
    'Add IPv4 addresses (four numbers 0-255) to the whitelist, duplicates ignored; answers the whole list ' +
    '({ ips } or the bare list). ' +
    'A malformed address answers 400 incorrect_ip_format. Protected operation `settings`',
  removeIps:
    'Remove addresses from the whitelist (JSON body { ips }); unknown ones are ignored; answers the whole ' +
    'list ({ ips } or the bare list). Protected operation `settings`',
  securityMethods:
    'Factors switched on for an operation kind (email, pin, otp) as a bare list (or { methods }); an ' +
    'empty list = no confirmation needed',
  changePassword:
    'Change the password. A wrong old password answers 400 invalid_password; the new one must follow the ' +
    'password rule and differ from the old (repeated_password). Protected operation `settings`',
  refreshLoginCode:
    'Send a 6-digit code to the new login e-mail (step one of a login change). SPEC gives no answer: ours ' +
    'says when another code may be asked for and whether this one was sent (is_sent false = asked again ' +
    'too early)',
  changeLogin:
    'Change the login e-mail with the code sent by refresh-login-code. old_email must be the current login ' +
    '(else change_email_error); a wrong or expired code answers invalid_code. Protected operation `settings`',
  refreshEmailCode:
    'Send an e-mail confirmation code (second factor) to the login. No session needed: the second factor ' +
    'of sign-in uses it too. Answers when another code may be asked for (epoch s) and whether one was sent; ' +
    'the answer does not reveal whether the login exists',
};
