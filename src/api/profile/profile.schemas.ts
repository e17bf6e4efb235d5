import * as v from 'valibot';
import { charCount, hasCyrillic, NICKNAME_MIN } from '@/domain/validation';
import { AssetUrl } from '../http/asset-url';
import { UploadFile } from '../http/upload';
import { documentedAs, entity, ext, named, objectAnswer, opt } from '../http/wire';

/** `merchant_type`: 0 = person, anything else = company. `status`: 0 = not verified, else verified. */
export const MERCHANT_TYPE_PERSON = 0;
export const STATUS_NOT_VERIFIED = 0;

/** A personal text field: null (or blank) until first filled in. */
const OptionalText = opt(v.string());

/**
 * A date as YYYY-MM-DD. SPEC sends the birth date as YYYY-MM-DD; a timestamp suffix some
 * backends add is cut off, and epoch seconds are read as their UTC day.
 */
const AnswerDate = v.union([
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}/),
    v.transform((value) => value.slice(0, 10)),
  ),
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((seconds) => new Date(seconds * 1000).toISOString().slice(0, 10)),
  ),
]);

/** ISO 3166-1 alpha-2, upper case. */
const CountryCode = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase());

/**
 * The merchant's profile (SPEC.md section 3). `id` (the merchant id) is required; the other
 * fields SPEC names read as null when missing (reported; the screens show "—"). The personal
 * fields and the logo are null until first filled in. The logo is made absolute here, once.
 */
export const Profile = entity('Profile', {
  /** The merchant id. */
  id: v.number(),
  owner_id: named(v.number()),
  /** 0 = person, anything else = company; null = unknown (not shown). */
  merchant_type: named(v.number()),
  /** 0 = not verified, anything else = verified; null = unknown (not shown). */
  status: named(v.number()),
  /** Optimistic concurrency: every save and logo upload sends it and gets the next one. */
  version: named(v.number()),
  /** Relative asset path (with or without a leading slash), absolute URL or data URL; null = no logo. */
  logo: opt(AssetUrl),
  nickname: OptionalText,
  first_name: OptionalText,
  last_name: OptionalText,
  security_level: named(v.number()),
  birth_date: opt(AnswerDate),
  /** ISO 3166-1 alpha-2. */
  country: opt(CountryCode),
  city: OptionalText,
  zip_code: OptionalText,
  address: OptionalText,
});
export type Profile = v.InferOutput<typeof Profile>;

/** Local calendar date today as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 2023-02-30 has the ISO shape but is no day. */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const required = v.pipe(v.string('validation_error'), v.trim(), v.nonEmpty('validation_error'));

/**
 * Nickname (optional): trimmed, at least 4 characters, no Cyrillic. Empty or null = none.
 */
export const Nickname = v.nullish(
  v.pipe(
    v.string('validation_error'),
    v.trim(),
    v.check((value) => value === '' || charCount(value) >= NICKNAME_MIN, 'nickname_too_short'),
    v.check((value) => !hasCyrillic(value), 'nickname_cyrillic'),
  ),
);

/** Birth date: YYYY-MM-DD, a real day in the past. */
export const BirthDate = v.pipe(
  v.string('validation_error'),
  v.isoDate('incorrect_birth_date'),
  v.check(isRealDay, 'incorrect_birth_date'),
  v.check((value) => value < today(), 'birth_date_in_future'),
);

/** A value read from the profile: one the answer did not carry (null) is left out of the request. */
const KnownNumber = v.pipe(
  v.nullish(v.pipe(v.number(), v.integer())),
  v.transform((value) => value ?? undefined),
);

/**
 * POST /api/merchant/person: the whole profile form plus the identity and `version` it was read
 * with. A value of these the profile answer did not carry (reported) is left out rather than
 * made up.
 */
export const SaveProfileInput = v.object({
  id: v.number(),
  owner_id: KnownNumber,
  merchant_type: KnownNumber,
  status: KnownNumber,
  version: KnownNumber,
  nickname: Nickname,
  first_name: required,
  last_name: required,
  birth_date: BirthDate,
  country: v.pipe(
    v.string('validation_error'),
    v.trim(),
    v.regex(/^[A-Za-z]{2}$/, 'validation_error'),
    v.toUpperCase(),
  ),
  city: required,
  zip_code: required,
  address: required,
});
export type SaveProfileInput = v.InferInput<typeof SaveProfileInput>;

/**
 * POST /api/merchant/logo (multipart). Type and size are enforced by the server (413 / 415
 * `upload_profile_photo_error`) so the merchant gets the same message whatever checks the UI made.
 */
export const UploadLogoInput = v.object({
  /** The merchant id. */
  merchant: v.number(),
  /** Left out when the profile answer did not carry one (reported). */
  version: KnownNumber,
  uploadfile: UploadFile,
});
export type UploadLogoInput = v.InferInput<typeof UploadLogoInput>;

/**
 * SPEC.md gives the logo upload no answer: `{ logo, version }` is an extension of ours. Without
 * it (or with only part of it) the profile is read again for the new logo and version.
 */
export const UploadLogoAnswer = objectAnswer(
  entity('LogoUpload', {
    logo: ext(AssetUrl, null, 'the profile is read again to show the new logo'),
    /** The profile's next version. */
    version: ext(v.number(), null, 'the profile is read again for the next version'),
  }),
);
export type UploadLogoAnswer = v.InferOutput<typeof UploadLogoAnswer>;

/**
 * SPEC.md gives the profile save no answer: the updated profile is an extension of ours. An
 * answer that is not a profile (empty, `{ ok }`) reads as null and the profile is read again.
 */
export const SaveProfileAnswer = documentedAs(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'object' && value !== null && 'id' in value
        ? (value as Record<string, unknown>)
        : null,
    ),
    v.nullable(Profile),
  ),
  v.nullable(Profile),
);
export type SaveProfileAnswer = v.InferOutput<typeof SaveProfileAnswer>;

/** Notification settings (SPEC.md section 3): the language notifications are sent in (other fields not used). */
export const NotificationSettings = entity('NotificationSettings', {
  lang: named(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty())),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

/**
 * SPEC.md gives the notification save no answer: the saved settings are an extension of ours;
 * without them the language sent is taken as saved and the settings are read again.
 */
export const SaveNotificationSettingsAnswer = objectAnswer(
  entity('NotificationSettings', {
    lang: ext(
      v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty()),
      null,
      'the language sent is taken as saved and the settings are read again',
    ),
  }),
);
export type SaveNotificationSettingsAnswer = v.InferOutput<typeof SaveNotificationSettingsAnswer>;

/** A language code: `en`, `pt-br` (the codes GET /api/enums?enum=languages lists). */
export const SaveNotificationSettingsInput = v.object({
  lang: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/, 'validation_error'),
  ),
});
export type SaveNotificationSettingsInput = v.InferInput<typeof SaveNotificationSettingsInput>;
