import dayjs from 'dayjs';
import * as v from 'valibot';
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

export function personalDataValues(profile: Profile, order: DateOrder): PersonalDataValues {
  return {
    nickname: profile.nickname ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    birth_date: formatDateInput(profile.birth_date, order),
    country: profile.country ? profile.country.toUpperCase() : null,
    city: profile.city ?? '',
    zip_code: profile.zip_code ?? '',
    address: profile.address ?? '',
  };
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

const filled = v.pipe(
  v.string(MESSAGES.required),
  v.check((value) => value.trim() !== '', MESSAGES.required),
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

/** Checked on save: the formats and every required field. */
export function personalDataSaveSchema(order: DateOrder) {
  return v.object({
    nickname,
    first_name: filled,
    last_name: filled,
    birth_date: birthDate(order, true),
    country: filled,
    city: filled,
    zip_code: filled,
    address: filled,
  });
}

/**
 * The save call's body: the form, trimmed, plus the identity and the version it was read with
 * (a value the profile answer did not carry is null, and left out of the request).
 */
export function toSaveInput(
  values: PersonalDataValues,
  profile: Pick<Profile, 'id' | 'owner_id' | 'status' | 'merchant_type'>,
  version: number | null,
  order: DateOrder,
): SaveProfileInput {
  const nick = values.nickname.trim();
  return {
    id: profile.id,
    owner_id: profile.owner_id,
    status: profile.status,
    merchant_type: profile.merchant_type,
    version,
    nickname: nick === '' ? null : nick,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    birth_date: parseDateInput(values.birth_date, order) ?? '',
    country: (values.country ?? '').trim().toUpperCase(),
    city: values.city.trim(),
    zip_code: values.zip_code.trim(),
    address: values.address.trim(),
  };
}
