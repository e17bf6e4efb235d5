import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { InputOf } from '../http/endpoint';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
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
import { normalizeStore } from './stores.normalize';
import { storeKeys } from './stores.queries';
import type { Store, StoreWire } from './stores.schemas';

/**
 * Mutation options for every write of the stores area. Each takes the query client (from
 * the router context) and touches only the keys its answer changes. SPEC.md describes the
 * answer of few writes ("updated store" for settings, store_id, logo): every write that
 * changes a store reloads it from the server (GET /api/store/private) instead of relying
 * on its answer; an answer that carries the store is put in the cache first, so the screen
 * shows it at once. Lists are refetched when something they show changed, or only marked
 * stale (refetchType none) otherwise.
 */

/** Puts a store the answer carried in the detail cache, then reloads it from the server. */
function refreshDetail(queryClient: QueryClient, id: number, answer?: StoreWire | null) {
  if (answer && answer.id === id) queryClient.setQueryData(storeKeys.detail(id), normalizeStore(answer));
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

export function createStoreMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeCreate),
    mutationFn: (input: InputOf<typeof storeCreate>) => request(storeCreate, input),
    onSuccess: () => Promise.all([refetchLists(queryClient), refetchShortLists(queryClient)]),
  });
}

/** SPEC.md does not describe the answer of a resubmit: the store is reloaded. */
export function resubmitStoreMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeResubmit),
    mutationFn: (input: InputOf<typeof storeResubmit>) => request(storeResubmit, input),
    onSuccess: (answer, input) =>
      Promise.all([
        refreshDetail(queryClient, input.store_id, answer),
        refetchLists(queryClient),
        refetchShortLists(queryClient),
      ]),
  });
}

/** SPEC.md: settings answer "updated store"; the store is reloaded all the same. */
export function saveStoreSettingsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeSettings),
    mutationFn: (input: InputOf<typeof storeSettings>) => request(storeSettings, input),
    onSuccess: (answer, input) =>
      Promise.all([
        refreshDetail(queryClient, input.id, answer),
        refetchLists(queryClient),
        refetchShortLists(queryClient),
        queryClient.invalidateQueries({ queryKey: storeKeys.currencyFee(input.id) }),
      ]),
  });
}

export function saveStoreFeesMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeFeeSettings),
    mutationFn: (input: InputOf<typeof storeFeeSettings>) => request(storeFeeSettings, input),
    onSuccess: (answer, input) =>
      Promise.all([
        refreshDetail(queryClient, input.id, answer),
        refetchLists(queryClient),
        queryClient.invalidateQueries({ queryKey: storeKeys.feeHistories(input.id) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.currencyFee(input.id) }),
      ]),
  });
}

/** SPEC.md: the upload answers `data.logo`; without one the store is reloaded. */
export function uploadStoreLogoMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeLogo),
    mutationFn: (input: InputOf<typeof storeLogo>) => request(storeLogo, input),
    onSuccess: (answer, input) => {
      if (answer.logo) patchDetail(queryClient, input.store_id, { logo: answer.logo });
      return Promise.all([
        answer.logo ? undefined : refreshDetail(queryClient, input.store_id),
        refetchLists(queryClient),
      ]);
    },
  });
}

/**
 * The answer carries the new keys, shown once: it is never put in the query cache. SPEC.md
 * does not name its fields, so the store (what it says about its key) is reloaded.
 */
export function generateStoreApiKeyMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeApiKey),
    mutationFn: (input: InputOf<typeof storeApiKey>) => request(storeApiKey, input),
    onSuccess: (_keys, input) =>
      Promise.all([refreshDetail(queryClient, input.store_id), staleLists(queryClient)]),
  });
}

/** SPEC.md does not describe the answer of the integration save: the store is reloaded. */
export function saveStoreIntegrationMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeIntegration),
    mutationFn: (input: InputOf<typeof storeIntegration>) => request(storeIntegration, input),
    onSuccess: (answer, input) =>
      Promise.all([refreshDetail(queryClient, input.store_id, answer), staleLists(queryClient)]),
  });
}

/**
 * Resolves with `success: false` and the message when the backend refuses (HTTP 200,
 * API-NOTES "Envelopes"): the caller shows the message. Any other answer is a success
 * (SPEC.md does not describe it): the switch takes the value sent and the store is reloaded.
 */
export function enableStorePaymentsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeEnablePayments),
    mutationFn: (input: InputOf<typeof storeEnablePayments>) => request(storeEnablePayments, input),
    onSuccess: (answer, input) => {
      if (answer.success === false) return undefined;
      patchDetail(queryClient, input.store_id, {
        payments_enabled: answer.payments_enabled ?? input.payments_enabled,
      });
      return Promise.all([refreshDetail(queryClient, input.store_id), refetchLists(queryClient)]);
    },
  });
}

/** SPEC.md does not describe the answer of the chat save: the store is reloaded. */
export function saveStoreChatSettingsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeChatSettings),
    mutationFn: (input: InputOf<typeof storeChatSettings>) => request(storeChatSettings, input),
    onSuccess: (answer, input) =>
      Promise.all([refreshDetail(queryClient, input.store_id, answer), staleLists(queryClient)]),
  });
}
