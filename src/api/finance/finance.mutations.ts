import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { InputOf } from '../http/endpoint';
import { apiKeys, endpointMutation } from '../http/query';
import { request } from '../http/request';
import { invoiceKeys } from '../invoices/invoices.queries';
import * as ep from './finance.endpoints';
import { financeKeys } from './finance.queries';

function invalidate(client: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Cash out (the second factor dialog may open). The amount is held until the payout ends.
 * SPEC shows no answer: the id of the new withdrawal when it comes, else null.
 */
export function withdrawalMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.withdrawal),
    mutationFn: async (input: InputOf<typeof ep.withdrawal>) => (await request(ep.withdrawal, input)).id,
    onSuccess: (_answer, _input, _result, { client }) =>
      invalidate(client, [
        financeKeys.withdrawals(),
        financeKeys.wallets(),
        invoiceKeys.lists(),
        invoiceKeys.allTotals(),
      ]),
  });
}

/** SPEC shows no answer: the favourites are asked again. */
export function addFavoriteMutation() {
  return mutationOptions({
    ...endpointMutation(ep.addFavorite),
    onSuccess: (_answer, input, _result, { client }) =>
      invalidate(client, [financeKeys.favorites(input.merchant_id)]),
  });
}

export function delFavoriteMutation() {
  return mutationOptions({
    ...endpointMutation(ep.delFavorite),
    onSuccess: (_answer, input, _result, { client }) =>
      invalidate(client, [financeKeys.favorites(input.merchant_id)]),
  });
}

/**
 * SPEC shows no answer: an address that comes back goes straight into the cache of its
 * query; without one that query is asked again.
 */
export function createCryptoAddressMutation() {
  return mutationOptions({
    ...endpointMutation(ep.createCryptoAddress),
    onSuccess: (answer, input, _result, { client }) => {
      const key = financeKeys.cryptoAddress(input.merchant_id, input.currency);
      if (answer.address) {
        client.setQueryData(key, { ...answer, address: answer.address });
        return invalidate(client, [financeKeys.wallets()]);
      }
      return invalidate(client, [key, financeKeys.wallets()]);
    },
  });
}

export function newWalletMutation() {
  return mutationOptions({
    ...endpointMutation(ep.newWallet),
    onSuccess: (_answer, _input, _result, { client }) => invalidate(client, [financeKeys.wallets()]),
  });
}
