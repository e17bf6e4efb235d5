import { DEMO_LOGIN, DEMO_PASSWORD, DEMO_USER_ID, DEV_CAPTCHA_TOKEN } from '@mocks/db/constants';
import { lastEmailCode, lastLoginCode } from '@mocks/db/identity';
import { totp } from '@mocks/db/second-factor';
import { server } from '@mocks/node';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { Kept } from '@/api/http/kept';
import { request } from '@/api/http/request';
import { registerSecondFactorHandler, type SecondFactorHandler } from '@/api/http/second-factor';
import { tokens } from '@/api/http/tokens';
import { person, savePerson, uploadLogo } from '@/api/profile/profile.endpoints';
import { personQuery, profileKeys } from '@/api/profile/profile.queries';
import type { Profile } from '@/api/profile/profile.schemas';
import {
  addIps,
  changeLogin,
  changePassword,
  refreshEmailCode,
  refreshLoginCode,
  refreshOtp,
  removeIps,
  saveEmailOperations,
  saveOtpParams,
  savePin,
  securityMethods,
  securitySettings,
} from '@/api/security/security.endpoints';
import { saveEmailOperationsMutation } from '@/api/security/security.mutations';
import { imageFile, rejection, signIn, withNodeFileApis } from './identity-support';

withNodeFileApis();

let unregister: (() => void) | null = null;
function onSecondFactor(handler: SecondFactorHandler) {
  unregister?.();
  unregister = registerSecondFactorHandler(handler);
}

