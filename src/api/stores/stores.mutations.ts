import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { endpointMutation } from '../http/query';
import type { Store } from './schemas/store.schemas';
import {
  storeApiKey,
  storeChatSettings,
  storeCreate,
  storeEnablePayments,
  storeFeeSettings,
  storeIntegration,
  storeLogo,
  storeResubmit,
  storeSettings,
} from './stores.endpoints';
import { storeKeys } from './stores.queries';

/**
 * Mutation options for every write of the stores area. Each touches only the keys its
 * answer changes, through the query client its callbacks receive. SPEC.md describes the
 * answer of few writes ("updated store" for settings, store_id, logo): every write that
 * changes a store reloads it from the server (GET /api/store/private) instead of relying
 * on its answer; an answer that carries the store is put in the cache first, so the screen
 * shows it at once. Lists are refetched when something they show changed, or only marked
 * stale (refetchType none) otherwise.
 */

/** Reloads a store from the server after a write (SPEC describes few answers of writes). */
function refreshDetail(queryClient: QueryClient, id: number) {
  return queryClient.invalidateQueries({ queryKey: storeKeys.detail(id), exact: true });
}

function patchDetail(queryClient: QueryClient, id: number, patch: Partial<Store>) {
  queryClient.setQueryData(storeKeys.detail(id), (old: Store | undefined) =>
    old ? { ...old, ...patch } : old,
  );
}

/** The store as the cache holds it after a write (reloaded), or null when it is not cached. */
export function cachedStore(queryClient: QueryClient, id: number): Store | null {
  return queryClient.getQueryData<Store>(storeKeys.detail(id)) ?? null;
}

const refetchLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
const staleLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storeKeys.lists(), refetchType: 'none' });
const refetchShortLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storeKeys.shortLists() });

export function createStoreMutation() {
  return mutationOptions({
    ...endpointMutation(storeCreate),
    onSuccess: (_answer, _input, _result, { client }) =>
      Promise.all([refetchLists(client), refetchShortLists(client)]),
  });
}

/** SPEC.md does not describe the answer of a resubmit: the store is reloaded. */
export function resubmitStoreMutation() {
  return mutationOptions({
    ...endpointMutation(storeResubmit),
    onSuccess: (_answer, input, _result, { client }) =>
      Promise.all([refreshDetail(client, input.store_id), refetchLists(client), refetchShortLists(client)]),
  });
}

/** SPEC.md: settings answer "updated store"; the store is reloaded all the same. */
export function saveStoreSettingsMutation() {
  return mutationOptions({
    ...endpointMutation(storeSettings),
    onSuccess: (_answer, input, _result, { client }) =>
      Promise.all([
        refreshDetail(client, input.id),
        refetchLists(client),
        refetchShortLists(client),
        client.invalidateQueries({ queryKey: storeKeys.currencyFee(input.id) }),
      ]),
  });
}

export function saveStoreFeesMutation() {
  return mutationOptions({
    ...endpointMutation(storeFeeSettings),
    onSuccess: (_answer, input, _result, { client }) =>
      Promise.all([
        refreshDetail(client, input.id),
        refetchLists(client),
        client.invalidateQueries({ queryKey: storeKeys.feeHistories(input.id) }),
        client.invalidateQueries({ queryKey: storeKeys.currencyFee(input.id) }),
      ]),
  });
}

/** SPEC.md: the upload answers `data.logo`; without one the store is reloaded. */
export function uploadStoreLogoMutation() {
  return mutationOptions({
    ...endpointMutation(storeLogo),
    onSuccess: (answer, input, _result, { client }) => {
      if (answer.logo) patchDetail(client, input.store_id, { logo: answer.logo });
      return Promise.all([
        answer.logo ? undefined : refreshDetail(client, input.store_id),
        refetchLists(client),
      ]);
    },
  });
}

/**
 * The answer carries the new keys, shown once: it is never put in the query cache. SPEC.md
 * does not name its fields, so the store (what it says about its key) is reloaded.
 */
export function generateStoreApiKeyMutation() {
  return mutationOptions({
    ...endpointMutation(storeApiKey),
    onSuccess: (_keys, input, _result, { client }) =>
      Promise.all([refreshDetail(client, input.store_id), staleLists(client)]),
  });
}

/** SPEC.md does not describe the answer of the integration save: the store is reloaded. */
export function saveStoreIntegrationMutation() {
  return mutationOptions({
    ...endpointMutation(storeIntegration),
    onSuccess: (_answer, input, _result, { client }) =>
      Promise.all([refreshDetail(client, input.store_id), staleLists(client)]),
  });
}

/**
 * Resolves with `success: false` and the message when the backend refuses (HTTP 200,
 * API-NOTES "Envelopes"): the caller shows the message. Any other answer is a success
 * (SPEC.md does not describe it): the switch takes the value sent and the store is reloaded.
 */
export function enableStorePaymentsMutation() {
  return mutationOptions({
    ...endpointMutation(storeEnablePayments),
    onSuccess: (answer, input, _result, { client }) => {
      if (answer.success === false) return undefined;
      patchDetail(client, input.store_id, { payments_enabled: input.payments_enabled });
      return Promise.all([refreshDetail(client, input.store_id), refetchLists(client)]);
    },
  });
}

/** SPEC.md does not describe the answer of the chat save: the store is reloaded. */
export function saveStoreChatSettingsMutation() {
  return mutationOptions({
    ...endpointMutation(storeChatSettings),
    onSuccess: (_answer, input, _result, { client }) =>
      Promise.all([refreshDetail(client, input.store_id), staleLists(client)]),
  });
}
