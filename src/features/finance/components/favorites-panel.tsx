import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { delFavoriteMutation } from '@/api/finance/finance.mutations';
import type { Favorite } from '@/api/finance/finance.schemas';
import { toast } from '@/components/feedback/feedback';
import { PlusIcon } from '@/components/ui/app-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { favoritesFor } from '@/domain/withdrawals';
import styles from './withdrawal-form.module.css';

export interface FavoritesPanelProps {
  merchantId: number;
  favorites: readonly Favorite[];
  currency: string;
  /** The address now in the form (its favourite is marked as chosen). */
  current: string;
  onPick: (address: string) => void;
  onAdd: () => void;
}

const short = (address: string) =>
  address.length > 22 ? `${address.slice(0, 10)}…${address.slice(-8)}` : address;

/** Favourite addresses: pick one for the withdrawal, add one with a title, delete with confirmation. */
export function FavoritesPanel({
  merchantId,
  favorites,
  currency,
  current,
  onPick,
  onAdd,
}: FavoritesPanelProps) {
  const { t } = useTranslation();
  const remove = useMutation(delFavoriteMutation());
  const list = favoritesFor(favorites, currency);

  return (
    <section className={styles.favorites} aria-labelledby="favorites-title">
      <div className={styles.favoritesHead}>
        <h3 id="favorites-title" className={styles.favoritesTitle}>
          {t('finance.favorites.title')}
        </h3>
        <Button size="sm" variant="ghost" iconStart={<PlusIcon size={14} />} onClick={onAdd}>
          {t('finance.favorites.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('finance.favorites.empty')}</p>
      ) : (
        <ul className={styles.favoriteList}>
          {list.map((favorite) => {
            // A favourite that names no currency may be used for any wallet (the merchant knows).
            const same = favorite.currency === null || favorite.currency === currency;
            const chosen = favorite.address === current.trim();
            const name = favorite.title || short(favorite.address);
            return (
              <li key={favorite.address} className={styles.favorite} data-chosen={chosen ? '' : undefined}>
                <div className={styles.favoriteText}>
                  <span className={styles.favoriteName}>
                    {name}
                    {favorite.currency ? <Badge variant="outlined">{favorite.currency}</Badge> : null}
                  </span>
                  <span className={styles.favoriteAddress} title={favorite.address}>
                    {short(favorite.address)}
                  </span>
                </div>
                <div className={styles.favoriteActions}>
                  <Button
                    size="sm"
                    variant={chosen ? 'secondary' : 'ghost'}
                    disabled={!same || chosen}
                    onClick={() => onPick(favorite.address)}
                    aria-label={t('finance.favorites.use_label', { name })}
                  >
                    {chosen ? t('finance.favorites.chosen') : t('finance.favorites.use')}
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <IconButton
                        size="sm"
                        label={t('finance.favorites.delete_label', { name })}
                        icon={<CloseIcon size={14} />}
                      />
                    }
                    title={t('finance.favorites.delete_title')}
                    description={t('finance.favorites.delete_hint', { name, address: favorite.address })}
                    confirmLabel={t('finance.favorites.delete')}
                    tone="danger"
                    onConfirm={() =>
                      remove.mutateAsync({ merchant_id: merchantId, address: favorite.address }).then(() => {
                        toast.success(t('finance.favorites.deleted'));
                      })
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
