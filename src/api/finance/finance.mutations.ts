import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import { invoiceKeys } from '../invoices/invoices.queries';
import * as ep from './finance.endpoints';
import { financeKeys } from './finance.queries';
import type {
  AddFavoriteInput,
  CreateCryptoAddressInput,
  DelFavoriteInput,
  NewWalletInput,
  WithdrawalInput,
} from './finance.schemas';

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
    mutationFn: async (input: WithdrawalInput) => (await request(ep.withdrawal, input)).id,
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
    mutationKey: apiKeys.endpoint(ep.addFavorite),
    mutationFn: (input: AddFavoriteInput) => request(ep.addFavorite, input),
    onSuccess: (_answer, input, _result, { client }) =>
      invalidate(client, [financeKeys.favorites(input.merchant_id)]),
  });
}

export function delFavoriteMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.delFavorite),
    mutationFn: (input: DelFavoriteInput) => request(ep.delFavorite, input),
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
    mutationKey: apiKeys.endpoint(ep.createCryptoAddress),
    mutationFn: (input: CreateCryptoAddressInput) => request(ep.createCryptoAddress, input),
    onSuccess: (answer, input, _result, { client }) => {
      const key = financeKeys.cryptoAddress(input.merchant_id, input.currency);
      if (answer?.address) {
        client.setQueryData(key, { ...answer, address: answer.address });
        return invalidate(client, [financeKeys.wallets()]);
      }
      return invalidate(client, [key, financeKeys.wallets()]);
    },
  });
}

export function newWalletMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.newWallet),
    mutationFn: (input: NewWalletInput) => request(ep.newWallet, input),
    onSuccess: (_answer, _input, _result, { client }) => invalidate(client, [financeKeys.wallets()]),
  });
}
