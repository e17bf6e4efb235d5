import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canRequestCode,
  EMAIL_MESSAGES,
  type LoginEmailValues,
  loginEmailSchema,
} from './login-email.schemas';

const LOGIN = 'demo@example.com';
const issues = (values: LoginEmailValues) => {
  const result = v.safeParse(loginEmailSchema(LOGIN), values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
};

describe('Login e-mail change form: old e-mail valid and equal to the current login', () => {
  it('an empty old e-mail says "type e-mail"', () =>
    expect(issues({ old_email: '', new_email: 'new@example.com' }).old_email).toEqual([EMAIL_MESSAGES.type]));
  it('a malformed old e-mail says "incorrect e-mail format"', () =>
    expect(issues({ old_email: '.demo@example', new_email: 'new@example.com' }).old_email).toEqual([
      EMAIL_MESSAGES.format,
    ]));
  it('another address than the login gives the change-email error', () =>
    expect(issues({ old_email: 'other@example.com', new_email: 'new@example.com' }).old_email).toEqual([
      EMAIL_MESSAGES.notCurrent,
    ]));
  it('the login in other letter case is accepted', () =>
    expect(issues({ old_email: 'Demo@Example.com', new_email: 'new@example.com' })).toEqual({}));
});

describe('Login e-mail change form: new e-mail valid and different from the old', () => {
  it('a malformed new e-mail is refused', () =>
    expect(issues({ old_email: LOGIN, new_email: 'new@' }).new_email).toEqual([EMAIL_MESSAGES.format]));
  it('the same address gives the repeated-email error', () =>
    expect(issues({ old_email: LOGIN, new_email: LOGIN }).new_email).toEqual([EMAIL_MESSAGES.repeated]));
});

describe('Login e-mail change form: the code request is disabled until both are filled and valid', () => {
  it('disabled with an empty new e-mail', () =>
    expect(canRequestCode({ old_email: LOGIN, new_email: '' }, LOGIN)).toBe(false));
  it('enabled with both valid', () =>
    expect(canRequestCode({ old_email: LOGIN, new_email: 'new@example.com' }, LOGIN)).toBe(true));
});
