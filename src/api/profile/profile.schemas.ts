import * as v from 'valibot';

/** Logo upload limits (SPEC section 5): jpeg / png, at most 1 MB. */
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** `merchant_type`: 0 = person, anything else = company. `status`: 0 = not verified, else verified. */
export const MERCHANT_TYPE_PERSON = 0;
export const STATUS_NOT_VERIFIED = 0;

const optionalText = v.optional(v.nullable(v.string()), null);

/** YYYY-MM-DD; a timestamp suffix some backends add is cut off. */
const AnswerDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/),
  v.transform((value) => value.slice(0, 10)),
);

/** The merchant's profile (SPEC section 3). Personal fields are null until first filled in. */
export const Profile = v.object({
  /** The merchant id. */
  id: v.number(),
  owner_id: v.number(),
  merchant_type: v.number(),
  status: v.number(),
  /** Optimistic concurrency: every save and logo upload sends it and gets the next one. */
  version: v.number(),
  /** Relative asset path, absolute URL or data URL; null = no logo. */
  logo: optionalText,
  nickname: optionalText,
  first_name: optionalText,
  last_name: optionalText,
  security_level: v.number(),
  birth_date: v.optional(v.nullable(AnswerDate), null),
  /** ISO 3166-1 alpha-2. */
  country: optionalText,
  city: optionalText,
  zip_code: optionalText,
  address: optionalText,
});
export type Profile = v.InferOutput<typeof Profile>;

const CYRILLIC = /[\u0400-\u04FF\u0500-\u052F]/;

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
    v.check((value) => value === '' || value.length >= 4, 'nickname_too_short'),
    v.check((value) => !CYRILLIC.test(value), 'nickname_cyrillic'),
  ),
);

/** Birth date: YYYY-MM-DD, a real day in the past. */
export const BirthDate = v.pipe(
  v.string('validation_error'),
  v.isoDate('incorrect_birth_date'),
  v.check(isRealDay, 'incorrect_birth_date'),
  v.check((value) => value < today(), 'birth_date_in_future'),
);

/** POST /api/merchant/person: the whole profile form plus the identity and `version` it was read with. */
export const SaveProfileInput = v.object({
  id: v.number(),
  owner_id: v.number(),
  merchant_type: v.number(),
  status: v.number(),
  version: v.pipe(v.number(), v.integer()),
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

/** A file part (Blob / File) of a multipart form, whichever realm built it. */
export const FilePart = v.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function',
  'upload_profile_photo_error',
);

/**
 * POST /api/merchant/logo (multipart). Type and size are enforced by the server (413 / 415
 * `upload_profile_photo_error`) so the merchant gets the same message whatever checks the UI made.
 */
export const UploadLogoInput = v.object({
  /** The merchant id. */
  merchant: v.number(),
  version: v.pipe(v.number(), v.integer()),
  uploadfile: FilePart,
});
export type UploadLogoInput = v.InferInput<typeof UploadLogoInput>;

export const UploadLogoAnswer = v.object({
  logo: v.string(),
  /** The profile's next version. */
  version: v.number(),
});
export type UploadLogoAnswer = v.InferOutput<typeof UploadLogoAnswer>;

/** Notification settings: the language notifications are sent in (other fields are not used). */
export const NotificationSettings = v.object({
  lang: v.pipe(v.string(), v.toLowerCase()),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

export const SaveNotificationSettingsInput = v.object({
  lang: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,3}$/, 'validation_error')),
});
export type SaveNotificationSettingsInput = v.InferInput<typeof SaveNotificationSettingsInput>;