/** A 6-digit code the authenticator does not show now (nor 30 s before or after). */
function wrongCode(secret: string): string {
  const near = new Set([-30, 0, 30].map((drift) => totp(secret, Math.floor(Date.now() / 1000) + drift)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** A new authenticator secret and its URL (both named by SPEC: the demo sends them). */
async function newSecret(): Promise<{ otp_secret: string; otp_url: string }> {
  const { otp_secret, otp_url } = await request(refreshOtp);
  if (otp_secret === null || otp_url === null) throw new Error('refresh-otp answered without a secret');
  return { otp_secret, otp_url };
}

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await signIn();
});

afterEach(() => {
  unregister?.();
  unregister = null;
  tokens.clear('logout');
  vi.restoreAllMocks();
});

describe('security settings (GET /api/merchant-owner/security)', () => {
  it('starts with no protection: security level 1, nothing whitelisted', async () => {
    expect(await request(securitySettings)).toEqual({
      email: DEMO_LOGIN,
      security_level: 1,
      otp_params: null,
      email_operations: [],
      pin_operations: [],
      otp_operations: [],
      otp_secret: null,
      otp_url: null,
      otp_enabled: false,
      pin_settings: { is_set: false, length: null },
      ips: [],
      sent: expect.any(Object),
    });
    expect(await request(securityMethods, { operation: 'settings' })).toEqual([]);
  });
});

describe('PIN (POST /api/merchant-owner/security/pin)', () => {
  it('first set-up needs a PIN of 4 or 6 digits and at least one operation', async () => {
    const noOperation = await rejection(request(savePin, { pin: '1234', pin_operations: [] }));
    expect(noOperation).toMatchObject({ status: 400, key: 'validation_error' });
    const noPin = await rejection(request(savePin, { pin_operations: ['payout'] }));
    expect(noPin).toMatchObject({ status: 400, key: 'validation_error' });
    const fiveDigits = await rejection(request(savePin, { pin: '12345', pin_operations: ['payout'] }));
    expect(fiveDigits.key).toBe('validation_error');

    expect(await request(savePin, { pin: '123456', pin_operations: ['payout', 'payout'] })).toEqual({
      security_level: 2,
    });
    expect(await request(securitySettings)).toMatchObject({
      pin_settings: { is_set: true, length: 6 },
      pin_operations: ['payout'],
    });
    expect((await request(person)).security_level).toBe(2);
  });

  it('once a PIN exists only the operations change, without a PIN', async () => {
    await request(savePin, { pin: '1234', pin_operations: ['payout'] });
    expect(await request(savePin, { pin_operations: ['payout', 'withdrawal'] })).toEqual({
      security_level: 2,
    });
    expect(await request(savePin, { pin_operations: [] })).toEqual({ security_level: 1 });
    expect(await request(securitySettings)).toMatchObject({ pin_settings: { is_set: true, length: 4 } });
  });

  it('with `settings` protected by the PIN, a logo upload without a second-factor handler rejects with need_2fa', async () => {
    await request(savePin, { pin: '1234', pin_operations: ['settings'] });
    expect(await request(securityMethods, { operation: 'settings' })).toEqual(['pin']);

    const error = await rejection(
      request(uploadLogo, { merchant: 1001, version: 1, uploadfile: imageFile(256) }),
    );
    expect(error.status).toBe(403);
    expect(error.key).toBe('need_2fa');
    expect(error.data).toMatchObject({ methods: ['pin'], token: expect.any(String) });
    expect((await request(person)).logo).toBeNull();
  });

  it('with a second-factor handler the logo upload passes with the PIN; a wrong PIN reaches verify as wrong_2fa_code', async () => {
    await request(savePin, { pin: '1234', pin_operations: ['settings'] });
    const seen: string[] = [];
    onSecondFactor(async (challenge, verify) => {
      seen.push(...challenge.methods);
      const wrong = await rejection(verify({ method: 'pin', code: '9999' }));
      expect(wrong).toMatchObject({ status: 403, key: 'wrong_2fa_code' });
      await verify({ method: 'pin', code: '1234' });
    });

    const answer = await request(uploadLogo, { merchant: 1001, version: 1, uploadfile: imageFile(256) });
    expect(seen).toEqual(['pin']);
    expect(answer.version).toBe(2);
    expect((await request(person)).logo).toBe(answer.logo);
  });

  it('with `settings` protected, saving the profile asks for the second factor too', async () => {
    await request(savePin, { pin: '1234', pin_operations: ['settings'] });
    const profile = await request(person);
    const input = {
      id: profile.id,
      owner_id: new Kept(profile.sent.owner_id),
      merchant_type: new Kept(profile.sent.merchant_type),
      status: new Kept(profile.sent.status),
      version: new Kept(profile.sent.version),
      nickname: profile.nickname,
      first_name: 'Berta',
      last_name: profile.last_name ?? '',
      birth_date: profile.birth_date ?? '',
      country: profile.country ?? '',
      city: profile.city ?? '',
      zip_code: profile.zip_code ?? '',
      address: profile.address ?? '',
    };
    expect((await rejection(request(savePerson, input))).key).toBe('need_2fa');
    onSecondFactor((_challenge, verify) => verify({ method: 'pin', code: '1234' }));
    expect(await request(savePerson, input)).toMatchObject({
      first_name: 'Berta',
      version: (profile.version ?? 0) + 1,
    });
  });
});

describe('authenticator (refresh-otp, otp-params)', () => {
  it('set-up: a new secret, then confirmation with the code computed from it', async () => {
    const { otp_secret, otp_url } = await newSecret();
    expect(otp_secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(otp_url).toMatch(/^otpauth:\/\/totp\/.+\?/);
    const url = new URL(otp_url);
    expect(url.searchParams.get('secret')).toBe(otp_secret);
    expect(url.searchParams.get('issuer')).toBeTruthy();
    // Not confirmed yet: the set-up can resume from the settings.
    expect(await request(securitySettings)).toMatchObject({ otp_secret, otp_enabled: false });

    const wrong = await rejection(
      request(saveOtpParams, { pin: wrongCode(otp_secret), otp_operations: ['withdrawal'] }),
    );
    expect(wrong).toMatchObject({ status: 400, key: 'wrong_otp_code' });

    expect(await request(saveOtpParams, { pin: totp(otp_secret), otp_operations: ['withdrawal'] })).toEqual({
      security_level: 2,
    });
    const settings = await request(securitySettings);
    expect(settings).toMatchObject({
      otp_enabled: true,
      otp_secret: null,
      otp_url: null,
      otp_operations: ['withdrawal'],
    });
    expect(settings.otp_params).toMatchObject({ digits: 6, period: 30 });
    expect(await request(securityMethods, { operation: 'withdrawal' })).toEqual(['otp']);
  });

  it('first set-up needs a generated secret, a code and at least one operation', async () => {
    const noSecret = await rejection(request(saveOtpParams, { pin: '123456', otp_operations: ['payout'] }));
    expect(noSecret.key).toBe('otp_not_generated');
    const { otp_secret } = await newSecret();
    const noCode = await rejection(request(saveOtpParams, { otp_operations: ['payout'] }));
    expect(noCode.key).toBe('validation_error');
    const noOperation = await rejection(
      request(saveOtpParams, { pin: totp(otp_secret), otp_operations: [] }),
    );
    expect(noOperation.key).toBe('validation_error');
  });

  it('once configured only the operations change, and no new secret is handed out', async () => {
    const { otp_secret } = await newSecret();
    await request(saveOtpParams, { pin: totp(otp_secret), otp_operations: ['payout'] });
    expect(await request(saveOtpParams, { otp_operations: ['payout', 'auth'] })).toEqual({
      security_level: 2,
    });
    expect((await request(securitySettings)).otp_operations).toEqual(['payout', 'auth']);
    expect((await rejection(request(refreshOtp))).key).toBe('otp_already_enabled');
  });

  it('an authenticator protecting `settings` confirms a whitelist change with its current code', async () => {
    const { otp_secret } = await newSecret();
    await request(saveOtpParams, { pin: totp(otp_secret), otp_operations: ['settings'] });
    onSecondFactor(async (challenge, verify) => {
      expect(challenge.methods).toEqual(['otp']);
      await verify({ method: 'otp', code: totp(otp_secret) });
    });
    expect(await request(addIps, { ips: ['10.1.1.1'] })).toEqual({ ips: ['10.1.1.1'] });
  });
});

describe('IP whitelist (POST and DELETE /api/merchant-owner/security/ip-list)', () => {
  it('adds addresses without duplicates and removes them', async () => {
    expect(await request(addIps, { ips: ['10.0.0.1', '192.168.001.010', '10.0.0.1'] })).toEqual({
      ips: ['10.0.0.1', '192.168.1.10'],
    });
    expect(await request(addIps, { ips: ['10.0.0.1', '8.8.8.8'] })).toEqual({
      ips: ['10.0.0.1', '192.168.1.10', '8.8.8.8'],
    });
    expect((await request(securitySettings)).security_level).toBe(2);

    expect(await request(removeIps, { ips: ['10.0.0.1', '1.2.3.4'] })).toEqual({
      ips: ['192.168.1.10', '8.8.8.8'],
    });
    expect(await request(removeIps, { ips: ['192.168.1.10', '8.8.8.8'] })).toEqual({ ips: [] });
    expect((await request(person)).security_level).toBe(1);
  });

  it('refuses 256.1.1.1 with incorrect_ip_format and keeps the list', async () => {
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', 'a.b.c.d', '1.2.3.-4']) {
      const error = await rejection(request(addIps, { ips: ['10.0.0.1', bad] }));
      expect(error, bad).toMatchObject({ status: 400, key: 'incorrect_ip_format' });
    }
    expect((await request(securitySettings)).ips).toEqual([]);
  });
});

describe('e-mail confirmation (security/email, security/refresh-email-code)', () => {
  it('sends a code without a session, not again before next_time, and it confirms a protected change', async () => {
    tokens.clear('logout');
    const first = await request(refreshEmailCode, { login: DEMO_LOGIN });
    expect(first.is_sent).toBe(true);
    expect(first.next_time).toBeGreaterThan(Date.now() / 1000);
    const again = await request(refreshEmailCode, { login: DEMO_LOGIN });
    expect(again).toEqual({ next_time: first.next_time, is_sent: false });
    const code = lastEmailCode(DEMO_USER_ID);
    expect(code).toMatch(/^\d{6}$/);

    await signIn();
    expect(await request(saveEmailOperations, { email_operations: ['settings'] })).toEqual({
      security_level: 2,
    });
    onSecondFactor(async (challenge, verify) => {
      expect(challenge.methods).toEqual(['email']);
      await verify({ method: 'email', code: code ?? '' });
    });
    expect(await request(addIps, { ips: ['172.16.0.1'] })).toEqual({ ips: ['172.16.0.1'] });
    // One code confirms one operation.
    expect(lastEmailCode(DEMO_USER_ID)).toBeNull();
  });

  it('answers an unknown login like a known one', async () => {
    tokens.clear('logout');
    expect(await request(refreshEmailCode, { login: 'nobody@example.com' })).toMatchObject({ is_sent: true });
  });
});

describe('password change (POST /api/merchant-owner/change-password)', () => {
  it('a wrong old password is refused with invalid_password', async () => {
    const error = await rejection(
      request(changePassword, { old_password: 'Wrong1234', new_password: 'Better5678' }),
    );
    expect(error).toMatchObject({ status: 400, key: 'invalid_password' });
  });

  it('the new password signs in, the old one no longer does', async () => {
    await request(changePassword, { old_password: DEMO_PASSWORD, new_password: 'Better5678' });
    tokens.clear('logout');
    const old = await rejection(
      request(login, {
        login: DEMO_LOGIN,
        password: DEMO_PASSWORD,
        remember_me: false,
        captcha_token: DEV_CAPTCHA_TOKEN,
      }),
    );
    expect(old.status).toBe(400);
    await signIn(DEMO_LOGIN, 'Better5678');
  });

  it('the new password must differ from the old one', async () => {
    const error = await rejection(
      request(changePassword, { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD }),
    );
    expect(error.key).toBe('repeated_password');
  });
});

describe('login e-mail change (refresh-login-code, change-login)', () => {
  it('sends a 6-digit code to the new address, then the code and the old address change the login', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const sent = await request(refreshLoginCode, { new_email: 'owner@example.com' });
    expect(sent).toMatchObject({ is_sent: true });
    const code = lastLoginCode(DEMO_USER_ID) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(info).toHaveBeenCalledWith(`[demo] login change code for owner@example.com: ${code}`);
    expect(await request(refreshLoginCode, { new_email: 'owner@example.com' })).toMatchObject({
      is_sent: false,
    });

    const wrongOld = await rejection(
      request(changeLogin, { new_email: 'owner@example.com', old_email: 'other@example.com', code }),
    );
    expect(wrongOld.key).toBe('change_email_error');
    const wrongCode = await rejection(
      request(changeLogin, {
        new_email: 'owner@example.com',
        old_email: DEMO_LOGIN,
        code: code === '111111' ? '222222' : '111111',
      }),
    );
    expect(wrongCode.key).toBe('invalid_code');

    await request(changeLogin, { new_email: 'owner@example.com', old_email: DEMO_LOGIN, code });
    expect((await request(securitySettings)).email).toBe('owner@example.com');
    tokens.clear('logout');
    await signIn('owner@example.com');
  });

  it('refuses the current address as the new one', async () => {
    const error = await rejection(request(refreshLoginCode, { new_email: DEMO_LOGIN.toUpperCase() }));
    expect(error.key).toBe('repeated_email');
  });
});

