import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  PasswordChangeSchema,
  type PasswordChangeValues,
} from './password-change.schemas';

const issues = (values: PasswordChangeValues) => {
  const result = v.safeParse(PasswordChangeSchema, values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
};

const ok: PasswordChangeValues = {
  old_password: 'Demo1234',
  new_password: 'Better567',
  repeat_password: 'Better567',
};

describe('Password change form: old password required', () => {
  it('an empty old password says "type password"', () =>
    expect(issues({ ...ok, old_password: '' }).old_password).toEqual([PASSWORD_MESSAGES.type]));
});

describe('Password change form: new password in valid format (6 to 36, digit, upper, lower)', () => {
  it('5 characters are refused', () =>
    expect(issues({ ...ok, new_password: 'Ab1cd', repeat_password: 'Ab1cd' }).new_password).toEqual([
      PASSWORD_MESSAGES.format,
    ]));
  it('37 characters are refused', () => {
    const long = `Ab1${'x'.repeat(34)}`;
    expect(issues({ ...ok, new_password: long, repeat_password: long }).new_password).toEqual([
      PASSWORD_MESSAGES.format,
    ]);
  });
  it('a password missing a digit is refused', () =>
    expect(issues({ ...ok, new_password: 'Abcdefg', repeat_password: 'Abcdefg' }).new_password).toEqual([
      PASSWORD_MESSAGES.format,
    ]));
  it('a password missing an uppercase letter is refused', () =>
    expect(issues({ ...ok, new_password: 'abcdef1', repeat_password: 'abcdef1' }).new_password).toEqual([
      PASSWORD_MESSAGES.format,
    ]));
  it('a password missing a lowercase letter is refused', () =>
    expect(issues({ ...ok, new_password: 'ABCDEF1', repeat_password: 'ABCDEF1' }).new_password).toEqual([
      PASSWORD_MESSAGES.format,
    ]));
});

describe('Password change form: the new password differs from the old (repeat error)', () => {
  it('the same value gives the repeat error', () =>
    expect(issues({ ...ok, new_password: 'Demo1234', repeat_password: 'Demo1234' }).new_password).toEqual([
      PASSWORD_MESSAGES.repeat,
    ]));
});

describe('Password change form: the repeat equals the new password', () => {
  it('a different repeat says the new passwords do not match', () =>
    expect(issues({ ...ok, repeat_password: 'Better568' }).repeat_password).toEqual([
      PASSWORD_MESSAGES.mismatch,
    ]));
  it('a valid form passes', () => expect(issues(ok)).toEqual({}));
});
