import * as v from 'valibot';
import { answer, filled, isKnown, list, oneOf, required, text } from './read';

export const FACTORS = ['email', 'pin', 'otp'] as const;
export type FactorMethod = (typeof FACTORS)[number];

/**
 * Body `data` of a 403 `need_2fa` answer (API-NOTES "Second factor"), read by kind. A factor
 * the cabinet cannot ask for (one it does not know) is left out of the offer; the others stay.
 */
export const SecondFactorChallengeSchema = v.pipe(
  answer({
    methods: required(list(oneOf(FACTORS, 'sms'))),
    token: required(filled()),
    captcha_signature: text(),
  }),
  v.transform((challenge) => ({
    methods: challenge.methods.filter((method): method is FactorMethod => isKnown(FACTORS, method)),
    token: challenge.token,
    captcha_signature: challenge.captcha_signature ?? '',
  })),
);
export type SecondFactorChallenge = v.InferOutput<typeof SecondFactorChallengeSchema>;

export interface SecondFactor {
  method: FactorMethod;
  code: string;
}

export const FACTOR_HEADER: Record<FactorMethod, string> = {
  otp: 'X-OTP-Code',
  email: 'X-Email-Code',
  pin: 'X-PIN-Code',
};

export function secondFactorHeaders(
  challenge: SecondFactorChallenge,
  factor: SecondFactor,
): Record<string, string> {
  return {
    'X-2FA-Token': challenge.token,
    'X-Captcha-Signature': challenge.captcha_signature,
    [FACTOR_HEADER[factor.method]]: factor.code,
  };
}

/**
 * Asks the merchant for a factor. `verify` repeats the original request with that factor:
 * it resolves when the call succeeded and rejects with the ApiError otherwise (e.g.
 * `wrong_2fa_code`: the dialog stays open and says so). The handler resolves once a
 * `verify` succeeded, and rejects with SecondFactorCancelled when the merchant cancels.
 */
export type SecondFactorHandler = (
  challenge: SecondFactorChallenge,
  verify: (factor: SecondFactor) => Promise<void>,
  context: ChallengeContext,
) => Promise<void>;

/** What the challenged call says about the account, for the dialog. */
export interface ChallengeContext {
  /**
   * The login a call without a session sends (the sign-in), so the e-mail code can be sent
   * there without asking for the address again; null for calls of a signed-in merchant.
   */
  login: string | null;
}

/** The `login` field of a call's input, when it has one. */
export function loginOf(input: unknown): string | null {
  if (input && typeof input === 'object' && 'login' in input && typeof input.login === 'string') {
    return input.login.trim() || null;
  }
  return null;
}

let handler: SecondFactorHandler | null = null;

export function registerSecondFactorHandler(next: SecondFactorHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function secondFactorHandler(): SecondFactorHandler | null {
  return handler;
}
