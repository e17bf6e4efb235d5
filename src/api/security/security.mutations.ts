import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiKeys, call } from '../http/query';
import { tokens } from '../http/tokens';
import { profileKeys } from '../profile/profile.queries';
import type { Profile } from '../profile/profile.schemas';
import {
  addIps,
  changeLogin,
  changePassword,
  refreshEmailCode,
  refreshLoginCode,
  refreshOtp,
  removeIps,
  saveEmailOperations,
  saveOtpParams,
  savePin,
} from './security.endpoints';
import { securityKeys } from './security.queries';
import type {
  ChangeLoginInput,
  ChangePasswordInput,
  CodeSentAnswer,
  IpListAnswer,
  IpListInput,
  RefreshEmailCodeInput,
  RefreshLoginCodeAnswer,
  RefreshLoginCodeInput,
  RefreshOtpAnswer,
  SaveEmailOperationsInput,
  SaveOtpParamsInput,
  SavePinInput,
  SecurityLevelAnswer,
  SecuritySettings,
} from './security.schemas';

/**
 * After a protection changed: the settings are read again, the factors per operation may
 * differ, and the profile's security level (shown in the profile header) is patched in place,
 * or read again when the answer did not carry it.
 */
function protectionChanged(queryClient: QueryClient, securityLevel: number | null) {
  if (securityLevel !== null) {
    queryClient.setQueryData<Profile>(profileKeys.person(), (current) =>
      current ? { ...current, security_level: securityLevel } : current,
    );
  } else {
    void queryClient.invalidateQueries({ queryKey: profileKeys.person(), exact: true });
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: securityKeys.settings(), exact: true }),
    queryClient.invalidateQueries({ queryKey: securityKeys.methods() }),
  ]);
}

export function saveOtpParamsMutation(queryClient: QueryClient) {
  return mutationOptions<SecurityLevelAnswer, Error, SaveOtpParamsInput>({
    mutationKey: apiKeys.endpoint(saveOtpParams),
    mutationFn: (input) => call(saveOtpParams, input),
    onSuccess: ({ security_level }) => protectionChanged(queryClient, security_level),
  });
}

export function saveEmailOperationsMutation(queryClient: QueryClient) {
  return mutationOptions<SecurityLevelAnswer, Error, SaveEmailOperationsInput>({
    mutationKey: apiKeys.endpoint(saveEmailOperations),
    mutationFn: (input) => call(saveEmailOperations, input),
    onSuccess: ({ security_level }) => protectionChanged(queryClient, security_level),
  });
}

export function savePinMutation(queryClient: QueryClient) {
  return mutationOptions<SecurityLevelAnswer, Error, SavePinInput>({
    mutationKey: apiKeys.endpoint(savePin),
    mutationFn: (input) => call(savePin, input),
    onSuccess: ({ security_level }) => protectionChanged(queryClient, security_level),
  });
}

/**
 * Adding or removing addresses: the list is patched at once when the answer carried it, and the
 * settings (level, list) are read again either way; the profile's level may have changed too.
 */
function ipListChanged(queryClient: QueryClient, { ips }: IpListAnswer) {
  if (ips !== null) {
    queryClient.setQueryData<SecuritySettings>(securityKeys.settings(), (current) =>
      current ? { ...current, ips } : current,
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: securityKeys.settings(), exact: true }),
    queryClient.invalidateQueries({ queryKey: profileKeys.person(), exact: true }),
  ]);
}

export function addIpsMutation(queryClient: QueryClient) {
  return mutationOptions<IpListAnswer, Error, IpListInput>({
    mutationKey: apiKeys.endpoint(addIps),
    mutationFn: (input) => call(addIps, input),
    onSuccess: (answer) => ipListChanged(queryClient, answer),
  });
}

export function removeIpsMutation(queryClient: QueryClient) {
  return mutationOptions<IpListAnswer, Error, IpListInput>({
    mutationKey: apiKeys.endpoint(removeIps),
    mutationFn: (input) => call(removeIps, input),
    onSuccess: (answer) => ipListChanged(queryClient, answer),
  });
}

/**
 * A new, unconfirmed authenticator secret; the cached settings show it until confirmed. When
 * the answer lacks the secret or its URL, the settings are read again (they may carry it).
 */
export function refreshOtpMutation(queryClient: QueryClient) {
  return mutationOptions<RefreshOtpAnswer, Error, void>({
    mutationKey: apiKeys.endpoint(refreshOtp),
    mutationFn: () => call(refreshOtp, undefined),
    onSuccess: ({ otp_secret, otp_url }) => {
      if (otp_secret === null || otp_url === null)
        return queryClient.invalidateQueries({ queryKey: securityKeys.settings(), exact: true });
      queryClient.setQueryData<SecuritySettings>(securityKeys.settings(), (current) =>
        current ? { ...current, otp_secret, otp_url } : current,
      );
    },
  });
}

/** Nothing cached changes with the password. */
export function changePasswordMutation() {
  return mutationOptions<unknown, Error, ChangePasswordInput>({
    mutationKey: apiKeys.endpoint(changePassword),
    mutationFn: (input) => call(changePassword, input),
  });
}

export function refreshLoginCodeMutation() {
  return mutationOptions<RefreshLoginCodeAnswer, Error, RefreshLoginCodeInput>({
    mutationKey: apiKeys.endpoint(refreshLoginCode),
    mutationFn: (input) => call(refreshLoginCode, input),
  });
}

/** The stored login and the settings' e-mail follow the new address. */
export function changeLoginMutation(queryClient: QueryClient) {
  return mutationOptions<unknown, Error, ChangeLoginInput>({
    mutationKey: apiKeys.endpoint(changeLogin),
    mutationFn: (input) => call(changeLogin, input),
    onSuccess: (_answer, input) => {
      const login = input.new_email.trim();
      tokens.setLogin(login);
      queryClient.setQueryData<SecuritySettings>(securityKeys.settings(), (current) =>
        current ? { ...current, email: login } : current,
      );
    },
  });
}

export function refreshEmailCodeMutation() {
  return mutationOptions<CodeSentAnswer, Error, RefreshEmailCodeInput>({
    mutationKey: apiKeys.endpoint(refreshEmailCode),
    mutationFn: (input) => call(refreshEmailCode, input),
  });
}
