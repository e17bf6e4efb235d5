import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addFavoriteMutation } from '@/api/finance/finance.mutations';
import type { Favorite } from '@/api/finance/schemas/wallets.schemas';
import { unreadable } from '@/api/http/kept';
import { toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FavoriteSchema, favoriteInput } from './favorite-form';
import styles from './withdrawal-form.module.css';

export interface AddFavoriteDialogProps {
  open: boolean;
  onClose: () => void;
  merchantId: number;
  currency: string;
  /** The address typed in the withdrawal form, offered as the default. */
  address: string;
  /** The favourites as read (a known address is updated, not added twice). */
  favorites: readonly Favorite[];
  /** The saved address goes back into the withdrawal form. */
  onSaved: (address: string) => void;
}

/** Keep an address as a favourite with a title (keyed by address: a known one is updated). */
export function AddFavoriteDialog({
  open,
  onClose,
  merchantId,
  currency,
  address,
  favorites,
  onSaved,
}: AddFavoriteDialogProps) {
  const { t } = useTranslation();
  const add = useMutation(addFavoriteMutation());
  const find = (text: string) => favorites.find((favorite) => favorite.address === text.trim());
  // The favourite the dialog opened on: its name is the one to edit; one that could not be
  // read starts empty and says so, and goes back unchanged unless the merchant types one.
  const opened = find(address);
  const openedTitle = opened?.title ?? '';
  const titleUnread = opened !== undefined && unreadable(opened.title, opened.sent.title);
  const form = useAppForm({
    defaultValues: { title: openedTitle, address },
    validators: { onChange: FavoriteSchema },
    onSubmit: async ({ value }) => {
      const known = find(value.address);
      const initialTitle = known !== undefined && known === opened ? openedTitle : '';
      const input = favoriteInput(merchantId, currency, value, known, initialTitle);
      await add.mutateAsync(input);
      toast.success(t('finance.favorites.added'));
      // SPEC shows no answer: the address saved is the one sent (favourites are keyed by it).
      onSaved(input.address);
      onClose();
    },
  });
  const typed = useStore(form.store, (state) => state.values.address);
  const typedKnown = find(typed) !== undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('finance.favorites.add_title', { currency })}
      description={t('finance.favorites.add_hint')}
      disablePointerDismissal
    >
      <form className={styles.dialogForm} noValidate onSubmit={(event) => submitForm(event, form)}>
        <form.AppField name="title">
          {(field) => (
            <field.TextInput
              label={t('finance.favorites.name')}
              placeholder={t('finance.favorites.name_placeholder')}
              autoComplete="off"
              unread={titleUnread}
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextInput
              label={t('finance.favorites.address', { currency })}
              description={typedKnown ? t('finance.favorites.known') : undefined}
              spellCheck={false}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('finance.common.cancel')}
          </Button>
          <form.AppForm>
            <form.SubmitButton requireDirty={!address}>{t('finance.favorites.save')}</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </Dialog>
  );
}
