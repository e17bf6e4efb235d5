import * as v from 'valibot';
import type { AddFavoriteInput, Favorite } from '@/api/finance/schemas/wallets.schemas';
import { editOr, Kept } from '@/api/http/kept';

export const FavoriteSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.maxCodePoints(64, 'finance.favorites.title_long')),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('finance.favorites.address_required'),
    v.maxCodePoints(128, 'finance.favorites.address_long'),
  ),
});

interface FavoriteValues {
  title: string;
  address: string;
}

/**
 * What the save sends. Favourites are keyed by address, so saving a known address updates
 * that favourite: its name goes as typed when the merchant changed it, otherwise as the
 * server sent it (`Kept`, even when the cabinet could not read it), and its currency as the
 * server sent it (the dialog does not change it). A new address is saved for `currency`.
 */
export function favoriteInput(
  merchantId: number,
  currency: string,
  value: FavoriteValues,
  known: Favorite | undefined,
  initialTitle: string,
): AddFavoriteInput {
  const address = value.address.trim();
  const title = value.title.trim();
  if (!known) return { merchant_id: merchantId, address, currency, title };
  return {
    merchant_id: merchantId,
    address,
    currency: new Kept(known.sent.currency),
    title: editOr(value.title !== initialTitle, title, known.sent.title),
  };
}
