import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from '@mocks/handlers/identity';
import { server } from '@mocks/node';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, redirectionData, restoreTokenValidity } from '@/api/auth/auth.endpoints';
import { contentQuery } from '@/api/content/content.queries';
import { countriesQuery } from '@/api/enums/countries';
import { enumsList } from '@/api/enums/enums.endpoints';
import { CURRENCY_CACHE_MS, currenciesQuery, languagesQuery } from '@/api/enums/enums.queries';
import { ApiError } from '@/api/http/errors';
import { Kept } from '@/api/http/kept';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import {
  notificationSettings,
  person,
  saveNotificationSettings,
  savePerson,
  uploadLogo,
} from '@/api/profile/profile.endpoints';
import { savePersonMutation } from '@/api/profile/profile.mutations';
import { profileKeys } from '@/api/profile/profile.queries';
import type { Profile, SaveProfileInput } from '@/api/profile/profile.schemas';
import { securityKeys } from '@/api/security/security.queries';
import { LOGO_MAX_BYTES } from '@/constants/inputs';
import { isRecord } from '@/lib/is-record';
import { imageFile, rawJson, rejection, signIn, withNodeFileApis } from './identity-support';

withNodeFileApis();

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** GET /api/enums answers `data` whatever kind is asked (a backend written from SPEC). */
function answerEnums(data: unknown) {
  server.use(http.get('*/api/enums', () => HttpResponse.json({ data })));
}

/** The save body the form sends: the identity and version as the server sent them, the fields as read. */
function saveInput(profile: Profile, changes: Partial<SaveProfileInput> = {}): SaveProfileInput {
  return {
    id: new Kept(profile.sent.id),
    owner_id: new Kept(profile.sent.owner_id),
    merchant_type: new Kept(profile.sent.merchant_type),
    status: new Kept(profile.sent.status),
    version: new Kept(profile.sent.version),
    nickname: profile.nickname,
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    birth_date: profile.birth_date ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    zip_code: profile.zip_code ?? '',
    address: profile.address ?? '',
    ...changes,
  };
}

afterEach(() => {
  tokens.clear('logout');
  vi.restoreAllMocks();
});

