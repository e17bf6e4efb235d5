import * as v from 'valibot';
import { isValidEmail } from '@/domain/validation';

export interface LoginEmailValues {
  old_email: string;
  new_email: string;
}

export const EMAIL_MESSAGES = {
  type: 'security.login_email.type_email',
  format: 'security.login_email.incorrect_format',
  notCurrent: 'security.login_email.change_email_error',
  repeated: 'security.login_email.repeated_email',
} as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const email = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', EMAIL_MESSAGES.type),
  v.check((value) => value.trim() === '' || isValidEmail(value), EMAIL_MESSAGES.format),
);

/**
 * SPEC.md section 5 "Login e-mail change form": the old e-mail valid and equal to the current
 * login (else a change-email error); the new one valid and different from the old (else a
 * repeated-email error).
 */
export function loginEmailSchema(currentLogin: string) {
  return v.pipe(
    v.object({
      old_email: v.pipe(
        email,
        v.check((value) => !isValidEmail(value) || sameEmail(value, currentLogin), EMAIL_MESSAGES.notCurrent),
      ),
      new_email: email,
    }),
    v.forward(
      v.partialCheck(
        [['old_email'], ['new_email']],
        (input) => !sameEmail(input.old_email, input.new_email),
        EMAIL_MESSAGES.repeated,
      ),
      ['new_email'],
    ),
  );
}

/** The code request is allowed once both e-mails are filled in and valid. */
export function canRequestCode(values: LoginEmailValues, currentLogin: string): boolean {
  return v.safeParse(loginEmailSchema(currentLogin), values).success;
}
