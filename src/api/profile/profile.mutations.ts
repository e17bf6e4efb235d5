import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { isRecord } from '@/lib/is-record';
import { languageCode } from '@/lib/language-codes';
import type { InputOf } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import { saveNotificationSettings, savePerson, uploadLogo } from './profile.endpoints';
import { personQuery, profileKeys } from './profile.queries';
import type { NotificationSettings, Profile } from './profile.schemas';

/** The profile as the server has it now (after a save whose answer did not carry it). */
const readProfileAgain = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...personQuery(), staleTime: 0 });

/**
 * Saves the personal data. The answer (ours: the profile with the next version) replaces the
 * cached profile; without it the profile is read again.
 */
export function savePersonMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(savePerson),
    mutationFn: async (input: InputOf<typeof savePerson>, { client }): Promise<Profile> => {
      const saved = await request(savePerson, input);
      if (saved) {
        client.setQueryData(profileKeys.person(), saved);
        return saved;
      }
      return readProfileAgain(client);
    },
    onError: (error, _input, _result, { client }) => {
      // Someone else saved first: read the current version.
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
    },
  });
}

/**
 * Uploads the logo. The answer's logo and version (ours) patch the cached profile, the object
 * the server sent included (the next save sends that version back); when either is missing the
 * profile is read again.
 */
export function uploadLogoMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(uploadLogo),
    mutationFn: async (input: InputOf<typeof uploadLogo>, { client }): Promise<Profile | undefined> => {
      const { logo, version, sent } = await request(uploadLogo, input);
      if (logo !== null && version !== null) {
        return client.setQueryData<Profile>(profileKeys.person(), (current) =>
          current
            ? {
                ...current,
                logo,
                version,
                sent: { ...current.sent, logo: sent.logo, version: sent.version },
              }
            : current,
        );
      }
      return readProfileAgain(client);
    },
    onError: (error, _input, _result, { client }) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
    },
  });
}

/** The body as it went out: what the server holds now, unless it answers otherwise. */
function asSent(input: unknown): Record<string, unknown> {
  const plain: unknown = JSON.parse(JSON.stringify(input));
  return isRecord(plain) ? plain : {};
}

/**
 * Saves the notification language (the settings object the server sent, with `lang` replaced).
 * The answer's language (ours) is cached; without it the language sent is taken as saved and the
 * settings are read again.
 */
export function saveNotificationSettingsMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(saveNotificationSettings),
    mutationFn: async (
      input: InputOf<typeof saveNotificationSettings>,
      { client },
    ): Promise<NotificationSettings> => {
      const answer = await request(saveNotificationSettings, input);
      const sent = asSent(input);
      const sentLang = typeof sent.lang === 'string' ? languageCode(sent.lang) : null;
      const settings: NotificationSettings = { lang: answer.lang ?? sentLang, sent };
      client.setQueryData<NotificationSettings>(profileKeys.notificationSettings(), settings);
      if (answer.lang === null)
        void client.invalidateQueries({ queryKey: profileKeys.notificationSettings(), exact: true });
      return settings;
    },
  });
}
