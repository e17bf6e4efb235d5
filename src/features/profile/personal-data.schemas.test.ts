import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Profile, SaveProfileInput } from '@/api/profile/profile.schemas';
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
  unreadFields,
} from './personal-data.schemas';

/** A profile as the cabinet reads it from the server's answer. */
const read = (wire: Record<string, unknown>): Profile => v.parse(Profile, wire);

const WIRE = {
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
const PROFILE = read(WIRE);
const COUNTRIES = [
  { code: 'DE', title: 'Germany', raw: 'DEU' },
  { code: 'FR', title: 'France', raw: 'FRA' },
];
/** The body as it goes out (JSON). */
const wire = (input: unknown) => JSON.parse(JSON.stringify(input));

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
      v.safeParse(SaveProfileInput, toSaveInput({ ...filled, nickname }, PROFILE, 'DMY', COUNTRIES));
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
  it('an edited one is sent as YYYY-MM-DD whatever the language order', () => {
    expect(toSaveInput({ ...filled, birth_date: '13.04.1988' }, PROFILE, 'DMY', COUNTRIES).birth_date).toBe(
      '1988-04-13',
    );
    const mdy = { ...personalDataValues(PROFILE, 'MDY'), birth_date: '04/13/1988' };
    expect(toSaveInput(mdy, PROFILE, 'MDY', COUNTRIES).birth_date).toBe('1988-04-13');
  });
});

describe('Profile save body: what the merchant did not edit goes back as the server sent it', () => {
  it('sends the trimmed edits; id, owner, status, type and version exactly as sent', () => {
    const body = toSaveInput({ ...filled, nickname: '  ', city: ' Hamburg ' }, PROFILE, 'DMY', COUNTRIES);
    expect(wire(body)).toEqual({
      ...WIRE,
      logo: undefined,
      security_level: undefined,
      nickname: null,
      city: 'Hamburg',
    });
  });

  it('an unedited birth date, country and identity go back in the form the server used', () => {
    const sent = {
      ...WIRE,
      id: '1001',
      version: 'v3',
      status: '1',
      birth_date: 576806400000,
      country: 'deu',
    };
    const profile = read(sent);
    expect(profile).toMatchObject({ id: 1001, birth_date: '1988-04-12', country: 'DE', version: null });
    const body = wire(
      toSaveInput({ ...personalDataValues(profile, 'DMY'), city: 'Bonn' }, profile, 'DMY', COUNTRIES),
    );
    expect(body).toMatchObject({
      id: '1001',
      version: 'v3',
      status: '1',
      birth_date: 576806400000,
      country: 'deu',
      city: 'Bonn',
    });
  });

  it('a country the merchant chose is sent as the country list gives it', () => {
    const body = toSaveInput({ ...filled, country: 'FR' }, PROFILE, 'DMY', COUNTRIES);
    expect(body.country).toBe('FRA');
  });

  it('a value that could not be read starts empty, may stay empty, and goes back unchanged', () => {
    const profile = read({ ...WIRE, city: { name: 'Berlin' }, birth_date: 'soon' });
    expect(unreadFields(profile)).toEqual(new Set(['city', 'birth_date']));
    const values = personalDataValues(profile, 'DMY');
    expect(values).toMatchObject({ city: '', birth_date: '' });
    expect(v.safeParse(personalDataSaveSchema('DMY', unreadFields(profile)), values).success).toBe(true);
    expect(wire(toSaveInput(values, profile, 'DMY', COUNTRIES))).toMatchObject({
      city: { name: 'Berlin' },
      birth_date: 'soon',
    });
  });

  it('a personal field sent as null is not filled in yet (empty, required), not unread', () => {
    const profile = read({ ...WIRE, city: null });
    expect(unreadFields(profile).size).toBe(0);
    expect(
      messages(
        personalDataSaveSchema('DMY', unreadFields(profile)),
        personalDataValues(profile, 'DMY'),
        'city',
      ),
    ).toEqual([MESSAGES.required]);
  });

  it('a newer version with the same personal data (a logo upload) counts as the same data', () => {
    expect(samePersonalData(PROFILE, { ...PROFILE, version: 4, logo: 'data:image/png;base64,AA' })).toBe(
      true,
    );
    expect(samePersonalData(PROFILE, { ...PROFILE, version: 4, city: 'Hamburg' })).toBe(false);
  });
});
