import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import * as v from 'valibot';
import { getContent } from '@/api/content/content.endpoints';
import { type Messages, Messages as MessagesSchema } from '@/api/content/content.schemas';
import { enumsList } from '@/api/enums/enums.endpoints';
import type { WireOf } from '@/api/http/endpoint';
import * as profile from '@/api/profile/profile.endpoints';
import * as security from '@/api/security/security.endpoints';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@/constants/inputs';
import { isRecord } from '@/lib/is-record';
import { languageCode } from '@/lib/language-codes';
import { authDb } from '../db/auth';
import { COUNTRIES, CURRENCIES, LANGUAGE_CODES, LANGUAGES } from '../db/enums-data';
import {
  CODE_RESEND_SECONDS,
  identityDb,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_SECONDS,
  OTP_PARAMS,
  type ProfileState,
  type SecurityState,
  securityLevel,
} from '../db/identity';
import { nowSeconds } from '../db/random';
import {
  methodsFor,
  randomBase32,
  requireSecondFactor,
  sendEmailCode,
  verifyTotp,
} from '../db/second-factor';
import { handle, MockError } from '../lib/define';
import { specModeOf } from '../lib/spec-minimal';

/**
 * The repository's `locales/` folder. Resolved from the module's path rather than with
 * `new URL('../../locales/', import.meta.url)`, which Vite rewrites into a served asset URL.
 */
const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../locales');
const LANG_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

/** Each `locales/<lang>/<namespace>.json` becomes `{ <namespace>: <its JSON> }`; unknown language = `{}`. */
export async function readCatalogue(lang: string, root = LOCALES_DIR): Promise<Messages> {
  const code = lang.trim().toLowerCase();
  if (!LANG_PATTERN.test(code)) return {};
  const dir = join(root, code);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return {};
  }
  const messages: Messages = {};
  for (const file of files) {
    try {
      const parsed = v.safeParse(MessagesSchema, JSON.parse(await readFile(join(dir, file), 'utf8')));
      if (parsed.success) messages[file.slice(0, -'.json'.length)] = parsed.output;
      else console.warn(`[demo] locales/${code}/${file} is not a catalogue of strings: skipped`);
    } catch {
      console.warn(`[demo] locales/${code}/${file} is not valid JSON: skipped`);
    }
  }
  return messages;
}

function ownProfile(userId: string): ProfileState {
  const found = identityDb.profileOfUser(userId);
  if (!found) throw new MockError(404, ['not_found']);
  return found;
}

function ownUser(userId: string) {
  const user = authDb.user(userId);
  if (!user) throw new MockError(401, ['unauthorized']);
  return user;
}

const profileAnswer = (state: ProfileState): WireOf<typeof profile.person> => ({ ...state });

/** The version a save sent back (a number, or its digits in a multipart body); none: not checked. */
function checkVersion(current: ProfileState, version: number | string | undefined) {
  if (version !== undefined && Number(version) !== current.version)
    throw new MockError(409, ['conflict_version_error'], { version: current.version });
}

/** The spec-minimal backend needs the version SPEC lists in the payload. */
function requireVersion(input: Record<string, unknown>) {
  if (input.version === undefined) throw new MockError(400, ['validation_error']);
}

/** `/media/x.svg` -> `media/x.svg`: the spec-minimal backend sends relative paths without the slash. */
const withoutLeadingSlash = (path: unknown) =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path.slice(1) : path;

const NAMES = new Map<string, string>([...LANGUAGES, ...COUNTRIES].map(({ code, title }) => [code, title]));

/**
 * The currencies a spec-only backend of the provider lists (issue 13): USDT is the system
 * (settlement) currency, and USD is an active fiat-like currency (type 0) that is not one.
 */
function minimalCurrency(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row, logo: withoutLeadingSlash(row.logo) };
  if (row.code === 'USDT') out.system = true;
  if (row.code === 'USD') Object.assign(out, { type: 0, active: true, system: false });
  return out;
}

/**
 * Enums in the spec-minimal mode: languages and countries as `{ code, name }`, currencies with
 * logos without the leading slash and the USDT-system / USD-fiat shape.
 */
