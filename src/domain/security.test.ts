import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SecuritySettings } from '@/api/security/security.schemas';
import { protectionOn } from './protection-badges';
import {
  canSaveOtp,
  canSavePin,
  draftChanged,
  draftOperations,
  ipError,
  nextRecommendation,
  operationsDraft,
  pinsMatch,
  sameOperations,
  secretGroups,
  switchOperation,
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

describe('Protection badges read by kind: a JSON null list is empty, a missing one unknown', () => {
  const settings = (data: Record<string, unknown>) => v.parse(SecuritySettings, data);
  it('null lists are OFF; a list that did not arrive is unknown, never OFF', () => {
    const read = settings({ email_operations: null, pin_operations: ['auth'], ips: null });
    expect(protectionOn(read, 'email')).toBe(false);
    expect(protectionOn(read, 'pin')).toBe(true);
    expect(protectionOn(read, 'otp')).toBeNull();
    expect(protectionOn(read, 'whitelist')).toBe(false);
  });
  it('a map of flags lists the operations switched on; an unknown code is kept', () => {
    const read = settings({ email_operations: { auth: true, settings: 0, transfer: '1' } });
    expect(read.email_operations).toEqual(['auth', 'transfer']);
    expect(protectionOn(read, 'email')).toBe(true);
  });
  it('pin settings of any shape: a flag, a length, an object with other names', () => {
    expect(settings({ pin_settings: { enabled: 1, pin_length: '6' } }).pin_settings).toEqual({
      is_set: true,
      length: 6,
    });
    expect(settings({ pin_settings: 4 }).pin_settings).toEqual({ is_set: true, length: 4 });
    expect(settings({ pin_settings: null, pin_operations: [] }).pin_settings).toEqual({
      is_set: false,
      length: null,
    });
    expect(settings({}).pin_settings).toEqual({ is_set: null, length: null });
  });
});

describe('Security level tip: what to switch on next', () => {
  it('recommends the authenticator first', () => expect(nextRecommendation(UNPROTECTED)).toBe('otp'));
  it('then the PIN', () =>
    expect(nextRecommendation({ ...UNPROTECTED, otp_operations: ['auth'] })).toBe('pin'));
  it('"all on" once every protection was read as on', () =>
    expect(
      nextRecommendation({
        ...UNPROTECTED,
        otp_operations: ['auth'],
        pin_operations: ['auth'],
        email_operations: ['auth'],
        ips: ['1.1.1.1'],
      }),
    ).toBe('all_on'));
  it('never "all on" while a protection could not be read: it cannot tell', () =>
    expect(
      nextRecommendation({
        ...UNPROTECTED,
        otp_operations: null,
        pin_operations: ['auth'],
        email_operations: ['auth'],
        ips: ['1.1.1.1'],
      }),
    ).toBe('unknown'));
  it('a protection read as OFF is recommended even when another is unknown', () =>
    expect(nextRecommendation({ ...UNPROTECTED, otp_operations: null })).toBe('pin'));
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
    changed: true,
  };
  it('matching PINs and one operation enable save', () => expect(canSavePin(first)).toBe(true));
  it('no operation keeps save disabled', () => expect(canSavePin({ ...first, operations: [] })).toBe(false));
  it('a different repeat keeps save disabled', () =>
    expect(canSavePin({ ...first, repeat: '4321' })).toBe(false));
  it('operations still unknown (a list that could not be read) keep save disabled', () =>
    expect(canSavePin({ ...first, operations: null })).toBe(false));
  it('a PIN whose state could not be read is set up like a first one', () =>
    expect(canSavePin({ ...first, pinSet: null })).toBe(true));
});

describe('PIN: once a PIN exists, save enabled only when the operation selection changed', () => {
  const set = {
    pinSet: true,
    pin: '',
    repeat: '',
    length: 4,
    operations: ['auth' as const],
    changed: false,
  };
  it('the same selection keeps save disabled', () => expect(canSavePin(set)).toBe(false));
  it('a changed selection enables save', () => expect(canSavePin({ ...set, changed: true })).toBe(true));
  it('switching every operation off is a change too', () =>
    expect(canSavePin({ ...set, operations: [], changed: true })).toBe(true));
});

describe('Authenticator: first set-up needs the code and an operation; later only changed operations', () => {
  it('first set-up without a code is refused', () =>
    expect(canSaveOtp({ enabled: false, code: '', operations: ['auth'], changed: true })).toBe(false));
  it('first set-up without an operation is refused', () =>
    expect(canSaveOtp({ enabled: false, code: '123456', operations: [], changed: false })).toBe(false));
  it('first set-up with both is allowed', () =>
    expect(canSaveOtp({ enabled: false, code: '123456', operations: ['auth'], changed: true })).toBe(true));
  it('configured: the same operations keep submit disabled', () =>
    expect(canSaveOtp({ enabled: true, code: '', operations: ['auth'], changed: false })).toBe(false));
  it('configured: changed operations enable submit', () =>
    expect(canSaveOtp({ enabled: true, code: '', operations: ['auth', 'settings'], changed: true })).toBe(
      true,
    ));
});

describe('Operation switches', () => {
  it('order and duplicates do not count as a change', () =>
    expect(sameOperations(['payout', 'auth'], ['auth', 'payout'])).toBe(true));
  it('switching keeps the canonical order', () => {
    const draft = switchOperation(operationsDraft(['payout']), 'auth', true);
    expect(draftOperations(draft)).toEqual(['auth', 'payout']);
    expect(draftChanged(draft, ['payout'])).toBe(true);
  });
  it('switching back is no change', () => {
    const draft = switchOperation(switchOperation(operationsDraft(['auth']), 'auth', false), 'auth', true);
    expect(draftChanged(draft, ['auth'])).toBe(false);
  });
  it('a code the cabinet does not know is kept when others are switched', () => {
    const saved = v.parse(SecuritySettings, { pin_operations: ['transfer', 'auth'] }).pin_operations;
    const draft = switchOperation(operationsDraft(saved), 'payout', true);
    expect(draftOperations(draft)).toEqual(['auth', 'payout', 'transfer']);
  });
  it('an unreadable list starts with every switch unknown; a list exists only once each is chosen', () => {
    let draft = operationsDraft(null);
    expect(Object.values(draft.on)).toEqual([null, null, null, null]);
    draft = switchOperation(draft, 'auth', true);
    expect(draftChanged(draft, null)).toBe(true);
    expect(draftOperations(draft)).toBeNull();
    for (const code of ['settings', 'withdrawal', 'payout'] as const)
      draft = switchOperation(draft, code, false);
    expect(draftOperations(draft)).toEqual(['auth']);
  });
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
