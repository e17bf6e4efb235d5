import { describe, expect, it } from 'vitest';
import { applyOtpPaste, isOtpChar, removeOtpChar, typeOtpChar } from './otp';

describe('One-time code input: digits only (letters too in letter-numeric mode)', () => {
  it('number mode accepts digits and refuses letters', () => {
    expect(isOtpChar('7', 'numeric')).toBe(true);
    expect(isOtpChar('a', 'numeric')).toBe(false);
    expect(isOtpChar(' ', 'numeric')).toBe(false);
  });
  it('letter-numeric mode accepts Latin letters and digits', () => {
    expect(isOtpChar('a', 'alphanumeric')).toBe(true);
    expect(isOtpChar('7', 'alphanumeric')).toBe(true);
    expect(isOtpChar('-', 'alphanumeric')).toBe(false);
  });
  it('typing a letter in number mode changes nothing', () =>
    expect(typeOtpChar('12', 'x', 2, 6, 'numeric')).toBe('12'));
  it('typing fills the first free box', () => expect(typeOtpChar('12', '3', 5, 6, 'numeric')).toBe('123'));
  it('typing over a filled box replaces it', () =>
    expect(typeOtpChar('123', '9', 1, 6, 'numeric')).toBe('193'));
  it('a full input takes no more', () => expect(typeOtpChar('123456', '7', 6, 6, 'numeric')).toBe('123456'));
  it('deleting a box closes the gap', () => expect(removeOtpChar('1234', 1)).toBe('134'));
});

describe('One-time code input: paste trimmed to the free length; non-digits rejected in number mode', () => {
  it('pasted 12ab56 is rejected in number mode', () =>
    expect(applyOtpPaste('', '12ab56', 6, 'numeric')).toBeNull());
  it('a paste longer than the boxes is trimmed', () =>
    expect(applyOtpPaste('', '12345678', 6, 'numeric')).toBe('123456'));
  it('a paste after three typed digits keeps only the free length', () =>
    expect(applyOtpPaste('123', '456789', 6, 'numeric')).toBe('123456'));
  it('a paste into the first box replaces what follows', () =>
    expect(applyOtpPaste('999', '123456', 6, 'numeric', 0)).toBe('123456'));
  it('a copied line break around the code is ignored', () =>
    expect(applyOtpPaste('', ' 654321\n', 6, 'numeric')).toBe('654321'));
  it('letter-numeric mode keeps letters and digits, upper-cased', () =>
    expect(applyOtpPaste('', 'ab-12c', 6, 'alphanumeric')).toBe('AB12C'));
  it('an empty paste is rejected', () => expect(applyOtpPaste('12', '   ', 6, 'numeric')).toBeNull());
});
