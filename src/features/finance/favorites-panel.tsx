import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { delFavoriteMutation } from '@/api/finance/finance.mutations';
import type { Favorite } from '@/api/finance/schemas/wallets.schemas';
import { toast } from '@/components/feedback/feedback';
import { PlusIcon } from '@/components/ui/app-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { Alert } from '@/components/ui/inline-alert';
import { SkeletonText } from '@/components/ui/skeleton';
import { favoritesFor } from '@/domain/withdrawals';
import { describeError } from '@/i18n/describe-error';
import styles from './withdrawal-form.module.css';

/** What the panel needs of the favourites query. */
export interface FavoritesQuery {
  data?: readonly Favorite[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface FavoritesPanelProps {
  merchantId: number;
  favorites: FavoritesQuery;
  currency: string;
  /** The address now in the form (its favourite is marked as chosen). */
  current: string;
  onPick: (address: string) => void;
  onAdd: () => void;
}

const short = (address: string) =>
  address.length > 22 ? `${address.slice(0, 10)}…${address.slice(-8)}` : address;

/**
 * Favourite addresses: pick one for the withdrawal, add one with a title, delete with
 * confirmation. A list that could not be read says so with Try again, never "none yet".
 */
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
  const list = favoritesFor(favorites.data ?? [], currency);

  return (
    <section className={styles.favorites} aria-labelledby="favorites-title">
      <div className={styles.favoritesHead}>
        <h3 id="favorites-title" className={styles.favoritesTitle}>
          {t('finance.favorites.title')}
        </h3>
        {/* Adding a known address updates it: only once the favourites are read. */}
        <Button
          size="sm"
          variant="ghost"
          iconStart={<PlusIcon size={14} />}
          onClick={onAdd}
          disabled={!favorites.data}
        >
          {t('finance.favorites.add')}
        </Button>
      </div>
      {favorites.isError && !favorites.data ? (
        <Alert
          tone="error"
          title={t('finance.favorites.failed')}
          action={
            <Button size="sm" onClick={() => void favorites.refetch()}>
              {t('finance.common.retry')}
            </Button>
          }
        >
          {describeError(favorites.error)}
        </Alert>
      ) : favorites.isPending ? (
        <SkeletonText lines={2} />
      ) : list.length === 0 ? (
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
