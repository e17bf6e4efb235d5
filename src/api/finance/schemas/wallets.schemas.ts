import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';
import { keptOr } from '../../http/kept';
import {
  answer,
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

/** A map from a key to one value each (`{ "<address>": "<name>" }`) as the rows it stands for. */
function mapRows(value: unknown, isValue: (item: unknown) => boolean, key: string, field: string): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([, item]) => isValue(item))) return value;
  return entries.map(([name, item]) => ({ [key]: name, [field]: item }));
}

/**
 * A list of favourites, of bare addresses (no name), or a map of address to name; the read fails
 * when it cannot be read, so the screen says so instead of "no favourites".
 */
export const FavoritesAnswer = shaped(
  (value: FavoriteWire[] | Record<string, FavoriteWire | string | null> | null) =>
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? { address: item } : item))
      : mapRows(value, (item) => item === null || typeof item === 'string', 'address', 'title'),
  required(list(Favorite, { key: 'address' })),
);

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

/** The merchant's deposit address; one that cannot be read fails (the screen says so), never "no address yet". */
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
/** SPEC: "list" (keyed by currency too); one that cannot be read fails: the screens say so, never "no wallets". */
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

/**
 * A list of `{ currency, min_balance }`, or a map from currency to minimum (`{ USDT: 10 }`); null
 * when it cannot be read (every minimum, and so every available amount, is then unknown).
 */
export const MinBalanceAnswer = shaped(
  (value: v.InferInput<typeof MinBalance>[] | Record<string, number | string | null> | null) =>
    mapRows(value, (item) => item === null || toNumber(item) !== null, 'currency', 'min_balance'),
  list(MinBalance, { key: 'currency' }),
);
