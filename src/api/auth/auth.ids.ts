/**
 * The sign-in call's id, for the sign-in screen, which loads the call's code on its first send
 * (`features/auth/sign-in-call.ts`): a download that fails is told as this call's failure.
 */
export const LOGIN_ID = 'auth.login';
