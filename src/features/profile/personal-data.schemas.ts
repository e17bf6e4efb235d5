import dayjs from 'dayjs';
import * as v from 'valibot';
import type { Country } from '@/api/enums/enums.schemas';
import { editOr, Kept } from '@/api/http/kept';
import type { Profile, SaveProfileInput } from '@/api/profile/profile.schemas';
import { formatDateInput, parseDateInput } from '@/components/ui/date-input';
import { nicknameError } from '@/domain/validation';
import type { DateOrder } from '@/lib/date-order';

/** What the personal data form holds; the birth date as typed in the language's order. */
export interface PersonalDataValues {
  nickname: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  country: string | null;
  city: string;
  zip_code: string;
  address: string;
}

/** SPEC.md section 5 "Profile save": these must not be empty. */
export const REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'country',
  'city',
  'zip_code',
  'address',
] as const satisfies ReadonlyArray<keyof PersonalDataValues>;

export const MESSAGES = {
  required: 'profile.form.required',
  nicknameShort: 'profile.form.nickname_too_short',
  nicknameCyrillic: 'profile.form.nickname_no_cyrillic',
  birthDateInvalid: 'profile.form.birth_date_invalid',
  birthDateFuture: 'profile.form.birth_date_future',
} as const;

/** Fields whose saved value could not be read: they start empty, say so, and go back as sent. */
export type PersonalUnread = ReadonlySet<keyof PersonalDataValues>;

const FIELDS = [
  'nickname',
  'first_name',
  'last_name',
  'birth_date',
  'country',
  'city',
  'zip_code',
  'address',
] as const satisfies ReadonlyArray<keyof PersonalDataValues>;

/**
 * The form's values of a profile: what was read, empty where it is not filled in (JSON null) or
 * could not be read. The country is its ISO alpha-2 code (read from alpha-2 or alpha-3).
 */
export function personalDataValues(profile: Profile, order: DateOrder): PersonalDataValues {
  return {
    nickname: profile.nickname ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    birth_date: formatDateInput(profile.birth_date, order),
    country: profile.country,
    city: profile.city ?? '',
    zip_code: profile.zip_code ?? '',
    address: profile.address ?? '',
  };
}

/**
 * The fields whose value the profile answer did not carry readably: left out, or sent in a form
 * the cabinet cannot read. A JSON null is "not filled in yet", not unread.
 */
export function unreadFields(profile: Profile): PersonalUnread {
  return new Set(FIELDS.filter((name) => profile[name] === null && profile.sent[name] !== null));
}

/** The personal fields of two profiles are the same (only the logo or version may differ). */
export function samePersonalData(a: Profile, b: Profile): boolean {
  return (
    (a.nickname ?? '') === (b.nickname ?? '') &&
    (a.first_name ?? '') === (b.first_name ?? '') &&
    (a.last_name ?? '') === (b.last_name ?? '') &&
    (a.birth_date ?? '') === (b.birth_date ?? '') &&
    (a.country ?? '').toUpperCase() === (b.country ?? '').toUpperCase() &&
    (a.city ?? '') === (b.city ?? '') &&
    (a.zip_code ?? '') === (b.zip_code ?? '') &&
    (a.address ?? '') === (b.address ?? '')
  );
}

/** Required fields left empty (blank after trimming). */
export function missingRequired(values: PersonalDataValues): Array<(typeof REQUIRED_FIELDS)[number]> {
  return REQUIRED_FIELDS.filter((name) => (values[name] ?? '').trim() === '');
}

/** Birth date in the past: before today (local calendar). */
export function isPastDate(iso: string, today = dayjs()): boolean {
  return dayjs(iso).isBefore(today.startOf('day'));
}

const nickname = v.pipe(
  v.string(),
  v.check((value) => nicknameError(value) !== 'nickname_no_cyrillic', MESSAGES.nicknameCyrillic),
  v.check((value) => nicknameError(value) !== 'nickname_too_short', MESSAGES.nicknameShort),
);

function birthDate(order: DateOrder, required: boolean) {
  return v.pipe(
    v.string(),
    v.check((value) => !required || value.trim() !== '', MESSAGES.required),
    v.check(
      (value) => value.trim() === '' || parseDateInput(value, order) !== null,
      MESSAGES.birthDateInvalid,
    ),
    v.check((value) => {
      const iso = parseDateInput(value, order);
      return iso === null || isPastDate(iso);
    }, MESSAGES.birthDateFuture),
  );
}

/** A required text; one whose saved value could not be read may stay empty (it goes back as sent). */
const filled = (kept: boolean) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.check((value) => kept || value.trim() !== '', MESSAGES.required),
  );

/**
 * Checked while typing: the formats (nickname rule, a real birth date in the past). Empty
 * required fields do not lock the save button: saving then says validation_error.
 */
export function personalDataFormatSchema(order: DateOrder) {
  return v.object({
    nickname,
    first_name: v.string(),
    last_name: v.string(),
    birth_date: birthDate(order, false),
    country: v.nullable(v.string()),
    city: v.string(),
    zip_code: v.string(),
    address: v.string(),
  });
}

/**
 * Checked on save: the formats and every required field. A field whose saved value could not be
 * read may stay empty: the save sends the server's own value back.
 */
export function personalDataSaveSchema(order: DateOrder, unread: PersonalUnread = new Set()) {
  return v.object({
    nickname,
    first_name: filled(unread.has('first_name')),
    last_name: filled(unread.has('last_name')),
    birth_date: birthDate(order, !unread.has('birth_date')),
    country: unread.has('country') ? v.nullable(v.string()) : filled(false),
    city: filled(unread.has('city')),
    zip_code: filled(unread.has('zip_code')),
    address: filled(unread.has('address')),
  });
}

/**
 * The save call's body. id, owner_id, status, version and merchant_type go back exactly as the
 * profile answer carried them (`Kept`), as does every field the merchant did not edit (a birth
 * date as the server wrote it, a country in its own form, a value the form could not read). An
 * edited field is sent trimmed; a chosen country in the form the server's country list gives it.
 */
export function toSaveInput(
  values: PersonalDataValues,
  base: Profile,
  order: DateOrder,
  countries: readonly Country[],
): SaveProfileInput {
  const { sent } = base;
  const text = (name: 'first_name' | 'last_name' | 'city' | 'zip_code' | 'address') =>
    editOr(values[name] !== (base[name] ?? ''), values[name].trim(), sent[name]);
  const nick = values.nickname.trim();
  const birth = parseDateInput(values.birth_date, order) ?? '';
  const chosen = values.country;
  return {
    id: new Kept(sent.id),
    owner_id: new Kept(sent.owner_id),
    status: new Kept(sent.status),
    version: new Kept(sent.version),
    merchant_type: new Kept(sent.merchant_type),
    nickname: editOr(values.nickname !== (base.nickname ?? ''), nick === '' ? null : nick, sent.nickname),
    first_name: text('first_name'),
    last_name: text('last_name'),
    birth_date: editOr(birth !== (base.birth_date ?? ''), birth, sent.birth_date),
    country: editOr(
      chosen !== base.country,
      countries.find((country) => country.code === chosen)?.raw ?? chosen ?? '',
      sent.country,
    ),
    city: text('city'),
    zip_code: text('zip_code'),
    address: text('address'),
  };
}
