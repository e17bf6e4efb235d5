import { describe, expect, it } from 'vitest';
import { displayName, maskEmail } from './profile';

describe('Display name: nickname, else first plus last name, else a masked e-mail', () => {
  it('prefers the nickname', () =>
    expect(displayName({ nickname: 'Northwind', first_name: 'Anna' })).toBe('Northwind'));
  it('falls back to first and last name', () =>
    expect(displayName({ nickname: ' ', first_name: 'Anna', last_name: 'Keller' })).toBe('Anna Keller'));
  it('falls back to a masked e-mail', () =>
    expect(displayName({ email: 'anna@example.com' })).toBe('an***@example.com'));
  it('masks the local part', () => expect(maskEmail('demo@example.com')).toBe('de***@example.com'));
});
