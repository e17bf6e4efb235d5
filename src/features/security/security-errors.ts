import type { TFunction } from 'i18next';
import { ApiError, isSilentError } from '@/api/http/errors';
import { describeError } from '@/i18n/describe-error';
import type { MessageKey } from '@/i18n/keys';

/** Server keys of the security calls that the shared error catalogue does not explain. */
const SECURITY_MESSAGES: Record<string, MessageKey> = {
  invalid_password: 'errors.invalid_password',
  repeated_password: 'security.errors.repeated_password',
  incorrect_password_format: 'security.password.incorrect_format',
  change_email_error: 'security.login_email.change_email_error',
  repeated_email: 'security.login_email.repeated_email',
  email_taken: 'security.errors.email_taken',
  invalid_code: 'security.errors.invalid_code',
  wrong_otp_code: 'security.errors.wrong_otp_code',
  otp_not_generated: 'security.errors.otp_not_generated',
  otp_already_enabled: 'security.errors.otp_already_enabled',
  incorrect_pin_format: 'security.errors.incorrect_pin_format',
  incorrect_ip_format: 'security.whitelist.incorrect_ip',
};

/** The text for a failed security call, or null when it ended quietly (cancel, abort). */
export function securityErrorText(error: unknown, t: TFunction): string | null {
  if (isSilentError(error)) return null;
  if (error instanceof ApiError) {
    const known = error.keys.find((key) => key in SECURITY_MESSAGES);
    if (known) return t(SECURITY_MESSAGES[known] as MessageKey);
  }
  return describeError(error) ?? t('errors.unknown_error');
}
