import { endpoint } from '../http/endpoint';
import {
  NotificationSettings,
  Profile,
  SaveNotificationSettingsAnswer,
  SaveNotificationSettingsInput,
  SaveProfileAnswer,
  SaveProfileInput,
  UploadLogoAnswer,
  UploadLogoInput,
} from './profile.schemas';

export const person = endpoint({
  id: 'profile.person',
  method: 'GET',
  path: '/api/merchant/person',
  output: Profile,
});

export const savePerson = endpoint({
  id: 'profile.savePerson',
  method: 'POST',
  path: '/api/merchant/person',
  input: SaveProfileInput,
  output: SaveProfileAnswer,
  errors: [
    'validation_error',
    'nickname_too_short',
    'nickname_cyrillic',
    'incorrect_birth_date',
    'birth_date_in_future',
    'conflict_version_error',
    'access_denied',
    'need_2fa',
    'wrong_2fa_code',
  ],
});

export const uploadLogo = endpoint({
  id: 'profile.uploadLogo',
  method: 'POST',
  path: '/api/merchant/logo',
  input: UploadLogoInput,
  inputIn: 'multipart',
  output: UploadLogoAnswer,
  errors: [
    'upload_profile_photo_error',
    'conflict_version_error',
    'access_denied',
    'need_2fa',
    'wrong_2fa_code',
  ],
});

export const notificationSettings = endpoint({
  id: 'profile.notificationSettings',
  method: 'GET',
  path: '/api/merchant-owner/notification-settings',
  output: NotificationSettings,
});

export const saveNotificationSettings = endpoint({
  id: 'profile.saveNotificationSettings',
  method: 'POST',
  path: '/api/merchant-owner/notification-settings',
  input: SaveNotificationSettingsInput,
  output: SaveNotificationSettingsAnswer,
  errors: ['validation_error'],
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  person:
    "The signed-in merchant's profile (personal data, logo, status, security level, version). The logo " +
    'may be relative (with or without a leading slash) or absolute; personal fields are null until filled in',
  savePerson:
    'Save the personal data. Sends the form plus id, owner_id, status, merchant_type and version as the ' +
    'profile answer carried them; every field the merchant did not edit goes back as the server sent it. ' +
    'SPEC gives no answer: ours is the ' +
    'updated profile with the next version; any other answer makes the cabinet read the profile again. A ' +
    'stale version answers 409 ' +
    'conflict_version_error. Required: first_name, last_name, birth_date (YYYY-MM-DD, in the past), ' +
    'country (the code of the country list: ISO alpha-2 or alpha-3), city, zip_code, address; nickname optional (trimmed, at least 4 characters, no ' +
    'Cyrillic). Protected operation `settings`',
  uploadLogo:
    'Upload the merchant logo (multipart: merchant, version, uploadfile; merchant and version as the ' +
    'profile answer carried them). Only image/jpeg or image/png, at ' +
    'most 1048576 bytes: larger answers 413, another type 415, both upload_profile_photo_error. SPEC gives ' +
    'no answer: ours is the new logo URL and the next profile version (an extension; without it the ' +
    'cabinet reads the profile again). A stale version answers 409. Protected operation `settings`',
  notificationSettings:
    'Notification settings: the language notifications are sent in (a language code in any case or form: ' +
    'en, EN, en-GB; uk = ua); other fields are kept and sent back unchanged',
  saveNotificationSettings:
    'Choose the notification language (the code of one of the languages of GET /api/enums, as that list ' +
    'gives it); the body is the settings object as read, with lang replaced. SPEC gives no answer: ' +
    'ours is the saved settings (an extension; without it the language sent is taken as saved)',
};
