import { describe, expect, it } from 'vitest';
import {
  displayName,
  isValidEmail,
  isValidIPv4,
  isValidPassword,
  logoError,
  maskEmail,
  nicknameError,
} from './rules';

describe('E-mail: pattern, no leading dot', () => {
  it('accepts an ordinary address', () => expect(isValidEmail('anna.keller@example.com')).toBe(true));
  it('rejects a leading dot', () => expect(isValidEmail('.anna@example.com')).toBe(false));
  it('rejects a missing domain', () => expect(isValidEmail('anna@')).toBe(false));
  it('rejects spaces inside', () => expect(isValidEmail('an na@example.com')).toBe(false));
});

describe('Password: 6 to 36 characters with a digit, an uppercase and a lowercase letter', () => {
  it('accepts Demo1234', () => expect(isValidPassword('Demo1234')).toBe(true));
  it('rejects 5 characters', () => expect(isValidPassword('Ab1cd')).toBe(false));
  it('accepts 6 and 36 characters', () => {
    expect(isValidPassword('Abc123')).toBe(true);
    expect(isValidPassword(`Ab1${'x'.repeat(33)}`)).toBe(true);
  });
  it('rejects 37 characters', () => expect(isValidPassword(`Ab1${'x'.repeat(34)}`)).toBe(false));
  it('rejects a password missing a digit', () => expect(isValidPassword('Abcdefg')).toBe(false));
  it('rejects a password missing an uppercase letter', () => expect(isValidPassword('abcdef1')).toBe(false));
  it('rejects a password missing a lowercase letter', () => expect(isValidPassword('ABCDEF1')).toBe(false));
});

describe('Nickname: optional, trimmed length at least 4, no Cyrillic', () => {
  it('empty is allowed', () => expect(nicknameError('   ')).toBeNull());
  it('a 3-character nickname is too short', () => expect(nicknameError('abc')).toBe('nickname_too_short'));
  it('length counts after trimming', () => expect(nicknameError('  abc  ')).toBe('nickname_too_short'));
  it('a Cyrillic nickname is refused', () => expect(nicknameError('Анна')).toBe('nickname_no_cyrillic'));
  it('a Latin nickname of 4 passes', () => expect(nicknameError('Anna')).toBeNull());
});

describe('IPv4: four numbers 0-255', () => {
  it('accepts 192.168.0.1', () => expect(isValidIPv4('192.168.0.1')).toBe(true));
  it('rejects 256.1.1.1', () => expect(isValidIPv4('256.1.1.1')).toBe(false));
  it('rejects 1.2.3', () => expect(isValidIPv4('1.2.3')).toBe(false));
  it('rejects letters', () => expect(isValidIPv4('1.2.3.a')).toBe(false));
});

describe('Logo upload: jpeg, jpg or png, at most 1048576 bytes', () => {
  it('accepts a png of exactly 1 MB', () =>
    expect(logoError({ name: 'a.png', type: 'image/png', size: 1_048_576 })).toBeNull());
  it('refuses a .gif', () =>
    expect(logoError({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe('upload_profile_photo_error'));
  it('refuses a 1,048,577-byte logo', () =>
    expect(logoError({ name: 'a.jpg', type: 'image/jpeg', size: 1_048_577 })).toBe(
      'upload_profile_photo_error',
    ));
});

describe('Display name: nickname, else first plus last name, else a masked e-mail', () => {
  it('prefers the nickname', () =>
    expect(displayName({ nickname: 'Northwind', first_name: 'Anna' })).toBe('Northwind'));
  it('falls back to first and last name', () =>
    expect(displayName({ nickname: ' ', first_name: 'Anna', last_name: 'Keller' })).toBe('Anna Keller'));
  it('falls back to a masked e-mail', () =>
    expect(displayName({ email: 'anna@example.com' })).toBe('an***@example.com'));
  it('masks the local part', () => expect(maskEmail('demo@example.com')).toBe('de***@example.com'));
});
