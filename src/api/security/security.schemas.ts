import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { EmailSchema } from '../auth/auth.schemas';
import { keptOr } from '../http/kept';
import { answer, bool, filled, list, num, oneOf, ours, shaped, time } from '../http/read';
import { FACTORS } from '../http/second-factor';
import { Operation } from './security-settings.schemas';

export {
  Operation,
  type OperationCode,
  type PinSettings,
  SecuritySettings,
} from './security-settings.schemas';

/**
 * A set of operations as the cabinet sends it: the kinds switched on, and any code the cabinet
 * does not know that the server listed (kept, sent back as it came); duplicates are dropped.
 */
export const Operations = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('validation_error'))),
  v.transform((list) => [...new Set(list)]),
);

/**
 * An answer that is a list: one without a body (`{ "data": null }`) is unknown, never empty.
 * `named` is the name SPEC gives the list in an object answer (`{ "ips": [...] }`).
 */
function wholeList<S extends v.GenericSchema>(item: S, named?: string) {
  const schema = list(item);
  return shaped((value: v.InferInput<typeof schema>) => {
    if (value === null) return undefined;
    return named !== undefined && isRecord(value) && named in value ? value[named] : value;
  }, schema);
}

/** Password rule (SPEC section 5): 6 to 36 characters, a digit, an uppercase and a lowercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,36}$/;
export const PIN_PATTERN = /^(?:\d{4}|\d{6})$/;
export const CODE_PATTERN = /^\d{6}$/;

/**
 * "security_level" (SPEC.md section 7): `{ security_level }` or the bare number; anything else
 * reads as an unknown level and the profile is read again for it.
 */
export const SecurityLevelAnswer = shaped(
  (value: { security_level?: number | string | null } | number | string | null) =>
    isRecord(value) ? value : { security_level: value },
  answer({ security_level: num() }),
);
export type SecurityLevelAnswer = v.InferOutput<typeof SecurityLevelAnswer>;

/** A new authenticator secret (any format) and its otpauth URL; a part missing: the settings are read again. */
export const RefreshOtpAnswer = answer({ otp_secret: filled(), otp_url: filled() });
export type RefreshOtpAnswer = v.InferOutput<typeof RefreshOtpAnswer>;

/**
 * Authenticator operations. First set-up: `pin` is the 6-digit code the app shows for the secret
 * of refresh-otp, and at least one operation. Once configured only the operations change.
 */
export const SaveOtpParamsInput = v.object({
  pin: v.optional(v.pipe(v.string(), v.trim(), v.regex(CODE_PATTERN, 'wrong_otp_code'))),
  /** The operations chosen, or the list as the server sent it when the merchant did not change it. */
  otp_operations: keptOr(Operations),
});
export type SaveOtpParamsInput = v.InferInput<typeof SaveOtpParamsInput>;

export const SaveEmailOperationsInput = v.object({ email_operations: Operations });
export type SaveEmailOperationsInput = v.InferInput<typeof SaveEmailOperationsInput>;

/** PIN operations. First set-up: `pin` (4 or 6 digits) and at least one operation; later only operations. */
export const SavePinInput = v.object({
  /** The operations chosen, or the list as the server sent it when the merchant did not change it. */
  pin_operations: keptOr(Operations),
  pin: v.optional(v.pipe(v.string(), v.regex(PIN_PATTERN, 'incorrect_pin_format'))),
});
export type SavePinInput = v.InferInput<typeof SavePinInput>;

/** Whitelisted IPv4 addresses to add or remove. Format is checked by the server (incorrect_ip_format). */
export const IpListInput = v.object({
  ips: v.pipe(v.array(v.pipe(v.string(), v.trim())), v.minLength(1, 'validation_error')),
});
export type IpListInput = v.InferInput<typeof IpListInput>;

/** "updated ips" (SPEC.md section 7 ip-list); unknown: the settings are read again (the save succeeded). */
export const IpListAnswer = v.pipe(
  wholeList(filled(), 'ips'),
  v.transform((ips) => ({ ips })),
);
export type IpListAnswer = v.InferOutput<typeof IpListAnswer>;

export const MethodsInput = v.object({ operation: Operation });
export type MethodsInput = v.InferInput<typeof MethodsInput>;

/** Factors switched on for an operation kind (empty: no confirmation needed); an unknown factor is kept. */
export const MethodsAnswer = wholeList(oneOf(FACTORS, 'sms'));
export type MethodsAnswer = v.InferOutput<typeof MethodsAnswer>;

export const ChangePasswordInput = v.object({
  old_password: v.pipe(v.string(), v.nonEmpty('validation_error')),
  new_password: v.pipe(v.string(), v.regex(PASSWORD_PATTERN, 'incorrect_password_format')),
});
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordInput>;

/** A code was sent (`is_sent`) or not yet allowed; `next_time`: when another may be asked for (null: no countdown). */
export const CodeSentAnswer = answer({ next_time: time(), is_sent: bool() });
export type CodeSentAnswer = v.InferOutput<typeof CodeSentAnswer>;

export const RefreshLoginCodeInput = v.object({ new_email: EmailSchema });
export type RefreshLoginCodeInput = v.InferInput<typeof RefreshLoginCodeInput>;

/**
 * SPEC.md gives refresh-login-code no answer: `{ next_time, is_sent }` is ours (as
 * refresh-email-code answers). Without them: no countdown, and the code is taken as sent.
 */
export const RefreshLoginCodeAnswer = answer({ next_time: ours(time()), is_sent: ours(bool()) });
export type RefreshLoginCodeAnswer = v.InferOutput<typeof RefreshLoginCodeAnswer>;

export const ChangeLoginInput = v.object({
  new_email: EmailSchema,
  old_email: EmailSchema,
  code: v.pipe(v.string(), v.trim(), v.regex(CODE_PATTERN, 'invalid_code')),
});
export type ChangeLoginInput = v.InferInput<typeof ChangeLoginInput>;

export const RefreshEmailCodeInput = v.object({ login: v.pipe(v.string(), v.trim(), v.nonEmpty()) });
export type RefreshEmailCodeInput = v.InferInput<typeof RefreshEmailCodeInput>;
