import { ApiError } from '@/api/http/errors';
import type { FactorMethod } from '@/api/http/second-factor';

/** Digits of an e-mail or authenticator code (SPEC.md section 9). */
export const CODE_LENGTH = 6;
/** The PIN length (of PIN_LENGTHS) unless the settings say otherwise. */
export const DEFAULT_PIN_LENGTH = 4;

/** Factors first that need no extra step: the authenticator, then the PIN, then an e-mail code. */
const PREFERENCE: readonly FactorMethod[] = ['otp', 'pin', 'email'];

/** The methods the server offers, in the order the dialog shows them. */
export function orderMethods(methods: readonly FactorMethod[]): FactorMethod[] {
  return PREFERENCE.filter((method) => methods.includes(method));
}

/** Seconds until another e-mail code may be asked for (`next_time` is epoch seconds). */
export function secondsLeft(nextTime: number | null, nowMs: number): number {
  if (nextTime === null) return 0;
  return Math.max(0, Math.ceil(nextTime - nowMs / 1000));
}

/** 75 -> `1:15`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What a failed verify() means for the dialog: a wrong code keeps it open and clears the
 * boxes; a network or server failure keeps it open with the code; anything else (the
 * protected call itself failed, e.g. a stale version) closes it and goes to the caller.
 */
export type VerifyFailure = 'wrong_code' | 'retry' | 'fatal';

export function classifyVerifyFailure(error: unknown): VerifyFailure {
  if (error instanceof ApiError) {
    if (error.has('wrong_2fa_code')) return 'wrong_code';
    if (error.status === 0 || error.status >= 500) return 'retry';
    return 'fatal';
  }
  return 'fatal';
}

/** The code is complete for the chosen method. */
export function isCodeComplete(method: FactorMethod, code: string, pinLength: number): boolean {
  const length = method === 'pin' ? pinLength : CODE_LENGTH;
  return new RegExp(`^\\d{${length}}$`).test(code);
}
