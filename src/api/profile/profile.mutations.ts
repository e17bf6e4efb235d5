import { mutationOptions, type QueryClient } from '@tanstack/react-query';
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
 * Saves the personal data. The answer (an extension of ours: the profile with the next
 * version) replaces the cached profile; without it the profile is read again.
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
 * Uploads the logo. The answer's logo and version (an extension of ours) patch the cached
 * profile; when either is missing the profile is read again.
 */
export function uploadLogoMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(uploadLogo),
    mutationFn: async (input: InputOf<typeof uploadLogo>, { client }): Promise<Profile | undefined> => {
      const { logo, version } = await request(uploadLogo, input);
      if (logo !== null && version !== null) {
        return client.setQueryData<Profile>(profileKeys.person(), (current) =>
          current ? { ...current, logo, version } : current,
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

/**
 * Saves the notification language. The answer's language (an extension of ours) is cached;
 * without it the language sent is taken as saved and the settings are read again.
 */
export function saveNotificationSettingsMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(saveNotificationSettings),
    mutationFn: async (
      input: InputOf<typeof saveNotificationSettings>,
      { client },
    ): Promise<{ lang: string }> => {
      const answer = await request(saveNotificationSettings, input);
      const settings = { lang: answer.lang ?? input.lang.trim().toLowerCase() };
      client.setQueryData<NotificationSettings>(profileKeys.notificationSettings(), settings);
      if (answer.lang === null)
        void client.invalidateQueries({ queryKey: profileKeys.notificationSettings(), exact: true });
      return settings;
    },
  });
}