describe('reference data (GET /api/enums)', () => {
  it('answers without a session', async () => {
    tokens.clear('logout');
    const languages = await request(enumsList, { enum: 'languages' });
    expect(languages.length).toBeGreaterThan(0);
  });

  it('offers RU, EN, DE, FR, UA plus the server list, codes lowercase', async () => {
    const languages = await newClient().fetchQuery(languagesQuery());
    expect(languages.map((l) => l.code)).toEqual(
      expect.arrayContaining(['ru', 'en', 'de', 'fr', 'ua', 'es']),
    );
    for (const language of languages) expect(language.code).toBe(language.code.toLowerCase());
  });

  it('lists countries by ISO alpha-2 code', async () => {
    const countries = await newClient().fetchQuery(countriesQuery());
    expect(countries.length).toBeGreaterThanOrEqual(40);
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('keeps only active currencies, with logos made absolute against the API origin', async () => {
    const raw = await request(enumsList, { enum: 'currencies' });
    expect(raw.some((item) => isRecord(item) && item.active === false)).toBe(true);

    const client = newClient();
    const currencies = await client.fetchQuery(currenciesQuery());
    expect(currencies.length).toBeGreaterThan(0);
    expect(currencies.every((c) => c.active)).toBe(true);
    expect(currencies.map((c) => c.code)).not.toContain('XMR');
    expect(currencies.find((c) => c.code === 'USDT')?.logo).toBe(
      `${window.location.origin}/media/currencies/usdt.svg`,
    );
    expect(currencies.find((c) => c.code === 'BTC')).toMatchObject({ precision: 8, type: 1 });
    for (const currency of currencies) {
      if (currency.logo !== null) expect(currency.logo).toMatch(/^https?:\/\//);
    }
    // The cache holds the cleaned list, not the raw answer.
    expect(client.getQueryData(currenciesQuery().queryKey)).toEqual(currencies);
  });

  it('keeps currencies in memory for 10 minutes: a second read within that time makes no call', async () => {
    const options = currenciesQuery();
    expect(CURRENCY_CACHE_MS).toBe(600_000);
    expect(options.staleTime).toBe(CURRENCY_CACHE_MS);
    expect(options.gcTime).toBe(CURRENCY_CACHE_MS);

    let calls = 0;
    const count = ({ request: sent }: { request: Request }) => {
      if (new URL(sent.url).pathname === '/api/enums') calls += 1;
    };
    server.events.on('request:start', count);
    try {
      const client = newClient();
      await client.fetchQuery(currenciesQuery());
      await client.fetchQuery(currenciesQuery());
      expect(calls).toBe(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('reads every Currency field SPEC names: USDT as a system currency, an active fiat-like USD, relative logos', async () => {
    answerEnums([
      {
        code: 'USDT',
        active: true,
        logo: 'media/currencies/usdt.svg',
        precision: 2,
        rates_precision: 4,
        type: 1,
        system: true,
      },
      { code: 'USD', active: true, logo: null, precision: 2, rates_precision: 4, type: 0, system: false },
      {
        code: 'BTC',
        active: true,
        logo: '/media/currencies/btc.svg',
        precision: 8,
        rates_precision: 8,
        type: 1,
        system: false,
      },
    ]);
    const currencies = await newClient().fetchQuery(currenciesQuery());
    expect(currencies).toEqual([
      {
        code: 'USDT',
        active: true,
        logo: `${window.location.origin}/media/currencies/usdt.svg`,
        precision: 2,
        rates_precision: 4,
        type: 1,
        system: true,
      },
      { code: 'USD', active: true, logo: null, precision: 2, rates_precision: 4, type: 0, system: false },
      {
        code: 'BTC',
        active: true,
        logo: `${window.location.origin}/media/currencies/btc.svg`,
        precision: 8,
        rates_precision: 8,
        type: 1,
        system: false,
      },
    ]);
  });

  it('a currency without a field SPEC names is kept with that field unknown; a row without a code is skipped', async () => {
    answerEnums([
      { code: 'USDT', active: true, precision: 2, type: 1 },
      { active: true, precision: 8, rates_precision: 8, type: 1, system: false },
      { code: 'TRX', active: true, logo: null, precision: 6, rates_precision: 6, type: 1, system: false },
    ]);
    const currencies = await newClient().fetchQuery(currenciesQuery());
    expect(currencies.map((c) => c.code)).toEqual(['USDT', 'TRX']);
    expect(currencies[0]).toMatchObject({ logo: null, precision: 2, rates_precision: null, system: null });
  });

  it('reads each Currency value by its kind: 1/0 and text flags, numeric strings; never offers active 0', async () => {
    answerEnums([
      { code: 'USDT', active: '1', precision: '2', rates_precision: '4', type: '1', system: 'true' },
      { code: 'XMR', active: 0, precision: 12, rates_precision: 8, type: 1, system: 0 },
      { code: 'DOGE', active: 'false', precision: 8, rates_precision: 8, type: 1, system: false },
      { code: 'TON', active: 1, precision: 9, rates_precision: 6, type: 2, system: 0 },
    ]);
    const currencies = await newClient().fetchQuery(currenciesQuery());
    expect(currencies).toEqual([
      { code: 'USDT', active: true, logo: null, precision: 2, rates_precision: 4, type: 1, system: true },
      { code: 'TON', active: true, logo: null, precision: 9, rates_precision: 6, type: 2, system: false },
    ]);
  });

  it('a list keyed by code, or held in an object, is read like a bare list', async () => {
    answerEnums({ USDT: { active: true, precision: 2 }, XMR: { active: false } });
    expect((await newClient().fetchQuery(currenciesQuery())).map((c) => c.code)).toEqual(['USDT']);
    answerEnums({
      count: 2,
      items: [
        { code: 'USDT', active: 1 },
        { code: 'XMR', active: '0' },
      ],
    });
    expect((await newClient().fetchQuery(currenciesQuery())).map((c) => c.code)).toEqual(['USDT']);
  });

  it('languages and countries as { code, title }, { code, name } or a bare code; unusable codes are skipped', async () => {
    answerEnums([
      { code: 'EN', title: 'English' },
      { code: 'es', name: 'Español' },
      'it',
      { code: 'e s', name: 'x' },
    ]);
    expect(await newClient().fetchQuery(languagesQuery())).toEqual([
      { code: 'en', title: 'English', raw: 'EN' },
      { code: 'es', title: 'Español', raw: 'es' },
      { code: 'it', title: null, raw: 'it' },
    ]);
    answerEnums([{ code: 'de', name: 'Germany' }, 'fr', { code: 'DEU', name: 'Germany' }]);
    expect(await newClient().fetchQuery(countriesQuery())).toEqual([
      { code: 'DE', title: 'Germany', raw: 'de' },
      { code: 'FR', title: null, raw: 'fr' },
    ]);
  });

  it('language codes in any case and form (EN, en-GB, uk = ua); countries as ISO alpha-3', async () => {
    answerEnums(['EN', 'en-GB', 'uk', 'PT-br']);
    expect((await newClient().fetchQuery(languagesQuery())).map(({ code, raw }) => [code, raw])).toEqual([
      ['en', 'EN'],
      ['ua', 'uk'],
      ['pt', 'PT-br'],
    ]);
    answerEnums([
      { code: 'DEU', title: 'Germany' },
      { code: 'fra', title: 'France' },
    ]);
    expect(await newClient().fetchQuery(countriesQuery())).toEqual([
      { code: 'DE', title: 'Germany', raw: 'DEU' },
      { code: 'FR', title: 'France', raw: 'fra' },
    ]);
  });

  it('a list held in an object is read like a bare list', async () => {
    answerEnums({ list: [{ code: 'en', name: 'English' }] });
    expect(await newClient().fetchQuery(languagesQuery())).toEqual([
      { code: 'en', title: 'English', raw: 'en' },
    ]);
  });

  it('an answer that is no list at all fails the read (the screen offers Try again)', async () => {
    answerEnums('countries');
    const error = await rejection(newClient().fetchQuery(countriesQuery()));
    expect(error.key).toBe('invalid_answer');
  });

  it('refuses an unknown kind before calling', async () => {
    const error = await rejection(request(enumsList, { enum: 'planets' as 'languages' }));
    expect(error.key).toBe('validation_error');
  });
});

describe('translation messages (GET /api/get-content)', () => {
  it('answers one namespace per catalogue file of the language', async () => {
    const messages = await newClient().fetchQuery(contentQuery('en'));
    const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../../locales/en');
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(Object.keys(messages).sort()).toEqual(files.sort());
  });

  it('the demo backend turns each locales/<lang>/<namespace>.json into a namespace', async () => {
    const root = mkdtempSync(join(tmpdir(), 'catalogue-'));
    try {
      mkdirSync(join(root, 'de'));
      writeFileSync(
        join(root, 'de', 'common.json'),
        JSON.stringify({ save: 'Speichern', menu: { main: 'Start' } }),
      );
      writeFileSync(join(root, 'de', 'profile.json'), JSON.stringify({ title: 'Profil' }));
      writeFileSync(join(root, 'de', 'broken.json'), '{ not json');
      writeFileSync(join(root, 'de', 'notes.txt'), 'ignored');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await readCatalogue('DE', root)).toEqual({
        common: { save: 'Speichern', menu: { main: 'Start' } },
        profile: { title: 'Profil' },
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken.json'));
      expect(await readCatalogue('fr', root)).toEqual({});
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('answers an empty catalogue for an unknown language, and never reads outside the folder', async () => {
    expect(await newClient().fetchQuery(contentQuery('xx'))).toEqual({});
    expect(await newClient().fetchQuery(contentQuery('../../package'))).toEqual({});
  });
});

describe('translation messages of a backend written from SPEC', () => {
  it('untranslated (null) keys are left out and numbers read as text; an empty answer is no messages', async () => {
    server.use(
      http.get('*/api/get-content', ({ request: sent }) =>
        HttpResponse.json({
          data:
            new URL(sent.url).searchParams.get('lang') === 'de'
              ? { common: { save: 'Speichern', cancel: null, count: 3, list: ['x'] } }
              : null,
        }),
      ),
    );
    expect(await newClient().fetchQuery(contentQuery('de'))).toEqual({
      common: { save: 'Speichern', count: '3' },
    });
    expect(await newClient().fetchQuery(contentQuery('kk'))).toEqual({});
  });
});

describe('session answers of a backend written from SPEC', () => {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;

  it('tokens without at_expires take the access token’s exp claim; without rt_expires it is unknown', async () => {
    const exp = Math.floor(Date.now() / 1000) + 300;
    server.use(
      http.post('*/api/merchant-owner/auth', () =>
        HttpResponse.json({ data: { access_token: jwt({ sub: '501', exp }), refresh_token: 'r1' } }),
      ),
    );
    const answer = await request(login, {
      login: 'demo@example.com',
      password: 'x',
      remember_me: true,
      captcha_token: 't',
    });
    expect(answer).toMatchObject({ at_expires: exp, rt_expires: 0, refresh_token: 'r1' });
  });

  it('token expiries are times: epoch milliseconds and ISO 8601 read as epoch seconds', async () => {
    const at = Math.floor(Date.now() / 1000) + 300;
    const rt = at + 86_400;
    server.use(
      http.post('*/api/merchant-owner/auth', () =>
        HttpResponse.json({
          data: {
            access_token: 'a1',
            at_expires: at * 1000,
            refresh_token: 'r1',
            rt_expires: new Date(rt * 1000).toISOString(),
          },
        }),
      ),
    );
    const answer = await request(login, {
      login: 'demo@example.com',
      password: 'x',
      remember_me: true,
      captcha_token: 't',
    });
    expect(answer).toMatchObject({ at_expires: at, rt_expires: rt });
  });

  it('token-validity answered with the bare boolean, { ok: 1 }; another field name is unknown', async () => {
    server.use(
      http.post('*/api/merchant-owner/restore-password/token-validity', () =>
        HttpResponse.json({ data: false }),
      ),
    );
    expect(await request(restoreTokenValidity, { email: 'a@b.c', token: 't' })).toEqual({ ok: false });
    server.use(
      http.post('*/api/merchant-owner/restore-password/token-validity', () =>
        HttpResponse.json({ data: { ok: 1 } }),
      ),
    );
    expect(await request(restoreTokenValidity, { email: 'a@b.c', token: 't' })).toEqual({ ok: true });
    server.use(
      http.post('*/api/merchant-owner/restore-password/token-validity', () =>
        HttpResponse.json({ data: { valid: true } }),
      ),
    );
    expect(await request(restoreTokenValidity, { email: 'a@b.c', token: 't' })).toEqual({ ok: null });
  });

  it('redirection-data reads its language in any case and form as the cabinet’s code', async () => {
    for (const [sent, read] of [
      ['EN', 'en'],
      ['en-GB', 'en'],
      ['uk', 'ua'],
    ]) {
      server.use(
        http.post('*/api/merchant-owner/redirection-data', () =>
          HttpResponse.json({
            data: { refresh_token: 'r1', login: 'demo@example.com', remember_me: 1, lang: sent },
          }),
        ),
      );
      expect(await request(redirectionData, { token: 'hand-over' })).toMatchObject({
        remember_me: true,
        lang: read,
      });
    }
  });

  it('redirection-data without a language is a session all the same', async () => {
    server.use(
      http.post('*/api/merchant-owner/redirection-data', () =>
        HttpResponse.json({ data: { refresh_token: 'r1', login: 'demo@example.com', remember_me: false } }),
      ),
    );
    expect(await request(redirectionData, { token: 'hand-over' })).toEqual({
      refresh_token: 'r1',
      login: 'demo@example.com',
      remember_me: false,
      lang: null,
    });
  });
});

describe('profile (GET/POST /api/merchant/person)', () => {
  beforeEach(() => signIn());

  it('needs a session: without a token the call fails after the refresh is refused', async () => {
    tokens.clear('logout');
    const error = await rejection(request(person));
    expect(error.status).toBe(401);
  });

  it('reads the profile of the signed-in merchant', async () => {
    const profile = await request(person);
    expect(profile).toMatchObject({ id: 1001, version: 1, security_level: 1, birth_date: '1988-04-12' });
  });

  it('saving bumps the version; a save with the stale version is refused with 409 conflict_version_error', async () => {
    const before = await request(person);
    const saved = await request(
      savePerson,
      saveInput(before, { nickname: '  Northwind Ltd ', city: 'Hamburg' }),
    );
    expect(saved).toMatchObject({ version: 2, nickname: 'Northwind Ltd', city: 'Hamburg' });
    expect(await request(person)).toMatchObject({ version: 2, city: 'Hamburg' });

    const error = await rejection(request(savePerson, saveInput(before, { city: 'Munich' })));
    expect(error.status).toBe(409);
    expect(error.key).toBe('conflict_version_error');
    expect((await request(person)).city).toBe('Hamburg');
  });

  it('status and merchant type are the server’s: values sent are ignored', async () => {
    const before = await request(person);
    const saved = await request(savePerson, saveInput(before, { status: 0, merchant_type: 0 }));
    expect(saved).toMatchObject({ status: before.status, merchant_type: before.merchant_type });
  });

  it('the client refuses an invalid form before sending it (validation_error)', async () => {
    const before = await request(person);
    const error = await rejection(request(savePerson, saveInput(before, { first_name: '  ' })));
    expect(error.status).toBe(0);
    expect(error.key).toBe('validation_error');
  });

  it('the server requires first name, last name, birth date, country, city, zip code and address', async () => {
    const input = saveInput(await request(person));
    for (const field of ['first_name', 'last_name', 'birth_date', 'country', 'city', 'zip_code', 'address']) {
      const answer = await rawJson('POST', '/api/merchant/person', { ...input, [field]: '' });
      expect(answer.status, field).toBe(400);
      expect(answer.messages[0], field).toBe('validation_error');
    }
    expect((await request(person)).version).toBe(1);
  });

  it('the server wants a nickname of at least 4 characters once trimmed, without Cyrillic', async () => {
    const input = saveInput(await request(person));
    const short = await rawJson('POST', '/api/merchant/person', { ...input, nickname: '  abc  ' });
    expect(short.messages).toEqual(['validation_error', 'nickname_too_short']);
    const cyrillic = await rawJson('POST', '/api/merchant/person', { ...input, nickname: 'Ромашка' });
    expect(cyrillic.messages).toEqual(['validation_error', 'nickname_cyrillic']);
    const none = await rawJson('POST', '/api/merchant/person', { ...input, nickname: '' });
    expect(none.status).toBe(200);
    // Stored as none (null), read as an empty nickname.
    expect((await request(person)).sent.nickname).toBeNull();
  });

  it('the server wants a real birth date in the past, as YYYY-MM-DD', async () => {
    const input = saveInput(await request(person));
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const future = await rawJson('POST', '/api/merchant/person', { ...input, birth_date: tomorrow });
    expect(future.messages).toEqual(['validation_error', 'birth_date_in_future']);
    const impossible = await rawJson('POST', '/api/merchant/person', { ...input, birth_date: '1990-02-30' });
    expect(impossible.messages).toEqual(['validation_error', 'incorrect_birth_date']);
    const dotted = await rawJson('POST', '/api/merchant/person', { ...input, birth_date: '12.04.1988' });
    expect(dotted.messages[0]).toBe('validation_error');
  });

  it('saving through the mutation options replaces only the cached profile', async () => {
    const client = newClient();
    const before = await client.fetchQuery({
      queryKey: profileKeys.person(),
      queryFn: () => request(person),
    });
    client.setQueryData(securityKeys.settings(), { marker: true });
    const observer = new MutationObserver(client, savePersonMutation());
    await observer.mutate(saveInput(before, { city: 'Bremen' }));
    expect(client.getQueryData<Profile>(profileKeys.person())).toMatchObject({
      city: 'Bremen',
      version: (before.version ?? 0) + 1,
    });
    expect(client.getQueryState(securityKeys.settings())?.isInvalidated).toBe(false);
  });
});

describe('logo (POST /api/merchant/logo, multipart)', () => {
  beforeEach(() => signIn());

  it('stores a png and answers the logo and the next version', async () => {
    const answer = await request(uploadLogo, { merchant: 1001, version: 1, uploadfile: imageFile(2048) });
    expect(answer.version).toBe(2);
    expect(answer.logo).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await request(person)).toMatchObject({ logo: answer.logo, version: 2 });
  });

  it('refuses a file over 1 MB with 413 upload_profile_photo_error', async () => {
    const error = await rejection(
      request(uploadLogo, { merchant: 1001, version: 1, uploadfile: imageFile(LOGO_MAX_BYTES + 1) }),
    );
    expect(error.status).toBe(413);
    expect(error.key).toBe('upload_profile_photo_error');
  });

  it('accepts exactly 1 MB', async () => {
    const answer = await request(uploadLogo, {
      merchant: 1001,
      version: 1,
      uploadfile: imageFile(LOGO_MAX_BYTES),
    });
    expect(answer.version).toBe(2);
  });

  it('refuses a .gif with upload_profile_photo_error', async () => {
    const gif = imageFile(512, 'logo.gif', 'image/gif');
    const error = await rejection(request(uploadLogo, { merchant: 1001, version: 1, uploadfile: gif }));
    expect(error.key).toBe('upload_profile_photo_error');
    expect((await request(person)).logo).toBeNull();
  });

  it('refuses a stale version with 409 and another merchant with 403', async () => {
    const stale = await rejection(
      request(uploadLogo, { merchant: 1001, version: 7, uploadfile: imageFile(64) }),
    );
    expect(stale.status).toBe(409);
    const foreign = await rejection(
      request(uploadLogo, { merchant: 4242, version: 1, uploadfile: imageFile(64) }),
    );
    expect(foreign.status).toBe(403);
  });
});

describe('notification settings (GET/POST /api/merchant-owner/notification-settings)', () => {
  beforeEach(() => signIn());

  it('reads and saves the notification language', async () => {
    expect(await request(notificationSettings)).toEqual({ lang: 'en', sent: { lang: 'en' } });
    expect(await request(saveNotificationSettings, { lang: 'DE' })).toEqual({ lang: 'de' });
    expect(await request(notificationSettings)).toMatchObject({ lang: 'de' });
  });

  it('refuses a language the server does not offer', async () => {
    const error = await rejection(request(saveNotificationSettings, { lang: 'zz' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, key: 'validation_error' });
  });
});
