import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Profile, SaveProfileInput } from '@/api/profile/profile.schemas';
import {
  isPastDate,
  MESSAGES,
  missingRequired,
  type PersonalDataValues,
  personalDataFormatSchema,
  personalDataSaveSchema,
  personalDataValues,
  samePersonalData,
  toSaveInput,
} from './personal-data.schema';

const PROFILE: Profile = {
  id: 1001,
  owner_id: 7,
  merchant_type: 1,
  status: 1,
  version: 3,
  logo: null,
  nickname: 'Northwind',
  first_name: 'Anna',
  last_name: 'Keller',
  security_level: 1,
  birth_date: '1988-04-12',
  country: 'DE',
  city: 'Berlin',
  zip_code: '10115',
  address: 'Friedrichstrasse 68',
};

const filled: PersonalDataValues = personalDataValues(PROFILE, 'DMY');

const messages = (schema: v.GenericSchema, values: PersonalDataValues, field: keyof PersonalDataValues) => {
  const result = v.safeParse(schema, values);
  return result.success ? [] : result.issues.filter((i) => v.getDotPath(i) === field).map((i) => i.message);
};

describe('Nickname: optional, trimmed length at least 4, no Cyrillic (form)', () => {
  const schema = personalDataFormatSchema('DMY');
  it('a Cyrillic nickname is refused', () =>
    expect(messages(schema, { ...filled, nickname: 'Анна' }, 'nickname')).toEqual([
      MESSAGES.nicknameCyrillic,
    ]));
  it('a 3-character nickname is refused', () =>
    expect(messages(schema, { ...filled, nickname: 'abc' }, 'nickname')).toEqual([MESSAGES.nicknameShort]));
  it('3 characters with spaces around are still too short', () =>
    expect(messages(schema, { ...filled, nickname: '  abc  ' }, 'nickname')).toEqual([
      MESSAGES.nicknameShort,
    ]));
  it('an empty nickname is fine', () =>
    expect(messages(schema, { ...filled, nickname: '' }, 'nickname')).toEqual([]));
});

describe('Nickname: the same rule in every interface language, in the form and the API', () => {
  it.each(['DMY', 'MDY'] as const)('a Ukrainian nickname is refused (date order %s)', (order) => {
    const schema = personalDataFormatSchema(order);
    const values = { ...personalDataValues(PROFILE, order), nickname: 'Їжачок' };
    expect(messages(schema, values, 'nickname')).toEqual([MESSAGES.nicknameCyrillic]);
  });

  it('the save call refuses it too, and counts characters as the form does', () => {
    const save = (nickname: string) =>
      v.safeParse(SaveProfileInput, toSaveInput({ ...filled, nickname }, PROFILE, 3, 'DMY'));
    expect(save('Їжачок').issues?.map((issue) => issue.message)).toEqual(['nickname_cyrillic']);
    expect(save('abc😀').success).toBe(true);
    expect(save('ab😀').issues?.map((issue) => issue.message)).toEqual(['nickname_too_short']);
    expect(messages(personalDataFormatSchema('DMY'), { ...filled, nickname: 'abc😀' }, 'nickname')).toEqual(
      [],
    );
  });
});

describe('Profile save: required first name, last name, birth date, country, city, zip code, address', () => {
  it('the loaded profile has nothing missing', () => expect(missingRequired(filled)).toEqual([]));
  it('every empty or blank required field is listed', () =>
    expect(missingRequired({ ...filled, first_name: '  ', country: null, address: '' })).toEqual([
      'first_name',
      'country',
      'address',
    ]));
  it('an empty first name does not lock the form while typing (saving says validation_error)', () =>
    expect(v.safeParse(personalDataFormatSchema('DMY'), { ...filled, first_name: '' }).success).toBe(true));
  it('an empty first name fails the save check', () =>
    expect(messages(personalDataSaveSchema('DMY'), { ...filled, first_name: '' }, 'first_name')).toEqual([
      MESSAGES.required,
    ]));
  it('an empty country fails the save check', () =>
    expect(messages(personalDataSaveSchema('DMY'), { ...filled, country: null }, 'country')).toEqual([
      MESSAGES.required,
    ]));
  it('the nickname is not required', () =>
    expect(v.safeParse(personalDataSaveSchema('DMY'), { ...filled, nickname: '' }).success).toBe(true));
});

describe('Birth date: a real date in the past, sent as YYYY-MM-DD', () => {
  it('an incomplete date is refused', () =>
    expect(
      messages(personalDataFormatSchema('DMY'), { ...filled, birth_date: '12.04' }, 'birth_date'),
    ).toEqual([MESSAGES.birthDateInvalid]));
  it('tomorrow is refused', () => {
    const tomorrow = dayjs().add(1, 'day').format('DD.MM.YYYY');
    expect(
      messages(personalDataFormatSchema('DMY'), { ...filled, birth_date: tomorrow }, 'birth_date'),
    ).toEqual([MESSAGES.birthDateFuture]);
  });
  it('today is not in the past', () => expect(isPastDate(dayjs().format('YYYY-MM-DD'))).toBe(false));
  it('yesterday is in the past', () =>
    expect(isPastDate(dayjs().subtract(1, 'day').format('YYYY-MM-DD'))).toBe(true));
  it('is sent as YYYY-MM-DD whatever the language order', () => {
    expect(toSaveInput(filled, PROFILE, 3, 'DMY').birth_date).toBe('1988-04-12');
    expect(toSaveInput(personalDataValues(PROFILE, 'MDY'), PROFILE, 3, 'MDY').birth_date).toBe('1988-04-12');
  });
});

describe('Profile save body', () => {
  it('sends the trimmed form with the identity and the version it was read with', () => {
    const body = toSaveInput({ ...filled, nickname: '  ', city: ' Hamburg ' }, PROFILE, 3, 'DMY');
    expect(body).toMatchObject({
      id: 1001,
      owner_id: 7,
      status: 1,
      merchant_type: 1,
      version: 3,
      nickname: null,
      city: 'Hamburg',
      country: 'DE',
    });
  });
  it('a newer version with the same personal data (a logo upload) counts as the same data', () => {
    expect(samePersonalData(PROFILE, { ...PROFILE, version: 4, logo: 'data:image/png;base64,AA' })).toBe(
      true,
    );
    expect(samePersonalData(PROFILE, { ...PROFILE, version: 4, city: 'Hamburg' })).toBe(false);
  });
});
