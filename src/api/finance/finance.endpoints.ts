import { Empty } from '../auth/auth.schemas';
import { endpoint } from '../http/endpoint';
import {
  BalanceAnswer,
  BalanceChartAnswer,
  BalanceChartInput,
  BalanceInput,
  WalletOperationsAnswer,
  WalletOperationsInput,
  WalletUpdatesInput,
} from './schemas/balance.schemas';
import {
  HistoryAnswer,
  HistoryInput,
  SpoDetail,
  SpoHistoryAnswer,
  SpoInput,
} from './schemas/history.schemas';
import {
  AddFavoriteInput,
  CreateCryptoAddressInput,
  CreatedCryptoAddress,
  CryptoAddress,
  CryptoAddressInput,
  DelFavoriteInput,
  FavoritesAnswer,
  FavoritesInput,
  MinBalanceAnswer,
  NewWalletInput,
  WalletsAnswer,
} from './schemas/wallets.schemas';
import {
  SystemMethodsAnswer,
  SystemMethodsInput,
  WithdrawalAnswer,
  WithdrawalInput,
} from './schemas/withdrawal.schemas';

export const balanceChart = endpoint({
  id: 'finance.balanceChart',
  method: 'GET',
  path: '/api/finance/balance-chart',
  input: BalanceChartInput,
  output: BalanceChartAnswer,
});

export const balance = endpoint({
  id: 'finance.balance',
  method: 'GET',
  path: '/api/finance/balance',
  input: BalanceInput,
  output: BalanceAnswer,
  errors: ['currency_not_supported'],
});

export const walletOperations = endpoint({
  id: 'finance.walletOperations',
  method: 'GET',
  path: '/api/finance/wallet-operations',
  input: WalletOperationsInput,
  output: WalletOperationsAnswer,
});

export const walletUpdates = endpoint({
  id: 'finance.walletUpdates',
  method: 'GET',
  path: '/api/finance/wallet-updates',
  input: WalletUpdatesInput,
  output: WalletOperationsAnswer,
});

export const systemMethods = endpoint({
  id: 'finance.systemMethods',
  method: 'GET',
  path: '/api/finance/system-methods',
  input: SystemMethodsInput,
  output: SystemMethodsAnswer,
});

export const withdrawal = endpoint({
  id: 'finance.withdrawal',
  method: 'POST',
  path: '/api/finance/withdrawal',
  input: WithdrawalInput,
  output: WithdrawalAnswer,
  errors: [
    'wallet_not_found',
    'method_not_found',
    'amount_below_minimum',
    'insufficient_funds',
    'address_required',
    'need_2fa',
    'wrong_2fa_code',
  ],
});

export const withdrawalHistory = endpoint({
  id: 'finance.withdrawalHistory',
  method: 'GET',
  path: '/api/finance/withdrawal/history',
  input: HistoryInput,
  output: HistoryAnswer,
});

export const spo = endpoint({
  id: 'finance.spo',
  method: 'GET',
  path: '/api/finance/spo',
  input: SpoInput,
  output: SpoDetail,
  errors: ['spo_not_found'],
});

export const spoHistory = endpoint({
  id: 'finance.spoHistory',
  method: 'GET',
  path: '/api/finance/spo-history',
  input: SpoInput,
  output: SpoHistoryAnswer,
  errors: ['spo_not_found'],
});

export const favorites = endpoint({
  id: 'finance.favorites',
  method: 'GET',
  path: '/api/finance/favorites',
  input: FavoritesInput,
  output: FavoritesAnswer,
});

export const addFavorite = endpoint({
  id: 'finance.addFavorite',
  method: 'POST',
  path: '/api/finance/add-favorite',
  input: AddFavoriteInput,
  output: Empty,
  errors: ['address_required'],
});

export const delFavorite = endpoint({
  id: 'finance.delFavorite',
  method: 'POST',
  path: '/api/finance/del-favorite',
  input: DelFavoriteInput,
  output: Empty,
  errors: ['favorite_not_found'],
});

