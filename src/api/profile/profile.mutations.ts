import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/errors';
import { apiKeys, call } from '../http/query';
import { saveNotificationSettings, savePerson, uploadLogo } from './profile.endpoints';
import { profileKeys } from './profile.queries';
import type {
  NotificationSettings,
  Profile,
  SaveNotificationSettingsInput,
  SaveProfileInput,
  UploadLogoAnswer,
  UploadLogoInput,
} from './profile.schemas';

/** Saves the personal data; the answer (next version) replaces the cached profile. */
export function savePersonMutation(queryClient: QueryClient) {
  return mutationOptions<Profile, Error, SaveProfileInput>({
    mutationKey: apiKeys.endpoint(savePerson),
    mutationFn: (input) => call(savePerson, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.person(), profile);
    },
    onError: (error) => {
      // Someone else saved first: read the current version.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
    },
  });
}

/** Uploads the logo; the cached profile takes the new logo and version. */
export function uploadLogoMutation(queryClient: QueryClient) {
  return mutationOptions<UploadLogoAnswer, Error, UploadLogoInput>({
    mutationKey: apiKeys.endpoint(uploadLogo),
    mutationFn: (input) => call(uploadLogo, input),
    onSuccess: ({ logo, version }) => {
      queryClient.setQueryData<Profile>(profileKeys.person(), (current) =>
        current ? { ...current, logo, version } : current,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
    },
  });
}

export function saveNotificationSettingsMutation(queryClient: QueryClient) {
  return mutationOptions<NotificationSettings, Error, SaveNotificationSettingsInput>({
    mutationKey: apiKeys.endpoint(saveNotificationSettings),
    mutationFn: (input) => call(saveNotificationSettings, input),
    onSuccess: (settings) => {
      queryClient.setQueryData(profileKeys.notificationSettings(), settings);
    },
  });
}
