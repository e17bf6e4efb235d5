import { DEMO_LOGIN, DEMO_PASSWORD, DEMO_USER_ID, DEV_CAPTCHA_TOKEN } from '@mocks/db/constants';
import { identityDb, lastLoginCode } from '@mocks/db/identity';
import { totp } from '@mocks/db/second-factor';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import * as auth from '@/api/auth/auth.endpoints';
import { getContent } from '@/api/content/content.endpoints';
import { contentQuery } from '@/api/content/content.queries';
import { countriesQuery } from '@/api/enums/countries';
import { enumsList } from '@/api/enums/enums.endpoints';
import { currenciesQuery, languagesQuery } from '@/api/enums/enums.queries';
import { ApiError } from '@/api/http/errors';
import { Kept } from '@/api/http/kept';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import * as profile from '@/api/profile/profile.endpoints';
import {
  saveNotificationSettingsMutation,
  savePersonMutation,
  uploadLogoMutation,
} from '@/api/profile/profile.mutations';
import { personQuery } from '@/api/profile/profile.queries';
import * as security from '@/api/security/security.endpoints';
import type { MinimalCase } from './case';

/**
 * Identity calls (session, reference data, profile, security) against the spec-minimal demo:
 * only SPEC's fields, and the other plausible shape wherever SPEC is silent.
 */

const origin = () => window.location.origin;
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const quiet = () => vi.spyOn(console, 'info').mockImplementation(() => {});

async function newSecret() {
  const { otp_secret, otp_url } = await request(security.refreshOtp);
  if (otp_secret === null || otp_url === null) throw new Error('no authenticator secret');
  return { otp_secret, otp_url };
}

