import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/errors';
import { apiKeys, call } from '../http/query';
import { saveNotificationSettings, savePerson, uploadLogo } from './profile.endpoints';
import { personQuery, profileKeys } from './profile.queries';
import type {
  NotificationSettings,
  Profile,
  SaveNotificationSettingsInput,
  SaveProfileInput,
  UploadLogoInput,
} from './profile.schemas';

/** The profile as the server has it now (after a save whose answer did not carry it). */
const readProfileAgain = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...personQuery(), staleTime: 0 });

/**
 * Saves the personal data. The answer (an extension of ours: the profile with the next
 * version) replaces the cached profile; without it the profile is read again.
 */
export function savePersonMutation(queryClient: QueryClient) {
  return mutationOptions<Profile, Error, SaveProfileInput>({
    mutationKey: apiKeys.endpoint(savePerson),
    mutationFn: async (input) => {
      const saved = await call(savePerson, input);
      if (saved) {
        queryClient.setQueryData(profileKeys.person(), saved);
        return saved;
      }
      return readProfileAgain(queryClient);
    },
    onError: (error) => {
      // Someone else saved first: read the current version.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
    },
  });
}

/**
 * Uploads the logo. The answer's logo and version (an extension of ours) patch the cached
 * profile; when either is missing the profile is read again.
 */
export function uploadLogoMutation(queryClient: QueryClient) {
  return mutationOptions<Profile | undefined, Error, UploadLogoInput>({
    mutationKey: apiKeys.endpoint(uploadLogo),
    mutationFn: async (input) => {
      const { logo, version } = await call(uploadLogo, input);
      if (logo !== null && version !== null) {
        return queryClient.setQueryData<Profile>(profileKeys.person(), (current) =>
          current ? { ...current, logo, version } : current,
        );
      }
      return readProfileAgain(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
    },
  });
}

/**
 * Saves the notification language. The answer's language (an extension of ours) is cached;
 * without it the language sent is taken as saved and the settings are read again.
 */
export function saveNotificationSettingsMutation(queryClient: QueryClient) {
  return mutationOptions<{ lang: string }, Error, SaveNotificationSettingsInput>({
    mutationKey: apiKeys.endpoint(saveNotificationSettings),
    mutationFn: async (input) => {
      const answer = await call(saveNotificationSettings, input);
      const settings = { lang: answer.lang ?? input.lang.trim().toLowerCase() };
      queryClient.setQueryData<NotificationSettings>(profileKeys.notificationSettings(), settings);
      if (answer.lang === null)
        void queryClient.invalidateQueries({ queryKey: profileKeys.notificationSettings(), exact: true });
      return settings;
    },
  });
}
