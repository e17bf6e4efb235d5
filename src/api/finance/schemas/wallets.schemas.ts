import * as v from 'valibot';
import { aliases, entity, ext, LIST_KEYS, listOf, named } from '../../http/wire';
import { documented, isRecord, Seconds } from './values.schemas';

// ------------------------------------------------------------------ favourites

/** SPEC section 3: a favourite address is kept per merchant, keyed by address. */
export const Favorite = entity('Favorite', {
  address: v.string(),
  currency: ext(v.string(), null, 'offered for every wallet, without a currency badge'),
  title: ext(v.string(), '', 'the shortened address is shown as its name'),
  created: ext(Seconds, null, 'kept in the order of the answer'),
});
export type Favorite = v.InferOutput<typeof Favorite>;

export const FavoritesInput = v.object({ merchantId: v.number() });
/** A bare list or an object holding it; newest first when dated. */
export const FavoritesAnswer = listOf(Favorite, 'Favorite', ['favorites', ...LIST_KEYS]);

/** Keyed by address: adding a known address updates its currency and title (SPEC shows no payload). */
export const AddFavoriteInput = v.object({
  merchant_id: v.number(),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  currency: v.pipe(v.string(), v.nonEmpty()),
  title: v.optional(v.string(), ''),
});
export type AddFavoriteInput = v.InferInput<typeof AddFavoriteInput>;

export const DelFavoriteInput = v.object({ merchant_id: v.number(), address: v.string() });
export type DelFavoriteInput = v.InferInput<typeof DelFavoriteInput>;

// ------------------------------------------------------------------ crypto address

export const CryptoAddressInput = v.object({ merchantId: v.number(), currency: v.string() });
export type CryptoAddressInput = v.InferInput<typeof CryptoAddressInput>;

const CryptoAddressFields = entity('CryptoAddress', {
  /** SPEC section 7: the answer is "address". */
  address: named(v.string()),
  currency: ext(v.string(), null, 'taken as the currency asked for'),
  network: ext(v.string(), null, 'no network line is shown'),
});

/** The merchant's deposit address: `{ address }` or the bare address. */
export const CryptoAddress = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) => (typeof value === 'string' ? { address: value } : value)),
    CryptoAddressFields,
  ),
  CryptoAddressFields,
);
export type CryptoAddress = v.InferOutput<typeof CryptoAddress>;

/** Creates the address, or answers the existing one. */
export const CreateCryptoAddressInput = v.object({ merchant_id: v.number(), currency: v.string() });
export type CreateCryptoAddressInput = v.InferInput<typeof CreateCryptoAddressInput>;

/** SPEC shows no answer: the address when it comes (`{ address }` or bare), otherwise null. */
export const CreatedCryptoAddress = documented(
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) =>
      typeof value === 'string' && value
        ? { address: value }
        : isRecord(value) && value.address
          ? value
          : null,
    ),
    v.nullable(CryptoAddressFields),
  ),
  v.nullish(CryptoAddressFields),
);

// ------------------------------------------------------------------ wallets

/** SPEC section 3: a wallet has a currency; its other fields are not shown. */
export const Wallet = entity('Wallet', {
  currency: v.string(),
  id: ext(v.number(), null, 'wallets are told apart by currency'),
  balance: ext(
    v.number(),
    null,
    'shown as —; the available amount is shown as —, and the wallet is still offered for a withdrawal',
  ),
  hold: ext(v.number(), null, 'shown as —; the available amount is shown as —'),
  address: ext(v.string(), null, 'not shown'),
});
export type Wallet = v.InferOutput<typeof Wallet>;
/** SPEC: "list": a bare list or an object holding it. */
export const WalletsAnswer = listOf(Wallet, 'Wallet', ['wallets', ...LIST_KEYS]);

export const NewWalletInput = v.object({ currency: v.pipe(v.string(), v.nonEmpty()) });
export type NewWalletInput = v.InferInput<typeof NewWalletInput>;

// ------------------------------------------------------------------ min balance

/** The part of a wallet that cannot be withdrawn (SPEC: "shape not shown"). */
export const MinBalance = aliases(
  entity('MinBalance', {
    currency: v.string(),
    min_balance: ext(v.number(), null, 'the minimum and the available amount are shown as —'),
  }),
  'MinBalance',
  { min_balance: ['amount', 'min', 'value'] },
);
export type MinBalance = v.InferOutput<typeof MinBalance>;

/** `{ USDT: 10, BTC: 0.0005 }` becomes the list form. */
const fromCurrencyMap = v.transform((value: unknown): unknown => {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([, item]) => typeof item === 'number' || item === null))
    return value;
  return entries.map(([currency, min_balance]) => ({ currency, min_balance }));
});

/** A list of `{ currency, min_balance }` (bare or held), or a map from currency to minimum. */
export const MinBalanceAnswer = documented(
  v.pipe(v.unknown(), fromCurrencyMap, listOf(MinBalance, 'MinBalance', ['min_balances', ...LIST_KEYS])),
  v.union([v.array(MinBalance), v.record(v.string(), v.nullable(v.number()))]),
);

/** Writes SPEC shows no answer for: anything (or nothing) is accepted. */
export const Empty = v.nullish(v.unknown());