export const cases: MinimalCase[] = [
  // ------------------------------------------------------------------ session
  {
    endpoint: auth.login,
    name: 'signs in: both tokens and their expiries',
    run: async () => {
      const answer = await request(auth.login, {
        login: DEMO_LOGIN,
        password: DEMO_PASSWORD,
        remember_me: false,
        captcha_token: DEV_CAPTCHA_TOKEN,
      });
      expect(answer.access_token).not.toBe('');
      expect(answer.at_expires).toBeGreaterThan(Date.now() / 1000);
      expect(answer.rt_expires).toBeGreaterThan(answer.at_expires);
    },
  },
  {
    endpoint: auth.refresh,
    name: 'the refresh token rotates',
    run: async () => {
      const used = tokens.refreshToken() ?? '';
      const answer = await request(auth.refresh, { token: used });
      expect(answer.refresh_token).not.toBe(used);
      expect(answer.at_expires).toBeGreaterThan(Date.now() / 1000);
    },
  },
  {
    endpoint: auth.invalidateToken,
    name: 'an empty answer; the token stops working',
    run: async () => {
      const token = tokens.refreshToken() ?? '';
      await request(auth.invalidateToken, { token });
      const refused = await request(auth.refresh, { token }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
    },
  },
  {
    endpoint: auth.redirectionData,
    name: 'the hand-over token gives a refresh token, the login and the remember flag',
    run: async () => {
      const answer = await request(auth.redirectionData, { token: 'demo-handover-token' });
      expect(answer).toMatchObject({ login: DEMO_LOGIN, remember_me: true, lang: 'en' });
      expect(answer.refresh_token).not.toBe('');
    },
  },
  {
    endpoint: auth.sendResetPassword,
    name: 'an empty answer',
    run: async () => {
      quiet();
      await expect(
        request(auth.sendResetPassword, { email: DEMO_LOGIN, captcha_token: DEV_CAPTCHA_TOKEN }),
      ).resolves.toBeDefined();
    },
  },
  {
    endpoint: auth.restoreTokenValidity,
    name: '"ok" as the bare boolean',
    run: async () => {
      const valid = await request(auth.restoreTokenValidity, {
        email: DEMO_LOGIN,
        token: 'demo-reset-token',
      });
      expect(valid).toEqual({ ok: true });
      const invalid = await request(auth.restoreTokenValidity, { email: DEMO_LOGIN, token: 'nope' });
      expect(invalid).toEqual({ ok: false });
    },
  },
  {
    endpoint: auth.restorePassword,
    name: 'an empty answer; the new password signs in',
    run: async () => {
      await request(auth.restorePassword, {
        email: DEMO_LOGIN,
        new_password: 'Better567',
        token: 'demo-reset-token',
      });
      const answer = await request(auth.login, {
        login: DEMO_LOGIN,
        password: 'Better567',
        remember_me: true,
        captcha_token: DEV_CAPTCHA_TOKEN,
      });
      expect(answer.access_token).not.toBe('');
    },
  },

  // ------------------------------------------------------------------ reference data
  {
    endpoint: getContent,
    name: 'translation messages by namespace',
    run: async () => {
      const messages = await client().fetchQuery(contentQuery('en'));
      expect(Object.keys(messages).length).toBeGreaterThan(0);
    },
  },
  {
    endpoint: enumsList,
    name: 'languages as { code, name }: every one listed under its name',
    run: async () => {
      const languages = await client().fetchQuery(languagesQuery());
      expect(languages).toContainEqual(expect.objectContaining({ code: 'es', title: 'Español' }));
      expect(languages.every((language) => language.title)).toBe(true);
    },
  },
  {
    endpoint: enumsList,
    name: 'countries as { code, name }',
    run: async () => {
      const countries = await client().fetchQuery(countriesQuery());
      expect(countries).toContainEqual(expect.objectContaining({ code: 'DE', title: 'Germany' }));
    },
  },
  {
    endpoint: enumsList,
    name: 'currencies: USDT a system currency, USD active and fiat-like, logos made absolute',
    run: async () => {
      const currencies = await client().fetchQuery(currenciesQuery());
      expect(currencies.find((c) => c.code === 'USDT')).toMatchObject({
        system: true,
        precision: 2,
        logo: `${origin()}/media/currencies/usdt.svg`,
      });
      expect(currencies.find((c) => c.code === 'USD')).toMatchObject({
        type: 0,
        active: true,
        system: false,
      });
      expect(currencies.some((c) => c.code === 'XMR')).toBe(false);
    },
  },

  // ------------------------------------------------------------------ profile
  {
    endpoint: profile.person,
    name: 'the logo path without a leading slash is made absolute',
    run: async ({ merchantId }) => {
      const answer = await request(profile.person);
      expect(answer).toMatchObject({ id: merchantId, version: 1, security_level: 1 });
      expect(answer.logo).toBe(`${origin()}/media/merchants/${merchantId}.svg`);
    },
  },
  {
    endpoint: profile.savePerson,
    name: 'no answer: the profile is read again with the next version',
    run: async () => {
      const queryClient = client();
      const before = await queryClient.fetchQuery(personQuery());
      const saved = await new MutationObserver(queryClient, savePersonMutation()).mutate({
        id: before.id,
        owner_id: new Kept(before.sent.owner_id),
        merchant_type: new Kept(before.sent.merchant_type),
        status: new Kept(before.sent.status),
        version: new Kept(before.sent.version),
        nickname: before.nickname,
        first_name: before.first_name ?? '',
        last_name: before.last_name ?? '',
        birth_date: before.birth_date ?? '',
        country: before.country ?? '',
        city: 'Hamburg',
        zip_code: before.zip_code ?? '',
        address: before.address ?? '',
      });
      expect(saved).toMatchObject({ city: 'Hamburg', version: 2 });
      expect(queryClient.getQueryData(personQuery().queryKey)).toMatchObject({ city: 'Hamburg', version: 2 });
    },
  },
  {
    endpoint: profile.uploadLogo,
    name: 'no answer: the profile is read again for the new logo and version',
    run: async ({ merchantId }) => {
      const queryClient = client();
      await queryClient.fetchQuery(personQuery());
      const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'logo.png', {
        type: 'image/png',
      });
      const updated = await new MutationObserver(queryClient, uploadLogoMutation()).mutate({
        merchant: merchantId,
        version: 1,
        uploadfile: png,
      });
      expect(updated).toMatchObject({ version: 2 });
      expect(updated?.logo).toMatch(/^data:image\/png;base64,/);
    },
  },
  {
    endpoint: profile.notificationSettings,
    name: 'the notification language',
    run: async () => {
      expect(await request(profile.notificationSettings)).toMatchObject({ lang: 'en' });
    },
  },
  {
    endpoint: profile.saveNotificationSettings,
    name: 'no answer: the language sent is taken as saved',
    run: async () => {
      const queryClient = client();
      const saved = await new MutationObserver(queryClient, saveNotificationSettingsMutation()).mutate({
        lang: 'de',
      });
      expect(saved).toMatchObject({ lang: 'de' });
      expect(await request(profile.notificationSettings)).toMatchObject({ lang: 'de' });
    },
  },

  // ------------------------------------------------------------------ security
  {
    endpoint: security.securitySettings,
    name: 'no otp_enabled and pin settings as { enabled, pin_length }: read into what the page needs',
    run: async () => {
      Object.assign(identityDb.security(DEMO_USER_ID), { pin: '123456', pin_operations: ['payout'] });
      const settings = await request(security.securitySettings);
      expect(settings).toMatchObject({
        email: DEMO_LOGIN,
        otp_enabled: false,
        pin_settings: { is_set: true, length: 6 },
        pin_operations: ['payout'],
        ips: [],
      });
    },
  },
  {
    endpoint: security.refreshOtp,
    name: 'a 32-character secret is read as it comes',
    run: async () => {
      const { otp_secret, otp_url } = await newSecret();
      expect(otp_secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otp_url).toMatch(/^otpauth:\/\/totp\//);
    },
  },
  {
    endpoint: security.saveOtpParams,
    name: 'the security level as the bare number',
    run: async () => {
      const { otp_secret } = await newSecret();
      const answer = await request(security.saveOtpParams, {
        pin: totp(otp_secret),
        otp_operations: ['withdrawal'],
      });
      expect(answer).toEqual({ security_level: 2 });
      expect(await request(security.securitySettings)).toMatchObject({ otp_enabled: true });
    },
  },
  {
    endpoint: security.saveEmailOperations,
    name: 'the security level as the bare number',
    run: async () => {
      expect(await request(security.saveEmailOperations, { email_operations: ['payout'] })).toEqual({
        security_level: 2,
      });
    },
  },
  {
    endpoint: security.savePin,
    name: 'the security level as the bare number; the PIN then reads as set',
    run: async () => {
      expect(await request(security.savePin, { pin: '2468', pin_operations: ['withdrawal'] })).toEqual({
        security_level: 2,
      });
      expect((await request(security.securitySettings)).pin_settings).toEqual({ is_set: true, length: 4 });
    },
  },
  {
    endpoint: security.addIps,
    name: 'the updated addresses as a bare list',
    run: async () => {
      expect(await request(security.addIps, { ips: ['203.0.113.10', '198.51.100.7'] })).toEqual({
        ips: ['203.0.113.10', '198.51.100.7'],
      });
    },
  },
  {
    endpoint: security.removeIps,
    name: 'the updated addresses as a bare list',
    run: async () => {
      identityDb.security(DEMO_USER_ID).ips = ['203.0.113.10', '198.51.100.7'];
      expect(await request(security.removeIps, { ips: ['203.0.113.10'] })).toEqual({ ips: ['198.51.100.7'] });
    },
  },
  {
    endpoint: security.securityMethods,
    name: 'the factors of an operation kind',
    run: async () => {
      identityDb.security(DEMO_USER_ID).email_operations = ['withdrawal'];
      expect(await request(security.securityMethods, { operation: 'withdrawal' })).toEqual(['email']);
      expect(await request(security.securityMethods, { operation: 'auth' })).toEqual([]);
    },
  },
  {
    endpoint: security.changePassword,
    name: 'an empty answer',
    run: async () => {
      await request(security.changePassword, { old_password: DEMO_PASSWORD, new_password: 'Better567' });
      await expect(
        request(auth.login, {
          login: DEMO_LOGIN,
          password: 'Better567',
          remember_me: true,
          captcha_token: DEV_CAPTCHA_TOKEN,
        }),
      ).resolves.toMatchObject({ refresh_token: expect.any(String) });
    },
  },
  {
    endpoint: security.refreshLoginCode,
    name: 'no answer (SPEC gives none): no countdown',
    run: async () => {
      quiet();
      expect(await request(security.refreshLoginCode, { new_email: 'new@example.com' })).toEqual({
        next_time: null,
        is_sent: null,
      });
    },
  },
  {
    endpoint: security.changeLogin,
    name: 'an empty answer; the login changes',
    run: async () => {
      quiet();
      await request(security.refreshLoginCode, { new_email: 'new@example.com' });
      await request(security.changeLogin, {
        old_email: DEMO_LOGIN,
        new_email: 'new@example.com',
        code: lastLoginCode(DEMO_USER_ID) ?? '',
      });
      expect((await request(security.securitySettings)).email).toBe('new@example.com');
    },
  },
  {
    endpoint: security.refreshEmailCode,
    name: 'next_time and is_sent',
    run: async () => {
      quiet();
      const answer = await request(security.refreshEmailCode, { login: DEMO_LOGIN });
      expect(answer.is_sent).toBe(true);
      expect(answer.next_time).toBeGreaterThan(Date.now() / 1000);
    },
  },
];
