import * as v from 'valibot';
import { NICKNAME_MIN } from '@/constants/inputs';
import { charCount, hasCyrillic } from '@/lib/text';
import { country } from '../enums/countries';
import { Kept, keptOr } from '../http/kept';
import { answer, asset, date, id, language, metaOf, num, ours, required, text, withSent } from '../http/read';
import { UploadFile } from '../http/upload';

/** `merchant_type`: 0 = person, anything else = company. `status`: 0 = not verified, else verified. */
export const MERCHANT_TYPE_PERSON = 0;
export const STATUS_NOT_VERIFIED = 0;

/**
 * The merchant's profile (SPEC.md section 3), with the object the server sent (`sent`): a save
 * sends back what was not edited as it came. A personal text is JSON null until first filled in.
 */
export const Profile = withSent(
  answer({
    /** The merchant id. */
    id: required(id()),
    owner_id: id(),
    merchant_type: num(),
    status: num(),
    /** Optimistic concurrency: every save and logo upload sends it back as the server sent it. */
    version: num(),
    logo: asset(),
    nickname: text({ none: '' }),
    first_name: text({ none: '' }),
    last_name: text({ none: '' }),
    security_level: num(),
    birth_date: date(),
    country: country(),
    city: text({ none: '' }),
    zip_code: text({ none: '' }),
    address: text({ none: '' }),
  }),
);
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

const RequiredText = v.pipe(v.string('validation_error'), v.trim(), v.nonEmpty('validation_error'));

/** Nickname (optional): trimmed, at least 4 characters, no Cyrillic. Empty or null = none. */
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

/**
 * A country the merchant chose, in the form the server's country list gives it (ISO 3166-1
 * alpha-2 or alpha-3, any case): the cabinet sends the list entry's own code.
 */
export const CountryInput = v.pipe(
  v.string('validation_error'),
  v.trim(),
  v.regex(/^[A-Za-z]{2,3}$/, 'validation_error'),
);

/** A number the profile carries (id, owner, type, status, version), as the server sent it. */
const SentNumber = keptOr(v.number());

/**
 * POST /api/merchant/person: the form plus id, owner_id, status, version and merchant_type. The
 * cabinet sends those five, and every field the merchant did not edit, as the server sent them
 * (`Kept`); a field it edited is checked here.
 */
export const SaveProfileInput = v.object({
  id: SentNumber,
  owner_id: v.optional(SentNumber),
  merchant_type: v.optional(SentNumber),
  status: v.optional(SentNumber),
  version: v.optional(SentNumber),
  nickname: v.optional(keptOr(Nickname)),
  first_name: keptOr(RequiredText),
  last_name: keptOr(RequiredText),
  birth_date: keptOr(BirthDate),
  country: keptOr(CountryInput),
  city: keptOr(RequiredText),
  zip_code: keptOr(RequiredText),
  address: keptOr(RequiredText),
});
export type SaveProfileInput = v.InferInput<typeof SaveProfileInput>;

/**
 * A multipart part sent back as the server sent it: a number or a text as it came (a multipart
 * body carries text only); a value the server did not send is left out.
 */
const SentPart = v.pipe(
  keptOr(v.number()),
  v.transform((value): number | string | undefined => {
    if (!(value instanceof Kept)) return value;
    const sent = value.value;
    if (sent === undefined || sent === null) return undefined;
    return typeof sent === 'number' || typeof sent === 'string' ? sent : JSON.stringify(sent);
  }),
);

/**
 * POST /api/merchant/logo (multipart): the merchant id and the version as the profile answer
 * carried them. Type and size are enforced by the server (413 / 415 `upload_profile_photo_error`)
 * so the merchant gets the same message whatever checks the UI made.
 */
export const UploadLogoInput = v.object({
  /** The merchant id. */
  merchant: SentPart,
  version: v.optional(SentPart),
  uploadfile: UploadFile,
});
export type UploadLogoInput = v.InferInput<typeof UploadLogoInput>;

/**
 * SPEC.md gives the logo upload no answer: `{ logo, version }` is ours. Without it (or with only
 * part of it) the profile is read again for the new logo and version.
 */
export const UploadLogoAnswer = withSent(answer({ logo: ours(asset()), version: ours(num()) }));
export type UploadLogoAnswer = v.InferOutput<typeof UploadLogoAnswer>;

/** SPEC.md gives the profile save no answer: the updated profile is ours; anything else reads as null (read again). */
export const SaveProfileAnswer = v.pipe(
  v.custom<v.InferInput<typeof Profile> | null>(() => true),
  v.transform((value): Profile | null => {
    const read = v.safeParse(Profile, value);
    return read.success ? read.output : null;
  }),
  v.metadata({ ...metaOf(Profile), ours: true }),
);
export type SaveProfileAnswer = v.InferOutput<typeof SaveProfileAnswer>;

/** Notification settings (SPEC.md section 3): `lang` is read; the rest goes back as sent (`sent`). */
export const NotificationSettings = withSent(answer({ lang: language() }));
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

/** SPEC.md gives the notification save no answer (ours); without it the language sent is taken as saved. */
export const SaveNotificationSettingsAnswer = answer({ lang: ours(language()) });
export type SaveNotificationSettingsAnswer = v.InferOutput<typeof SaveNotificationSettingsAnswer>;

/** A language code as the server's list gives it: `en`, `EN`, `pt-BR`, `uk`. */
const LanguageInput = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/, 'validation_error'),
);

/**
 * POST /api/merchant-owner/notification-settings: the object the server sent with `lang`
 * replaced (the merchant's choice, in the form the server's language list gives it); the other
 * fields go back as they came.
 */
export const SaveNotificationSettingsInput = v.looseObject({ lang: keptOr(LanguageInput) });
export type SaveNotificationSettingsInput = v.InferInput<typeof SaveNotificationSettingsInput>;