function minimalEnums(data: unknown): unknown {
  if (!Array.isArray(data)) return data;
  return data.map((row: unknown) => {
    if (!isRecord(row)) return row;
    if ('active' in row) return minimalCurrency(row);
    const code = String(row.code);
    return { code, name: NAMES.get(code) ?? code };
  });
}

const IMAGE_EXTENSION = /\.(?:jpe?g|png)$/i;

/** Declared type jpeg (or jpg) / png; a file name with an extension must say so too. */
function isAllowedImage(file: Blob): boolean {
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const typeOk = (LOGO_TYPES as readonly string[]).includes(file.type);
  const extensionOk = !/\.[^.]+$/.test(name) || IMAGE_EXTENSION.test(name);
  return typeOk && extensionOk;
}

function otpUrl(email: string, secret: string): string {
  const label = encodeURIComponent(`${OTP_PARAMS.issuer}:${email}`);
  const query = new URLSearchParams({
    secret,
    issuer: OTP_PARAMS.issuer,
    algorithm: OTP_PARAMS.algorithm,
    digits: String(OTP_PARAMS.digits),
    period: String(OTP_PARAMS.period),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

type WireSettings = NonNullable<WireOf<typeof security.securitySettings>>;

/**
 * "pin settings" (SPEC.md leaves the shape open): ours is `{ is_set, length }`; the
 * spec-minimal backend sends `{ enabled, pin_length }`.
 */
function pinSettings(s: SecurityState, minimal: boolean): WireSettings['pin_settings'] {
  const length = s.pin === null ? null : s.pin.length === 6 ? 6 : 4;
  if (!minimal) return { is_set: s.pin !== null, length };
  // Read by kind: a yes/no field says whether a PIN is set, a 4 or 6 its length.
  return { enabled: s.pin !== null, pin_length: length };
}

function settingsAnswer(s: SecurityState, minimal = false): WireSettings {
  const pending = s.otp_secret === null ? s.pending_otp_secret : null;
  return {
    email: s.email,
    security_level: securityLevel(s),
    otp_params: s.otp_secret !== null ? { ...OTP_PARAMS } : null,
    email_operations: [...s.email_operations],
    pin_operations: [...s.pin_operations],
    otp_operations: [...s.otp_operations],
    // The confirmed secret never leaves the server; a pending one does, so set-up can resume.
    otp_secret: pending,
    otp_url: pending ? otpUrl(s.email, pending) : null,
    otp_enabled: s.otp_secret !== null,
    pin_settings: pinSettings(s, minimal),
    ips: [...s.ips],
  };
}

/** Four numbers 0-255, written without leading zeros; null when malformed. */
function normalizeIpv4(value: string): string | null {
  const parts = value.trim().split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.map(Number).join('.');
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function loginTaken(email: string, userId: string): boolean {
  const owner = authDb.findUserByLogin(email);
  return owner !== undefined && owner.id !== userId;
}

/** "security_level" (SPEC.md section 7): the spec-minimal backend answers the bare number. */
const BARE_LEVEL = { minimal: { answer: (data: unknown) => (isRecord(data) ? data.security_level : data) } };
/** "updated ips" (SPEC.md section 7): the spec-minimal backend answers the bare list (issue 13). */
const BARE_IPS = { minimal: { answer: (data: unknown) => (isRecord(data) ? data.ips : data) } };

export const identityHandlers: RequestHandler[] = [
  handle(
    enumsList,
    ({ input }) => {
      if (input.enum === 'languages') return [...LANGUAGES];
      if (input.enum === 'countries') return [...COUNTRIES];
      return [...CURRENCIES];
    },
    { minimal: { answer: minimalEnums } },
  ),

  handle(getContent, ({ input }) => readCatalogue(input.lang)),

  handle(profile.person, ({ userId }) => profileAnswer(ownProfile(userId)), {
    minimal: {
      // The logo as a stored file's relative path without a leading slash (a default picture
      // until one is uploaded); an uploaded data URL stays as it is.
      answer: (data) =>
        isRecord(data)
          ? { ...data, logo: withoutLeadingSlash(data.logo) ?? `media/merchants/${String(data.id)}.svg` }
          : data,
    },
  }),

  handle(
    profile.savePerson,
    ({ input, request, userId }) => {
      const current = ownProfile(userId);
      if (input.id !== current.id || (input.owner_id !== undefined && input.owner_id !== current.owner_id))
        throw new MockError(403, ['access_denied']);
      checkVersion(current, input.version);
      requireSecondFactor(request, userId, 'settings');
      // status, merchant_type and security_level are the server's: the values sent are ignored.
      Object.assign(current, {
        nickname: input.nickname ? input.nickname : null,
        first_name: input.first_name,
        last_name: input.last_name,
        birth_date: input.birth_date,
        country: input.country,
        city: input.city,
        zip_code: input.zip_code,
        address: input.address,
        version: current.version + 1,
      });
      return profileAnswer(current);
    },
    { minimal: { answer: () => null, accepts: requireVersion } },
  ),

  handle(
    profile.uploadLogo,
    async ({ input, request, userId }) => {
      const current = ownProfile(userId);
      if (Number(input.merchant) !== current.id) throw new MockError(403, ['access_denied']);
      checkVersion(current, input.version);
      const file = input.uploadfile;
      if (file.size > LOGO_MAX_BYTES) throw new MockError(413, ['upload_profile_photo_error']);
      if (file.size === 0 || !isAllowedImage(file)) throw new MockError(415, ['upload_profile_photo_error']);
      requireSecondFactor(request, userId, 'settings');
      const bytes = Buffer.from(await file.arrayBuffer());
      const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
      current.logo = `data:${type};base64,${bytes.toString('base64')}`;
      current.version += 1;
      return { logo: current.logo, version: current.version };
    },
    { minimal: { answer: () => null, accepts: requireVersion } },
  ),

  handle(profile.notificationSettings, ({ userId }) => ({ lang: identityDb.notificationLang(userId) })),

  handle(
    profile.saveNotificationSettings,
    ({ input, userId }) => {
      const lang = languageCode(input.lang);
      if (!LANGUAGE_CODES.has(lang)) throw new MockError(400, ['validation_error']);
      identityDb.setNotificationLang(userId, lang);
      return { lang: identityDb.notificationLang(userId) };
    },
    { minimal: { answer: () => null } },
  ),

  handle(security.securitySettings, ({ userId, request }) =>
    settingsAnswer(identityDb.security(userId), specModeOf(request) === 'minimal'),
  ),

  handle(security.refreshOtp, ({ userId, request }) => {
    const s = identityDb.security(userId);
    if (s.otp_secret !== null) throw new MockError(400, ['otp_already_enabled']);
    // Ours is 16 base32 characters; the spec-minimal backend uses 160 bits (32), as RFC 4226 advises.
    s.pending_otp_secret = randomBase32(specModeOf(request) === 'minimal' ? 32 : 16);
    return { otp_secret: s.pending_otp_secret, otp_url: otpUrl(s.email, s.pending_otp_secret) };
  }),

  handle(
    security.saveOtpParams,
    ({ input, request, userId }) => {
      const s = identityDb.security(userId);
      if (s.otp_secret === null) {
        const pending = s.pending_otp_secret;
        if (!pending) throw new MockError(400, ['otp_not_generated']);
        if (input.otp_operations.length === 0 || !input.pin) throw new MockError(400, ['validation_error']);
        if (!verifyTotp(pending, input.pin)) throw new MockError(400, ['wrong_otp_code']);
        requireSecondFactor(request, userId, 'settings');
        s.otp_secret = pending;
        s.pending_otp_secret = null;
      } else {
        requireSecondFactor(request, userId, 'settings');
      }
      s.otp_operations = input.otp_operations;
      return { security_level: identityDb.syncSecurityLevel(userId) };
    },
    BARE_LEVEL,
  ),

  handle(
    security.saveEmailOperations,
    ({ input, request, userId }) => {
      requireSecondFactor(request, userId, 'settings');
      identityDb.security(userId).email_operations = input.email_operations;
      return { security_level: identityDb.syncSecurityLevel(userId) };
    },
    BARE_LEVEL,
  ),

  handle(
    security.savePin,
    ({ input, request, userId }) => {
      const s = identityDb.security(userId);
      if (s.pin === null) {
        if (!input.pin || input.pin_operations.length === 0) throw new MockError(400, ['validation_error']);
        requireSecondFactor(request, userId, 'settings');
        s.pin = input.pin;
      } else {
        requireSecondFactor(request, userId, 'settings');
      }
      s.pin_operations = input.pin_operations;
      return { security_level: identityDb.syncSecurityLevel(userId) };
    },
    BARE_LEVEL,
  ),

  handle(
    security.addIps,
    ({ input, request, userId }) => {
      const ips = input.ips.map(normalizeIpv4);
      const valid = ips.filter((ip): ip is string => ip !== null);
      if (valid.length !== ips.length) throw new MockError(400, ['incorrect_ip_format']);
      requireSecondFactor(request, userId, 'settings');
      const s = identityDb.security(userId);
      s.ips = [...new Set([...s.ips, ...valid])];
      identityDb.syncSecurityLevel(userId);
      return { ips: [...s.ips] };
    },
    BARE_IPS,
  ),

  handle(
    security.removeIps,
    ({ input, request, userId }) => {
      requireSecondFactor(request, userId, 'settings');
      const s = identityDb.security(userId);
      const gone = new Set(input.ips.map((ip) => normalizeIpv4(ip) ?? ip));
      s.ips = s.ips.filter((ip) => !gone.has(ip));
      identityDb.syncSecurityLevel(userId);
      return { ips: [...s.ips] };
    },
    BARE_IPS,
  ),

  handle(security.securityMethods, ({ input, userId }) => methodsFor(userId, input.operation)),

  handle(security.changePassword, ({ input, request, userId }) => {
    const user = ownUser(userId);
    if (user.password !== input.old_password) throw new MockError(400, ['invalid_password']);
    if (input.new_password === input.old_password) throw new MockError(400, ['repeated_password']);
    requireSecondFactor(request, userId, 'settings');
    authDb.setPassword(userId, input.new_password);
    return null;
  }),

  handle(
    security.refreshLoginCode,
    ({ input, userId }) => {
      const user = ownUser(userId);
      if (sameEmail(input.new_email, user.login)) throw new MockError(400, ['repeated_email']);
      if (loginTaken(input.new_email, userId)) throw new MockError(400, ['email_taken']);
      const now = nowSeconds();
      const codes = identityDb.loginCodes();
      const pending = codes.get(userId);
      if (pending && sameEmail(pending.new_email, input.new_email) && pending.next_time > now) {
        return { next_time: pending.next_time, is_sent: false };
      }
      const code = String(randomInt(100000, 1000000));
      const next_time = now + CODE_RESEND_SECONDS;
      codes.set(userId, {
        new_email: input.new_email,
        code,
        next_time,
        expires: now + LOGIN_CODE_TTL_SECONDS,
        attempts: 0,
      });
      console.info(`[demo] login change code for ${input.new_email}: ${code}`);
      return { next_time, is_sent: true };
    },
    { minimal: { answer: () => null } },
  ),

  handle(security.changeLogin, ({ input, request, userId }) => {
    const user = ownUser(userId);
    if (!sameEmail(input.old_email, user.login)) throw new MockError(400, ['change_email_error']);
    if (sameEmail(input.new_email, input.old_email)) throw new MockError(400, ['repeated_email']);
    const codes = identityDb.loginCodes();
    const pending = codes.get(userId);
    if (!pending || pending.expires < nowSeconds() || !sameEmail(pending.new_email, input.new_email)) {
      throw new MockError(400, ['invalid_code']);
    }
    if (pending.code !== input.code) {
      pending.attempts += 1;
      if (pending.attempts >= LOGIN_CODE_MAX_ATTEMPTS) codes.delete(userId);
      throw new MockError(400, ['invalid_code']);
    }
    if (loginTaken(input.new_email, userId)) throw new MockError(400, ['email_taken']);
    requireSecondFactor(request, userId, 'settings');
    authDb.setLogin(userId, pending.new_email);
    identityDb.security(userId).email = pending.new_email;
    codes.delete(userId);
    return null;
  }),

  handle(security.refreshEmailCode, ({ input }) => {
    const user = authDb.findUserByLogin(input.login);
    // Unknown logins get the same answer: no account probing.
    if (!user) return { next_time: nowSeconds() + CODE_RESEND_SECONDS, is_sent: true };
    return sendEmailCode(user.id);
  }),
];
