import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { endpointMutation } from '../http/query';
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
import type { IpListAnswer, SecuritySettings } from './security.schemas';

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

export function saveOtpParamsMutation() {
  return mutationOptions({
    ...endpointMutation(saveOtpParams),
    onSuccess: ({ security_level }, _input, _result, { client }) => protectionChanged(client, security_level),
  });
}

export function saveEmailOperationsMutation() {
  return mutationOptions({
    ...endpointMutation(saveEmailOperations),
    onSuccess: ({ security_level }, _input, _result, { client }) => protectionChanged(client, security_level),
  });
}

export function savePinMutation() {
  return mutationOptions({
    ...endpointMutation(savePin),
    onSuccess: ({ security_level }, _input, _result, { client }) => protectionChanged(client, security_level),
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

export function addIpsMutation() {
  return mutationOptions({
    ...endpointMutation(addIps),
    onSuccess: (answer, _input, _result, { client }) => ipListChanged(client, answer),
  });
}

export function removeIpsMutation() {
  return mutationOptions({
    ...endpointMutation(removeIps),
    onSuccess: (answer, _input, _result, { client }) => ipListChanged(client, answer),
  });
}

/**
 * A new, unconfirmed authenticator secret; the cached settings show it until confirmed. When
 * the answer lacks the secret or its URL, the settings are read again (they may carry it).
 */
export function refreshOtpMutation() {
  return mutationOptions({
    ...endpointMutation(refreshOtp),
    onSuccess: ({ otp_secret, otp_url }, _input, _result, { client }) => {
      if (otp_secret === null || otp_url === null)
        return client.invalidateQueries({ queryKey: securityKeys.settings(), exact: true });
      client.setQueryData<SecuritySettings>(securityKeys.settings(), (current) =>
        current ? { ...current, otp_secret, otp_url } : current,
      );
    },
  });
}

/** Nothing cached changes with the password. */
export function changePasswordMutation() {
  return mutationOptions({
    ...endpointMutation(changePassword),
  });
}

export function refreshLoginCodeMutation() {
  return mutationOptions({
    ...endpointMutation(refreshLoginCode),
  });
}

/** The stored login and the settings' e-mail follow the new address. */
export function changeLoginMutation() {
  return mutationOptions({
    ...endpointMutation(changeLogin),
    onSuccess: (_answer, input, _result, { client }) => {
      const login = input.new_email.trim();
      tokens.setLogin(login);
      client.setQueryData<SecuritySettings>(securityKeys.settings(), (current) =>
        current ? { ...current, email: login } : current,
      );
    },
  });
}

export function refreshEmailCodeMutation() {
  return mutationOptions({
    ...endpointMutation(refreshEmailCode),
  });
}