export const cryptoAddress = endpoint({
  id: 'finance.cryptoAddress',
  method: 'GET',
  path: '/api/finance/crypto-address',
  input: CryptoAddressInput,
  output: CryptoAddress,
  errors: ['address_not_found'],
});

export const createCryptoAddress = endpoint({
  id: 'finance.createCryptoAddress',
  method: 'POST',
  path: '/api/finance/crypto-address',
  input: CreateCryptoAddressInput,
  output: CreatedCryptoAddress,
  errors: ['currency_not_supported'],
});

export const replenishmentHistory = endpoint({
  id: 'finance.replenishmentHistory',
  method: 'GET',
  path: '/api/finance/replenishment/history',
  input: HistoryInput,
  output: HistoryAnswer,
});

export const wallets = endpoint({
  id: 'finance.wallets',
  method: 'GET',
  path: '/api/finance/wallets',
  output: WalletsAnswer,
});

export const newWallet = endpoint({
  id: 'finance.newWallet',
  method: 'POST',
  path: '/api/finance/new-wallet',
  input: NewWalletInput,
  output: Empty,
  errors: ['wallet_exists', 'currency_not_supported'],
});

export const minBalance = endpoint({
  id: 'finance.minBalance',
  method: 'GET',
  path: '/api/finance/min-balance',
  output: MinBalanceAnswer,
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  balanceChart:
    'Points [bucket start, balance at the bucket end (or now)]: one per day / ISO week / month of the range in tzName; one wallet in its units, or every wallet in USDT at current rates when currency is omitted',
  balance:
    'Every wallet valued in one currency (default USDT) at current rates. SPEC: the answer is "balance" (`{ balance }` or the bare number); day_change (ours) = the change since local midnight in tzName (default UTC), negative when it fell',
  walletOperations:
    'Wallet bookings with in and out totals of every matching booking (SPEC: data, in_total, out_total; every parameter is ours and may be ignored)',
  walletUpdates: 'Wallet bookings newer than update_end_id (oldest first), fresh totals and the new marker',
  systemMethods: 'Payment and payout methods of the system for a currency (every currency when omitted)',
  withdrawal:
    'Cash out from a wallet to an address with a payout method of that currency: amount > 0 and >= the method min_amount (amount_below_minimum); amount plus the method fee <= balance - hold - min_balance (insufficient_funds). Second factor of kind withdrawal, asked after these checks',
  withdrawalHistory:
    'Withdrawals of the merchant (SPEC: "a list"; our keyset parameters may be ignored: the cabinet sorts, keeps each row once and stops when a page brings nothing new)',
  spo: 'One withdrawal (single payout) in detail',
  spoHistory: 'Status history of one withdrawal, oldest first',
  favorites:
    'Favourite crypto addresses of the merchant, newest first (SPEC: keyed by address: a list, an object keyed by address, or a map of address to name)',
  addFavorite:
    "Keep an address as a favourite. Keyed by address: a known address gets the currency and title sent, and keeps a field left out (the cabinet sends a known favourite's unedited fields back as it read them). SPEC shows neither payload nor answer: the answer is not read, the favourites are asked again",
  delFavorite: 'Forget a favourite address',
  cryptoAddress:
    'Deposit address of the merchant for a currency; 404 address_not_found = none yet (treated as empty)',
  createCryptoAddress:
    'Create the deposit address for a currency (answers the existing one when there is one). SPEC shows no answer: an address in it is used, otherwise the address is asked for again',
  replenishmentHistory:
    'Replenishments (deposits) of the merchant (SPEC: "a list"; our keyset parameters may be ignored: the cabinet sorts, keeps each row once and stops when a page brings nothing new)',
  wallets:
    'The signed-in merchant\'s wallets (SPEC: "a list" of wallets with a currency; may be keyed by currency)',
  newWallet:
    'Open a wallet for a currency. SPEC shows no answer: it is not read, the wallet list is asked again',
  minBalance:
    'Per currency, the part of a wallet that cannot be withdrawn (SPEC: shape not shown; a list of { currency, min_balance } or a map from currency to minimum)',
};
