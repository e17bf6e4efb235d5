import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/errors';
import {
  classifyVerifyFailure,
  formatCountdown,
  isCodeComplete,
  orderMethods,
  secondsLeft,
} from './second-factor-rules';

describe('Second factor: the factors the server lists are offered', () => {
  it('keeps only the listed ones, authenticator first, then PIN, then e-mail', () => {
    expect(orderMethods(['email', 'pin', 'otp'])).toEqual(['otp', 'pin', 'email']);
    expect(orderMethods(['email'])).toEqual(['email']);
  });
});

describe('Second factor: "Send again" waits for next_time', () => {
  it('counts the seconds left until next_time', () => expect(secondsLeft(1_000_060, 1_000_000_000)).toBe(60));
  it('is zero once next_time has passed or was never given', () => {
    expect(secondsLeft(1_000_000, 1_000_001_000)).toBe(0);
    expect(secondsLeft(null, 1_000_000_000)).toBe(0);
  });
  it('shows minutes and seconds', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(9)).toBe('0:09');
  });
});

describe('Second factor: code lengths (e-mail and app 6 digits, PIN 4 or 6)', () => {
  it('an e-mail code needs six digits', () => {
    expect(isCodeComplete('email', '12345', 4)).toBe(false);
    expect(isCodeComplete('email', '123456', 4)).toBe(true);
  });
  it('a PIN needs the chosen length', () => {
    expect(isCodeComplete('pin', '1234', 4)).toBe(true);
    expect(isCodeComplete('pin', '1234', 6)).toBe(false);
    expect(isCodeComplete('pin', '123456', 6)).toBe(true);
  });
});

describe('Second factor: a wrong code keeps the dialog open', () => {
  it('wrong_2fa_code asks for the code again', () =>
    expect(classifyVerifyFailure(new ApiError({ status: 403, keys: ['wrong_2fa_code'] }))).toBe(
      'wrong_code',
    ));
  it('a network failure keeps the dialog and the code', () =>
    expect(classifyVerifyFailure(new ApiError({ status: 0, keys: ['network_error'] }))).toBe('retry'));
  it('a failure of the protected call itself goes back to the caller', () =>
    expect(classifyVerifyFailure(new ApiError({ status: 409, keys: ['conflict_version_error'] }))).toBe(
      'fatal',
    ));
});
