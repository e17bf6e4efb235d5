import * as v from 'valibot';
import { EmailSchema } from '../auth/auth.schemas';
import { FACTORS } from '../http/second-factor';
import { documentedAs, entity, ext, LIST_KEYS, listOf, named, objectAnswer, rows } from '../http/wire';
import { Operation } from './security-settings.schemas';

// The settings answer is a module of its own: the dashboard's setup checklist loads it alone.
export {
  Operation,
  type PinSettings,
  SecuritySettings,
} from './security-settings.schemas';

/** A set of operations: duplicates are dropped. */
export const Operations = v.pipe(
  v.array(Operation),
  v.transform((list) => [...new Set(list)]),
);

/** Password rule (SPEC section 5): 6 to 36 characters, a digit, an uppercase and a lowercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,36}$/;
export const PIN_PATTERN = /^(?:\d{4}|\d{6})$/;
export const CODE_PATTERN = /^\d{6}$/;

/**
 * "security_level" (SPEC.md section 7): `{ security_level }` or the bare number; an empty answer
 * reads as an unknown level (reported) and the profile is read again for it.
 */
export const SecurityLevelAnswer = objectAnswer(
  entity('SecurityLevel', { security_level: named(v.number()) }),
  (bare) => (typeof bare === 'number' ? { security_level: bare } : null),
);
export type SecurityLevelAnswer = v.InferOutput<typeof SecurityLevelAnswer>;

/**
 * A new authenticator secret and its otpauth URL (SPEC.md section 7 refresh-otp). The secret is
 * read in any format (shown in groups of four); a part that did not arrive (reported) makes the
 * cabinet read the settings again.
 */
export const RefreshOtpAnswer = objectAnswer(
  entity('RefreshOtp', {
    otp_secret: named(v.pipe(v.string(), v.trim(), v.nonEmpty())),
    otp_url: named(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  }),
);
export type RefreshOtpAnswer = v.InferOutput<typeof RefreshOtpAnswer>;

/**
 * Authenticator operations. First set-up: `pin` is the 6-digit code the app shows for the secret
 * of refresh-otp, and at least one operation. Once configured only the operations change.
 */
export const SaveOtpParamsInput = v.object({
  pin: v.optional(v.pipe(v.string(), v.trim(), v.regex(CODE_PATTERN, 'wrong_otp_code'))),
  otp_operations: Operations,
});
export type SaveOtpParamsInput = v.InferInput<typeof SaveOtpParamsInput>;

export const SaveEmailOperationsInput = v.object({ email_operations: Operations });
export type SaveEmailOperationsInput = v.InferInput<typeof SaveEmailOperationsInput>;

/** PIN operations. First set-up: `pin` (4 or 6 digits) and at least one operation; later only operations. */
export const SavePinInput = v.object({
  pin_operations: Operations,
  pin: v.optional(v.pipe(v.string(), v.regex(PIN_PATTERN, 'incorrect_pin_format'))),
});
export type SavePinInput = v.InferInput<typeof SavePinInput>;

/** Whitelisted IPv4 addresses to add or remove. Format is checked by the server (incorrect_ip_format). */
export const IpListInput = v.object({
  ips: v.pipe(v.array(v.pipe(v.string(), v.trim())), v.minLength(1, 'validation_error')),
});
export type IpListInput = v.InferInput<typeof IpListInput>;

const IpListObject = entity('IpList', {
  ips: named(rows(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'ip')),
});

/**
 * "updated ips" (SPEC.md section 7 ip-list): `{ ips: [...] }`, the bare list, or an object
 * holding it under another list key. Anything else reads as null (reported) and the settings
 * are read again: the save itself succeeded.
 */
export const IpListAnswer = documentedAs(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      if (Array.isArray(value)) return { ips: value };
      if (typeof value !== 'object' || value === null) return {};
      const record = value as Record<string, unknown>;
      if (record.ips !== undefined) return record;
      const held = LIST_KEYS.map((key) => record[key]).find(Array.isArray);
      return held ? { ips: held } : record;
    }),
    IpListObject,
  ),
  v.union([v.object({ ips: v.array(v.string()) }), v.array(v.string())]),
);
export type IpListAnswer = v.InferOutput<typeof IpListAnswer>;

export const MethodsInput = v.object({ operation: Operation });
export type MethodsInput = v.InferInput<typeof MethodsInput>;

/**
 * Factors switched on for an operation kind; empty = no confirmation needed. API-NOTES shows a
 * bare list; an object holding it (`methods`) is read too, and an unknown factor is skipped.
 */
export const MethodsAnswer = v.nullish(listOf(v.picklist(FACTORS), 'factor', ['methods', ...LIST_KEYS]), []);
export type MethodsAnswer = v.InferOutput<typeof MethodsAnswer>;

export const ChangePasswordInput = v.object({
  old_password: v.pipe(v.string(), v.nonEmpty('validation_error')),
  new_password: v.pipe(v.string(), v.regex(PASSWORD_PATTERN, 'incorrect_password_format')),
});
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordInput>;

/**
 * A code was sent (`is_sent`) or not yet allowed; `next_time` (epoch s) = when another may be
 * asked for (API-NOTES "Second factor"). Missing parts read as null (reported): no countdown.
 */
export const CodeSentAnswer = objectAnswer(
  entity('CodeSent', {
    next_time: named(v.pipe(v.number(), v.finite())),
    is_sent: named(v.boolean()),
  }),
);
export type CodeSentAnswer = v.InferOutput<typeof CodeSentAnswer>;

export const RefreshLoginCodeInput = v.object({ new_email: EmailSchema });
export type RefreshLoginCodeInput = v.InferInput<typeof RefreshLoginCodeInput>;

/**
 * SPEC.md gives refresh-login-code no answer: `{ next_time, is_sent }` is an extension of ours
 * (as refresh-email-code answers).
 */
export const RefreshLoginCodeAnswer = objectAnswer(
  entity('LoginCodeSent', {
    next_time: ext(v.pipe(v.number(), v.finite()), null, 'no countdown: "send again" is offered at once'),
    is_sent: ext(v.boolean(), null, 'the code is taken as sent'),
  }),
);
export type RefreshLoginCodeAnswer = v.InferOutput<typeof RefreshLoginCodeAnswer>;

export const ChangeLoginInput = v.object({
  new_email: EmailSchema,
  old_email: EmailSchema,
  code: v.pipe(v.string(), v.trim(), v.regex(CODE_PATTERN, 'invalid_code')),
});
export type ChangeLoginInput = v.InferInput<typeof ChangeLoginInput>;

export const RefreshEmailCodeInput = v.object({ login: v.pipe(v.string(), v.trim(), v.nonEmpty()) });
export type RefreshEmailCodeInput = v.InferInput<typeof RefreshEmailCodeInput>;
