import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { MockError } from '../lib/define';
import { CODE_RESEND_SECONDS, identityDb, type Operation } from './identity';
import { nowSeconds } from './random';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const ch of clean) {
    const value = BASE32.indexOf(ch);
    if (value < 0) continue;
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function randomBase32(length = 16): string {
  const bytes = randomBytes(length);
  return [...bytes].map((b) => BASE32[b % 32]).join('');
}

/** RFC 6238 TOTP, 30 s step, 6 digits, SHA-1 (what authenticator apps use). */
export function totp(secret: string, atSeconds = nowSeconds(), step = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atSeconds / step)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

export function verifyTotp(secret: string, code: string): boolean {
  const now = nowSeconds();
  return [-30, 0, 30].some((drift) => totp(secret, now + drift) === code);
}

/** The factors switched on for an operation kind (GET security/methods). */
export function methodsFor(userId: string, operation: Operation): Array<'email' | 'pin' | 'otp'> {
  const s = identityDb.security(userId);
  const out: Array<'email' | 'pin' | 'otp'> = [];
  if (s.email_operations.includes(operation)) out.push('email');
  if (s.pin !== null && s.pin_operations.includes(operation)) out.push('pin');
  if (s.otp_secret !== null && s.otp_operations.includes(operation)) out.push('otp');
  return out;
}

const challenges = new Map<string, { userId: string; operation: Operation; expires: number }>();

/** Sends (logs) a new e-mail code; answers next_time (epoch s) and whether it was sent. */
export function sendEmailCode(userId: string): { next_time: number; is_sent: boolean } {
  const s = identityDb.security(userId);
  const now = nowSeconds();
  if (s.email_code && s.email_code.next_time > now)
    return { next_time: s.email_code.next_time, is_sent: false };
  const code = String(randomInt(100000, 1000000));
  s.email_code = { code, next_time: now + CODE_RESEND_SECONDS };
  console.info(`[demo] e-mail confirmation code for ${s.email}: ${code}`);
  return { next_time: s.email_code.next_time, is_sent: true };
}

/**
 * Passes when the operation is not protected, or when the request carries a valid factor
 * (API-NOTES "Second factor"). Throws 403 need_2fa with the challenge, or wrong_2fa_code.
 */
export function requireSecondFactor(request: Request, userId: string, operation: Operation): void {
  const methods = methodsFor(userId, operation);
  if (methods.length === 0) return;
  const token = request.headers.get('x-2fa-token');
  const challenge = token ? challenges.get(token) : undefined;
  if (
    !token ||
    !challenge ||
    challenge.userId !== userId ||
    challenge.operation !== operation ||
    challenge.expires < nowSeconds()
  ) {
    const fresh = randomBytes(12).toString('base64url');
    challenges.set(fresh, { userId, operation, expires: nowSeconds() + 600 });
    throw new MockError(403, ['need_2fa'], {
      methods,
      token: fresh,
      captcha_signature: randomBytes(8).toString('hex'),
    });
  }
  const s = identityDb.security(userId);
  const pin = request.headers.get('x-pin-code');
  const otp = request.headers.get('x-otp-code');
  const email = request.headers.get('x-email-code');
  const byEmail =
    methods.includes('email') && email !== null && s.email_code !== null && email === s.email_code.code;
  const ok =
    byEmail ||
    (methods.includes('pin') && pin !== null && s.pin !== null && pin === s.pin) ||
    (methods.includes('otp') && otp !== null && s.otp_secret !== null && verifyTotp(s.otp_secret, otp));
  if (!ok) throw new MockError(403, ['wrong_2fa_code']);
  challenges.delete(token);
  // An e-mail code confirms one operation only.
  if (byEmail) s.email_code = null;
}
