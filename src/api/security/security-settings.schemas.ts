import * as v from 'valibot';
import { OPERATIONS } from '@/constants/security';
import { isRecord } from '@/lib/is-record';
import {
  answer,
  anything,
  bool,
  filled,
  list,
  num,
  oneOf,
  ours,
  record,
  toBoolean,
  toNumber,
  type UnknownCode,
  withSent,
} from '../http/read';

// The settings answer apart from the area's other schemas (re-exported by security.schemas.ts):
// the dashboard's setup checklist reads it without downloading the rest.

/** Protected operation kinds (API-NOTES "Value sets"): what the cabinet asks about. */
export const Operation = v.picklist(OPERATIONS);
export type Operation = v.InferOutput<typeof Operation>;

/** An operation a list holds: a kind API-NOTES lists, or a code the cabinet does not know, kept as sent. */
export type OperationCode = Operation | UnknownCode;

/**
 * "a list of protected operations" (SPEC.md section 3), a map of flags too (`{ "auth": true }`),
 * each code once. A code the cabinet does not know is kept (shown as sent, sent back on save).
 */
export const OperationList = () =>
  v.pipe(
    list(oneOf(OPERATIONS, 'transfer')),
    v.transform((items) => (items === null ? null : [...new Set(items)])),
  );

/**
 * Authenticator parameters the app is configured with (SPEC.md: "OTP params"; its parts are not
 * named, so each is ours). Not shown on any screen.
 */
export const OtpParams = record({
  issuer: ours(filled()),
  digits: ours(num()),
  period: ours(num()),
  algorithm: ours(filled()),
});
export type OtpParams = NonNullable<v.InferOutput<typeof OtpParams>>;

/** What the PIN screens need: whether a PIN is set, and its length; null where unknown. */
export interface PinSettings {
  is_set: boolean | null;
  /** Digits of the PIN that is set; null when none or unknown. */
  length: 4 | 6 | null;
}

const pinLength = (value: unknown): 4 | 6 | null => {
  const n = toNumber(value);
  return n === 4 || n === 6 ? n : null;
};

/** The one value every candidate agrees on, else null. */
function agreed<T>(values: readonly T[]): T | null {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}

/**
 * "pin settings" (SPEC.md section 3 leaves the shape open), read by kind: JSON null = no PIN;
 * a yes/no flag; a length (4 or 6; 0 = none); or an object whose yes/no fields say whether a PIN
 * is set and whose 4 or 6 says its length. Whatever it does not say is unknown (null).
 */
export function readPinSettings(sent: unknown): PinSettings {
  if (sent === null) return { is_set: false, length: null };
  const number = toNumber(sent);
  if (number !== null) return { is_set: number > 0, length: pinLength(number) };
  const flag = toBoolean(sent);
  if (flag !== null) return { is_set: flag, length: null };
  if (!isRecord(sent)) return { is_set: null, length: null };
  const values = Object.values(sent);
  const length = agreed(values.map(pinLength).filter((n) => n !== null));
  const flags = values.filter((value) => pinLength(value) === null).map(toBoolean);
  const is_set = agreed(flags.filter((value) => value !== null));
  return { is_set: is_set ?? (length !== null ? true : null), length };
}

/**
 * Security settings (SPEC.md section 3), with the object the server sent (`sent`). `otp_enabled`
 * is, when not sent, whether otp_operations is not empty; `pin_settings` is what the settings say,
 * else (nothing readable) set when an operation uses a PIN, else unknown; JSON null is no PIN
 * unless an operation uses one.
 */
export const SecuritySettings = v.pipe(
  withSent(
    answer({
      /** The login e-mail. */
      email: filled(),
      security_level: num(),
      /** Null before the authenticator is configured (as our demo sends it). */
      otp_params: OtpParams,
      email_operations: OperationList(),
      pin_operations: OperationList(),
      otp_operations: OperationList(),
      /** Any format a backend chooses (base32 of any length, with or without spaces). */
      otp_secret: filled(),
      otp_url: filled(),
      /** Ours: whether the authenticator is configured; else taken from otp_operations. */
      otp_enabled: ours(bool()),
      /** Shape open: read by kind into `PinSettings`. */
      pin_settings: anything(),
      /** IPv4 addresses: a list, or a map keyed by address. */
      ips: list(filled()),
    }),
  ),
  v.transform((read) => {
    const sent = read.sent.pin_settings;
    const pin = readPinSettings(sent);
    // A PIN that protects an operation exists; settings that say nothing readable are derived from that.
    const used = read.pin_operations !== null && read.pin_operations.length > 0;
    const isSet = sent === null ? used : (pin.is_set ?? (used ? true : null));
    const otpEnabled =
      read.otp_enabled ?? (read.otp_operations === null ? null : read.otp_operations.length > 0);
    return {
      ...read,
      otp_enabled: otpEnabled,
      pin_settings: { is_set: isSet, length: isSet === false ? null : pin.length } satisfies PinSettings,
    };
  }),
);
export type SecuritySettings = v.InferOutput<typeof SecuritySettings>;
