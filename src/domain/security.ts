import type { Operation, SecuritySettings } from '@/api/security/security.schemas';
import { protectionOn } from './protection-badges';
import { OPERATIONS, type Protection } from './protections';
import { isIpv4 } from './validation';

/** What to switch on next (the level panel's tip): the strongest protection still off. */
const RECOMMENDATION_ORDER: readonly Protection[] = ['otp', 'pin', 'email', 'whitelist'];

/** A protection whose state is unknown is not recommended (it may be on already). */
export function nextRecommendation(settings: SecuritySettings): Protection | null {
  return RECOMMENDATION_ORDER.find((protection) => protectionOn(settings, protection) === false) ?? null;
}

/** Operations as a set: order and duplicates do not matter. */
export function sameOperations(a: readonly Operation[], b: readonly Operation[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((operation) => right.has(operation));
}

/** Switches one operation on or off; the list keeps the canonical order. */
export function toggleOperation(list: readonly Operation[], operation: Operation, on: boolean): Operation[] {
  const next = new Set(list);
  if (on) next.add(operation);
  else next.delete(operation);
  return OPERATIONS.filter((item) => next.has(item));
}

/** SPEC.md section 5 "PIN": the PIN and its repeat, both complete, are equal as numbers. */
export function pinsMatch(pin: string, repeat: string, length: number): boolean {
  const complete = new RegExp(`^\\d{${length}}$`);
  return complete.test(pin) && complete.test(repeat) && Number(pin) === Number(repeat);
}

/**
 * PIN save: first set-up needs matching PINs and at least one operation; once a PIN exists
 * only a changed operation selection enables it.
 */
export function canSavePin(input: {
  pinSet: boolean;
  pin: string;
  repeat: string;
  length: number;
  operations: readonly Operation[];
  saved: readonly Operation[];
}): boolean {
  if (input.pinSet) return !sameOperations(input.operations, input.saved);
  return pinsMatch(input.pin, input.repeat, input.length) && input.operations.length > 0;
}

/**
 * Authenticator save: first set-up needs the app's code (6 digits) and at least one
 * operation; once configured only a changed operation selection enables it.
 */
export function canSaveOtp(input: {
  enabled: boolean;
  code: string;
  operations: readonly Operation[];
  saved: readonly Operation[];
}): boolean {
  if (input.enabled) return !sameOperations(input.operations, input.saved);
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
