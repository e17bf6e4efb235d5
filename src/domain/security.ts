import type { Operation, OperationCode, SecuritySettings } from '@/api/security/security.schemas';
import { OPERATIONS, PROTECTIONS, type Protection } from '@/constants/security';
import { protectionOn } from './protection-badges';
import { isIpv4 } from './validation';

/** What to switch on next (the level panel's tip): the strongest protection still off. */
const RECOMMENDATION_ORDER: readonly Protection[] = ['otp', 'pin', 'email', 'whitelist'];

/**
 * The level panel's tip, from what was read only: the strongest protection read as OFF; `all_on`
 * only when every protection was read as ON; `unknown` when none is read as OFF but some could
 * not be read (they may be off).
 */
export type Recommendation = Protection | 'all_on' | 'unknown';

export function nextRecommendation(settings: SecuritySettings): Recommendation {
  const off = RECOMMENDATION_ORDER.find((protection) => protectionOn(settings, protection) === false);
  if (off) return off;
  return PROTECTIONS.every((protection) => protectionOn(settings, protection) === true)
    ? 'all_on'
    : 'unknown';
}

/**
 * The switches of an operation list being edited: the kinds API-NOTES lists, then each code the
 * server listed that the cabinet does not know (kept, shown as its own text). Each is on, off, or
 * null: unknown, because the saved list could not be read.
 */
export interface OperationsDraft {
  codes: readonly OperationCode[];
  on: Readonly<Record<string, boolean | null>>;
}

/** An operation kind API-NOTES lists (not a code the cabinet does not know). */
export function isOperation(code: OperationCode): code is Operation {
  return OPERATIONS.some((operation) => operation === code);
}

/** The switches of a saved list (null: it could not be read, every switch unknown). */
export function operationsDraft(saved: readonly OperationCode[] | null): OperationsDraft {
  const extra = (saved ?? []).filter((code) => !isOperation(code));
  const codes: OperationCode[] = [...OPERATIONS, ...extra];
  const on: Record<string, boolean | null> = {};
  for (const code of codes) on[code] = saved === null ? null : saved.includes(code);
  return { codes, on };
}

/** One switch turned on or off. */
export function switchOperation(draft: OperationsDraft, code: OperationCode, on: boolean): OperationsDraft {
  return { codes: draft.codes, on: { ...draft.on, [code]: on } };
}

/**
 * The list the switches make, in the switches' order: null while a switch is still unknown (the
 * merchant has not chosen it, and the saved list could not be read).
 */
export function draftOperations(draft: OperationsDraft): OperationCode[] | null {
  if (draft.codes.some((code) => draft.on[code] === null)) return null;
  return draft.codes.filter((code) => draft.on[code] === true);
}

/** Some switch differs from the saved list (from an unreadable one: some switch was chosen). */
export function draftChanged(draft: OperationsDraft, saved: readonly OperationCode[] | null): boolean {
  const base = operationsDraft(saved);
  return draft.codes.some((code) => draft.on[code] !== (base.on[code] ?? null));
}

/** Two saved lists hold the same codes (order and duplicates do not matter); unknown only equals unknown. */
export function sameOperations(
  a: readonly OperationCode[] | null,
  b: readonly OperationCode[] | null,
): boolean {
  if (a === null || b === null) return a === b;
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((operation) => right.has(operation));
}

/** SPEC.md section 5 "PIN": the PIN and its repeat, both complete, are equal as numbers. */
export function pinsMatch(pin: string, repeat: string, length: number): boolean {
  const complete = new RegExp(`^\\d{${length}}$`);
  return complete.test(pin) && complete.test(repeat) && Number(pin) === Number(repeat);
}

/**
 * PIN save: first set-up (or a PIN whose state could not be read) needs matching PINs and at
 * least one operation chosen; once a PIN exists only a changed operation selection enables it.
 * `operations` is null while a switch is unknown.
 */
export function canSavePin(input: {
  pinSet: boolean | null;
  pin: string;
  repeat: string;
  length: number;
  operations: readonly OperationCode[] | null;
  changed: boolean;
}): boolean {
  if (input.operations === null) return false;
  if (input.pinSet === true) return input.changed;
  return pinsMatch(input.pin, input.repeat, input.length) && input.operations.length > 0;
}

/**
 * Authenticator save: first set-up needs the app's code (6 digits) and at least one
 * operation; once configured only a changed operation selection enables it.
 */
export function canSaveOtp(input: {
  enabled: boolean | null;
  code: string;
  operations: readonly OperationCode[] | null;
  changed: boolean;
}): boolean {
  if (input.operations === null) return false;
  if (input.enabled === true) return input.changed;
  return /^\d{6}$/.test(input.code) && input.operations.length > 0;
}

/** The authenticator secret in groups of four (`JBSW Y3DP EHPK 3PXP`). */
export function secretGroups(secret: string): string[] {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
}

/** IP whitelist entry: null when fine, else the message key. */
export function ipError(value: string): string | null {
  return isIpv4(value) ? null : 'security.whitelist.incorrect_ip';
}
