import * as v from 'valibot';
import { isValidPassword } from '@/domain/validation';

export interface PasswordChangeValues {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

export const PASSWORD_MESSAGES = {
  type: 'security.password.type_password',
  format: 'security.password.incorrect_format',
  repeat: 'security.password.repeat_error',
  mismatch: 'security.password.mismatch',
} as const;

const typed = v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.type));
const formatted = v.pipe(typed, v.check(isValidPassword, PASSWORD_MESSAGES.format));

/**
 * SPEC.md section 5 "Password change form": the old password typed; the new one in the
 * password format and different from the old (else a repeat error); the repeat in the
 * format and equal to the new one.
 */
export const PasswordChangeSchema = v.pipe(
  v.object({ old_password: typed, new_password: formatted, repeat_password: formatted }),
  v.forward(
    v.partialCheck(
      [['old_password'], ['new_password']],
      (input) => input.new_password !== input.old_password,
      PASSWORD_MESSAGES.repeat,
    ),
    ['new_password'],
  ),
  v.forward(
    v.partialCheck(
      [['new_password'], ['repeat_password']],
      (input) => input.repeat_password === input.new_password,
      PASSWORD_MESSAGES.mismatch,
    ),
    ['repeat_password'],
  ),
);

export const EMPTY_PASSWORDS: PasswordChangeValues = {
  old_password: '',
  new_password: '',
  repeat_password: '',
};
