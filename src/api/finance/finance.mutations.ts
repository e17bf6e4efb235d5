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

/** Cash out (the second factor dialog may open). The amount is held until the payout ends. */
export function withdrawalMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.withdrawal),
    mutationFn: (input: WithdrawalInput) => request(ep.withdrawal, input),
    onSuccess: (_answer, _input, _result, { client }) =>
      invalidate(client, [
        financeKeys.withdrawals(),
        financeKeys.wallets(),
        invoiceKeys.lists(),
        invoiceKeys.allTotals(),
      ]),
  });
}

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

/** The new address is the answer: it goes straight into the cache of its query. */
export function createCryptoAddressMutation() {
  return mutationOptions({
    mutationKey: apiKeys.endpoint(ep.createCryptoAddress),
    mutationFn: (input: CreateCryptoAddressInput) => request(ep.createCryptoAddress, input),
    onSuccess: (answer, input, _result, { client }) => {
      client.setQueryData(financeKeys.cryptoAddress(input.merchant_id, input.currency), answer);
      return invalidate(client, [financeKeys.wallets()]);
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
