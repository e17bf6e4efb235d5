import { describe, expect, it } from 'vitest';
import { protectionOn } from './protection-badges';
import {
  canSaveOtp,
  canSavePin,
  ipError,
  nextRecommendation,
  pinsMatch,
  sameOperations,
  secretGroups,
  toggleOperation,
} from './security';
import { UNPROTECTED } from './security.fixture';

describe('Protection badges: ON when at least one operation is enabled; whitelist ON with an address', () => {
  it('everything is OFF with no operations and no addresses', () => {
    for (const protection of ['email', 'pin', 'otp', 'whitelist'] as const)
      expect(protectionOn(UNPROTECTED, protection)).toBe(false);
  });
  it('e-mail is ON with one operation', () =>
    expect(protectionOn({ ...UNPROTECTED, email_operations: ['auth'] }, 'email')).toBe(true));
  it('a PIN that is set but protects nothing is OFF', () =>
    expect(protectionOn({ ...UNPROTECTED, pin_settings: { is_set: true, length: 4 } }, 'pin')).toBe(false));
  it('the authenticator is ON with one operation', () =>
    expect(protectionOn({ ...UNPROTECTED, otp_enabled: true, otp_operations: ['payout'] }, 'otp')).toBe(
      true,
    ));
  it('the whitelist is ON with one address', () =>
    expect(protectionOn({ ...UNPROTECTED, ips: ['10.0.0.1'] }, 'whitelist')).toBe(true));
});

describe('Security level tip: what to switch on next', () => {
  it('recommends the authenticator first', () => expect(nextRecommendation(UNPROTECTED)).toBe('otp'));
  it('then the PIN', () =>
    expect(nextRecommendation({ ...UNPROTECTED, otp_operations: ['auth'] })).toBe('pin'));
  it('nothing once everything is on', () =>
    expect(
      nextRecommendation({
        ...UNPROTECTED,
        otp_operations: ['auth'],
        pin_operations: ['auth'],
        email_operations: ['auth'],
        ips: ['1.1.1.1'],
      }),
    ).toBeNull());
});

describe('PIN: PIN and repeat equal as numbers', () => {
  it('equal PINs match', () => expect(pinsMatch('1234', '1234', 4)).toBe(true));
  it('different PINs do not match', () => expect(pinsMatch('1234', '1235', 4)).toBe(false));
  it('an incomplete PIN does not match', () => expect(pinsMatch('123', '123', 4)).toBe(false));
  it('a 4-digit PIN does not fill a 6-digit choice', () => expect(pinsMatch('1234', '1234', 6)).toBe(false));
});

describe('PIN: save enabled only if they match and at least one operation is selected (first set-up)', () => {
  const first = {
    pinSet: false,
    pin: '1234',
    repeat: '1234',
    length: 4,
    operations: ['settings' as const],
    saved: [],
  };
  it('matching PINs and one operation enable save', () => expect(canSavePin(first)).toBe(true));
  it('no operation keeps save disabled', () => expect(canSavePin({ ...first, operations: [] })).toBe(false));
  it('a different repeat keeps save disabled', () =>
    expect(canSavePin({ ...first, repeat: '4321' })).toBe(false));
});

describe('PIN: once a PIN exists, save enabled only when the operation selection changed', () => {
  const set = {
    pinSet: true,
    pin: '',
    repeat: '',
    length: 4,
    operations: ['auth' as const],
    saved: ['auth' as const],
  };
  it('the same selection keeps save disabled', () => expect(canSavePin(set)).toBe(false));
  it('a changed selection enables save', () =>
    expect(canSavePin({ ...set, operations: ['auth', 'payout'] })).toBe(true));
  it('switching every operation off is a change too', () =>
    expect(canSavePin({ ...set, operations: [] })).toBe(true));
});

describe('Authenticator: first set-up needs the code and an operation; later only changed operations', () => {
  it('first set-up without a code is refused', () =>
    expect(canSaveOtp({ enabled: false, code: '', operations: ['auth'], saved: [] })).toBe(false));
  it('first set-up without an operation is refused', () =>
    expect(canSaveOtp({ enabled: false, code: '123456', operations: [], saved: [] })).toBe(false));
  it('first set-up with both is allowed', () =>
    expect(canSaveOtp({ enabled: false, code: '123456', operations: ['auth'], saved: [] })).toBe(true));
  it('configured: the same operations keep submit disabled', () =>
    expect(canSaveOtp({ enabled: true, code: '', operations: ['auth'], saved: ['auth'] })).toBe(false));
  it('configured: changed operations enable submit', () =>
    expect(canSaveOtp({ enabled: true, code: '', operations: ['auth', 'settings'], saved: ['auth'] })).toBe(
      true,
    ));
});

describe('Operation selection', () => {
  it('order and duplicates do not count as a change', () =>
    expect(sameOperations(['payout', 'auth'], ['auth', 'payout'])).toBe(true));
  it('toggling keeps the canonical order', () =>
    expect(toggleOperation(['payout'], 'auth', true)).toEqual(['auth', 'payout']));
  it('toggling off removes it', () =>
    expect(toggleOperation(['auth', 'payout'], 'auth', false)).toEqual(['payout']));
});

describe('Authenticator secret shown in four groups of four', () => {
  it('splits 16 characters', () =>
    expect(secretGroups('JBSWY3DPEHPK3PXP')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']));
});

describe('IPv4: otherwise message incorrect IP format', () => {
  it('256.1.1.1 is refused', () => expect(ipError('256.1.1.1')).toBe('security.whitelist.incorrect_ip'));
  it('1.2.3 is refused', () => expect(ipError('1.2.3')).toBe('security.whitelist.incorrect_ip'));
  it('10.0.0.1 is fine', () => expect(ipError('10.0.0.1')).toBeNull());
});
