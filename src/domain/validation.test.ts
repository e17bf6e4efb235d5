import { describe, expect, it } from 'vitest';
import { isHttpsUrlOrEmpty, isHttpUrlOrEmpty } from '@/lib/safe-url';
import { charCount, hasCyrillic } from '@/lib/text';
import { isIpv4, isValidEmail, isValidPassword, logoError, nicknameError } from './validation';

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

describe('Script-sensitive rules are the same whatever the interface language', () => {
  it('a Ukrainian nickname is refused for its Cyrillic letters, і ї є ґ included', () => {
    expect(nicknameError('Їжачок')).toBe('nickname_no_cyrillic');
    expect(nicknameError('Ґаздиня')).toBe('nickname_no_cyrillic');
    expect(nicknameError('oleksij')).toBeNull();
    // One Cyrillic letter among Latin ones is enough (Ukrainian і looks like a Latin i).
    expect(nicknameError('mykola_і')).toBe('nickname_no_cyrillic');
    expect(nicknameError('єva')).toBe('nickname_no_cyrillic');
  });

  it('the Ukrainian apostrophe is not a Cyrillic letter', () => {
    expect(hasCyrillic('ʼ')).toBe(false);
    expect(hasCyrillic('Мʼята')).toBe(true);
  });

  it('lengths count characters, not UTF-8 bytes or UTF-16 units', () => {
    expect(charCount('Київ')).toBe(4); // 8 bytes in UTF-8
    expect(charCount('ab😀')).toBe(3); // 4 UTF-16 units
    expect(new TextEncoder().encode('Київ').length).toBe(8);
  });

  it('a nickname of four characters passes even when one takes two UTF-16 units', () => {
    expect(nicknameError('abc😀')).toBeNull();
    expect(nicknameError('ab😀')).toBe('nickname_too_short');
  });

  it('a password of 36 Cyrillic characters (72 bytes) is long enough and not too long', () => {
    const password = `Пароль1${'ж'.repeat(29)}`;
    expect(charCount(password)).toBe(36);
    expect(isValidPassword(password)).toBe(true);
    expect(isValidPassword(`${password}ж`)).toBe(false);
  });

  it('five characters of which one emoji is still too short for a password', () => {
    expect(isValidPassword('Ab1c😀')).toBe(false);
    expect(isValidPassword('Ab1cd😀')).toBe(true);
  });
});

describe('IPv4: four numbers 0-255 (SPEC 5)', () => {
  it('accepts 192.168.0.1', () => expect(isIpv4('192.168.0.1')).toBe(true));
  it('rejects 256.1.1.1', () => expect(isIpv4('256.1.1.1')).toBe(false));
  it('rejects 1.2.3', () => expect(isIpv4('1.2.3')).toBe(false));
  it('rejects letters', () => expect(isIpv4('1.2.3.a')).toBe(false));

  it.each([
    ['203.0.113.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['a.b.c.d', false],
  ])('%s -> %s', (ip, valid) => {
    expect(isIpv4(ip)).toBe(valid);
  });
});

describe('Store URLs', () => {
  it('callback URL is https or empty; redirect URLs are http(s) or empty', () => {
    expect(isHttpsUrlOrEmpty('')).toBe(true);
    expect(isHttpsUrlOrEmpty('https://shop.example.com/hook')).toBe(true);
    expect(isHttpsUrlOrEmpty('http://shop.example.com/hook')).toBe(false);
    expect(isHttpUrlOrEmpty('http://shop.example.com/ok')).toBe(true);
    expect(isHttpUrlOrEmpty('ftp://shop.example.com')).toBe(false);
    expect(isHttpUrlOrEmpty('not a url')).toBe(false);
  });
});

describe('Logo upload: jpeg, jpg or png, at most 1048576 bytes', () => {
  it('accepts a png of exactly 1 MB', () =>
    expect(logoError({ name: 'a.png', type: 'image/png', size: 1_048_576 })).toBeNull());
  it('accepts a jpeg declared as image/jpg', () =>
    expect(logoError({ name: 'a.jpg', type: 'image/jpg', size: 100 })).toBeNull());
  it('refuses a .gif', () =>
    expect(logoError({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe('upload_profile_photo_error'));
  it('refuses a 1,048,577-byte logo', () =>
    expect(logoError({ name: 'a.jpg', type: 'image/jpeg', size: 1_048_577 })).toBe(
      'upload_profile_photo_error',
    ));
});