describe('security answers of a backend written from SPEC', () => {
  const answer = (method: 'get' | 'post' | 'delete', path: string, data: unknown) =>
    server.use(http[method](`*${path}`, () => HttpResponse.json({ data })));

  it('"updated ips" as { ips }, the bare list or { list }', async () => {
    for (const data of [{ ips: ['203.0.113.10'] }, ['203.0.113.10'], { list: ['203.0.113.10'] }]) {
      answer('post', '/api/merchant-owner/security/ip-list', data);
      expect(await request(addIps, { ips: ['203.0.113.10'] })).toEqual({ ips: ['203.0.113.10'] });
    }
  });

  it('an ip-list answer without the list reads null (unknown, never empty): the list is read again', async () => {
    answer('delete', '/api/merchant-owner/security/ip-list', null);
    expect(await request(removeIps, { ips: ['203.0.113.10'] })).toEqual({ ips: null });
    answer('delete', '/api/merchant-owner/security/ip-list', { ips: null });
    expect(await request(removeIps, { ips: ['203.0.113.10'] })).toEqual({ ips: [] });
    answer('delete', '/api/merchant-owner/security/ip-list', { '203.0.113.7': 'office' });
    expect(await request(removeIps, { ips: ['203.0.113.10'] })).toEqual({ ips: ['203.0.113.7'] });
  });

  it('the security level as { security_level } or the bare number', async () => {
    answer('post', '/api/merchant-owner/security/email', 3);
    expect(await request(saveEmailOperations, { email_operations: ['auth'] })).toEqual({ security_level: 3 });
  });

  it('a security level that did not arrive: the cached profile is read again, not patched', async () => {
    answer('post', '/api/merchant-owner/security/email', null);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(personQuery());
    await new MutationObserver(client, saveEmailOperationsMutation()).mutate({
      email_operations: ['auth'],
    });
    expect(client.getQueryState(profileKeys.person())?.isInvalidated).toBe(true);
    expect(client.getQueryData<Profile>(profileKeys.person())?.security_level).toBe(1);
  });

  it('an authenticator secret in another format (32 characters, lower case, grouped) is read as it comes', async () => {
    answer('post', '/api/merchant-owner/security/refresh-otp', {
      otp_secret: 'abcd efgh ijkl mnop qrst uvwx yz23 4567',
      otp_url: 'otpauth://totp/Cabinet:demo?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
    });
    expect((await request(refreshOtp)).otp_secret).toBe('abcd efgh ijkl mnop qrst uvwx yz23 4567');
  });

  it('pin settings in each reasonable shape; without them a PIN in use counts as set', async () => {
    const base = { email: DEMO_LOGIN, security_level: 2, email_operations: [], otp_operations: [], ips: [] };
    const cases: Array<[unknown, unknown[], { is_set: boolean | null; length: 4 | 6 | null }]> = [
      [{ is_set: true, length: 6 }, [], { is_set: true, length: 6 }],
      [{ enabled: true, pin_length: 4 }, [], { is_set: true, length: 4 }],
      [{ length: 6 }, [], { is_set: true, length: 6 }],
      [true, [], { is_set: true, length: null }],
      [6, [], { is_set: true, length: 6 }],
      [0, ['payout'], { is_set: false, length: null }],
      [null, ['payout'], { is_set: true, length: null }],
      [null, [], { is_set: false, length: null }],
      [undefined, [], { is_set: null, length: null }],
      [undefined, ['auth'], { is_set: true, length: null }],
      ['unreadable', [], { is_set: null, length: null }],
    ];
    for (const [pin_settings, pin_operations, expected] of cases) {
      answer('get', '/api/merchant-owner/security', { ...base, pin_operations, pin_settings });
      expect((await request(securitySettings)).pin_settings, JSON.stringify(pin_settings)).toEqual(expected);
    }
  });

  it('without otp_enabled (ours) the authenticator counts as configured when it protects an operation', async () => {
    const base = { email: DEMO_LOGIN, security_level: 2, email_operations: [], pin_operations: [], ips: [] };
    answer('get', '/api/merchant-owner/security', { ...base, otp_operations: ['auth'], otp_secret: 'ABCD' });
    expect(await request(securitySettings)).toMatchObject({ otp_enabled: true, otp_secret: 'ABCD' });
    answer('get', '/api/merchant-owner/security', { ...base, otp_operations: [] });
    expect(await request(securitySettings)).toMatchObject({ otp_enabled: false });
  });

  it('methods as the bare list (API-NOTES) or { methods }; an unknown factor is kept as its own code', async () => {
    answer('get', '/api/merchant-owner/security/methods', { methods: ['pin', 'sms', 'otp'] });
    expect(await request(securityMethods, { operation: 'settings' })).toEqual(['pin', 'sms', 'otp']);
  });

  it('refresh-login-code without an answer (SPEC gives none): no countdown, nothing reported', async () => {
    answer('post', '/api/merchant-owner/refresh-login-code', null);
    expect(await request(refreshLoginCode, { new_email: 'new@example.com' })).toEqual({
      next_time: null,
      is_sent: null,
    });
  });
});
