import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { keptOr } from '../../http/kept';
import {
  answer,
  anything,
  filled,
  id,
  list,
  money,
  ours,
  record,
  required,
  shaped,
  text,
  time,
  toNumber,
  withSent,
} from '../../http/read';

// ------------------------------------------------------------------ favourites

/** SPEC section 3: a favourite address is kept per merchant, keyed by address. */
const FavoriteFields = record({
  address: required(filled()),
  /** Ours: the wallet currency it is for; one that names none is offered for every wallet. */
  currency: ours(text()),
  /** Ours: the merchant's name for it; null sent = none (the shortened address is shown). */
  title: ours(text({ none: '' })),
  created: ours(time()),
});

/** A favourite, with the object the server sent for it (`sent`): re-adding it keeps what was not edited. */
export const Favorite = withSent(FavoriteFields);
export type Favorite = NonNullable<v.InferOutput<typeof Favorite>>;

export const FavoritesInput = v.object({ merchantId: v.number() });
type FavoriteWire = v.InferInput<typeof FavoriteFields>;

/** A bare address is a favourite without a name; a map of address to name, favourites with one. */
function favoriteObjects(
  value: FavoriteWire[] | Record<string, FavoriteWire | string | null> | null,
): unknown {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? { address: item } : item));
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([, item]) => item === null || typeof item === 'string'))
    return value;
  return entries.map(([address, title]) => ({ address, title }));
}

/**
 * A list (bare, held by an object, or an object keyed by address; addresses alone, or a map of
 * address to name); the read fails when it cannot be read, so the screen says so instead of
 * "no favourites".
 */
export const FavoritesAnswer = shaped(favoriteObjects, required(list(Favorite, { key: 'address' })));

/**
 * Keyed by address: adding a known address updates it (SPEC shows no payload). For a known
 * favourite the fields the merchant did not edit go back as the server sent them (`Kept`).
 */
export const AddFavoriteInput = v.object({
  merchant_id: v.number(),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty('address_required')),
  currency: v.optional(keptOr(v.pipe(v.string(), v.nonEmpty()))),
  title: v.optional(keptOr(v.string())),
});
export type AddFavoriteInput = v.InferInput<typeof AddFavoriteInput>;

export const DelFavoriteInput = v.object({ merchant_id: v.number(), address: v.string() });
export type DelFavoriteInput = v.InferInput<typeof DelFavoriteInput>;

// ------------------------------------------------------------------ crypto address

export const CryptoAddressInput = v.object({ merchantId: v.number(), currency: v.string() });
export type CryptoAddressInput = v.InferInput<typeof CryptoAddressInput>;

const addressEntries = {
  /** SPEC section 7: the answer is "address". */
  address: filled(),
  /** Ours: taken as the currency asked for when absent. */
  currency: ours(text()),
  /** Ours: the network's name; no network line when absent. */
  network: ours(text({ none: '' })),
};

/** `{ address }` or the bare address (a string). */
const addressObject = (
  value: string | { address?: string; currency?: string; network?: string | null } | null,
) => (typeof value === 'string' ? { address: value } : value);

/**
 * The merchant's deposit address: `{ address }` or the bare address. An answer whose address
 * cannot be read fails (the screen says so), never "no address yet".
 */
export const CryptoAddress = shaped(
  addressObject,
  answer({ ...addressEntries, address: required(filled()) }),
);
export type CryptoAddress = v.InferOutput<typeof CryptoAddress>;

/** Creates the address, or answers the existing one. */
export const CreateCryptoAddressInput = v.object({ merchant_id: v.number(), currency: v.string() });
export type CreateCryptoAddressInput = v.InferInput<typeof CreateCryptoAddressInput>;

/** SPEC shows no answer: the address when it comes (`{ address }` or bare); otherwise it is asked for again. */
export const CreatedCryptoAddress = shaped(addressObject, answer(addressEntries));

// ------------------------------------------------------------------ wallets

/** SPEC section 3: a wallet has a currency; its other fields are not shown (ours). */
export const Wallet = record({
  currency: required(filled()),
  id: ours(id()),
  balance: ours(money()),
  /** What open payouts hold. */
  hold: ours(money()),
  address: ours(text({ none: '' })),
});
export type Wallet = NonNullable<v.InferOutput<typeof Wallet>>;
/**
 * SPEC: "list": bare, held by an object, or keyed by currency. The read fails when it cannot
 * be read: the screens say so, never "no wallets".
 */
export const WalletsAnswer = required(list(Wallet, { key: 'currency' }));

export const NewWalletInput = v.object({ currency: v.pipe(v.string(), v.nonEmpty()) });
export type NewWalletInput = v.InferInput<typeof NewWalletInput>;

// ------------------------------------------------------------------ min balance

/** The part of a wallet that cannot be withdrawn (SPEC: "shape not shown"; ours). */
export const MinBalance = record({
  currency: required(filled()),
  min_balance: ours(money()),
});
export type MinBalance = NonNullable<v.InferOutput<typeof MinBalance>>;

/** `{ USDT: 10, BTC: "0.0005" }` (a map from currency to its minimum) becomes the list form. */
function fromCurrencyMap(
  value: v.InferInput<typeof MinBalance>[] | Record<string, number | string | null> | null,
): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([, item]) => item === null || toNumber(item) !== null)) return value;
  return entries.map(([currency, min_balance]) => ({ currency, min_balance }));
}

/**
 * A list of `{ currency, min_balance }` (bare, held or keyed by currency), or a map from
 * currency to minimum; null when it cannot be read (every minimum, and so every available
 * amount, is then unknown).
 */
export const MinBalanceAnswer = shaped(fromCurrencyMap, list(MinBalance, { key: 'currency' }));

/** Writes SPEC shows no answer for: anything (or nothing) is accepted, and not read. */
export const Empty = anything();
