import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { InputOf, OutputOf } from '../http/endpoint';
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
import { storeKeys } from './stores.queries';
import { absoluteAssetUrl, normalizeStore } from './stores.rules';
import type { Store, StoreWire } from './stores.schemas';

/**
 * Mutation options for every write of the stores area. Each takes the query client (from
 * the router context) and touches only the keys its answer changes: the detail is set
 * from the answer when the call returns the store; lists are invalidated when something
 * they show (title, status, fees, logo, payments) changed, or only marked stale
 * (refetchType none) when they merely carry the changed fields.
 */

function setDetail(queryClient: QueryClient, wire: StoreWire): Store {
  const store = normalizeStore(wire);
  queryClient.setQueryData(storeKeys.detail(store.id), store);
  return store;
}

function patchDetail(queryClient: QueryClient, id: number, patch: Partial<Store>) {
  queryClient.setQueryData(storeKeys.detail(id), (old: Store | undefined) =>
    old ? { ...old, ...patch } : old,
  );
}

const refetchLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
const staleLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storeKeys.lists(), refetchType: 'none' });

export function createStoreMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeCreate),
    mutationFn: (input: InputOf<typeof storeCreate>) => request(storeCreate, input),
    onSuccess: () =>
      Promise.all([
        refetchLists(queryClient),
        queryClient.invalidateQueries({ queryKey: storeKeys.shortLists() }),
      ]),
  });
}

export function resubmitStoreMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeResubmit),
    mutationFn: (input: InputOf<typeof storeResubmit>) => request(storeResubmit, input),
    onSuccess: (store) => {
      setDetail(queryClient, store);
      return Promise.all([
        refetchLists(queryClient),
        queryClient.invalidateQueries({ queryKey: storeKeys.shortLists() }),
      ]);
    },
  });
}

export function saveStoreSettingsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeSettings),
    mutationFn: (input: InputOf<typeof storeSettings>) => request(storeSettings, input),
    onSuccess: (store) => {
      setDetail(queryClient, store);
      return Promise.all([
        refetchLists(queryClient),
        queryClient.invalidateQueries({ queryKey: storeKeys.shortLists() }),
        queryClient.invalidateQueries({ queryKey: storeKeys.currencyFee(store.id) }),
      ]);
    },
  });
}

export function saveStoreFeesMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeFeeSettings),
    mutationFn: (input: InputOf<typeof storeFeeSettings>) => request(storeFeeSettings, input),
    onSuccess: (store) => {
      setDetail(queryClient, store);
      return Promise.all([
        refetchLists(queryClient),
        queryClient.invalidateQueries({ queryKey: storeKeys.feeHistories(store.id) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.currencyFee(store.id) }),
      ]);
    },
  });
}

export function uploadStoreLogoMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeLogo),
    mutationFn: (input: InputOf<typeof storeLogo>) => request(storeLogo, input),
    onSuccess: (answer, input) => {
      patchDetail(queryClient, input.store_id, { logo: absoluteAssetUrl(answer.logo) });
      return refetchLists(queryClient);
    },
  });
}

/** The answer carries the secret, shown once: it is never put in the query cache. */
export function generateStoreApiKeyMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeApiKey),
    mutationFn: (input: InputOf<typeof storeApiKey>) => request(storeApiKey, input),
    onSuccess: (keys: OutputOf<typeof storeApiKey>, input) => {
      patchDetail(queryClient, input.store_id, {
        api_key_last4: keys.secret_key.slice(-4),
        api_key_created: keys.created,
      });
      return staleLists(queryClient);
    },
  });
}

export function saveStoreIntegrationMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeIntegration),
    mutationFn: (input: InputOf<typeof storeIntegration>) => request(storeIntegration, input),
    onSuccess: (store) => {
      setDetail(queryClient, store);
      return staleLists(queryClient);
    },
  });
}

/**
 * Resolves with `{ success: false, message }` when the backend refuses (HTTP 200, API-NOTES
 * "Envelopes"): the caller shows the message; only success touches the cache.
 */
export function enableStorePaymentsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeEnablePayments),
    mutationFn: (input: InputOf<typeof storeEnablePayments>) => request(storeEnablePayments, input),
    onSuccess: (answer, input) => {
      if (!answer.success) return undefined;
      patchDetail(queryClient, input.store_id, {
        payments_enabled: answer.payments_enabled ?? input.payments_enabled,
      });
      return refetchLists(queryClient);
    },
  });
}

export function saveStoreChatSettingsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(storeChatSettings),
    mutationFn: (input: InputOf<typeof storeChatSettings>) => request(storeChatSettings, input),
    onSuccess: (store) => {
      setDetail(queryClient, store);
      return staleLists(queryClient);
    },
  });
}
