import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { addFavoriteMutation } from '@/api/finance/finance.mutations';
import { toast } from '@/components/feedback/feedback';
import { submitForm } from '@/components/form/focus-invalid';
import { useAppForm } from '@/components/form/form-kit';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './withdrawal-form.module.css';

export const FavoriteSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.maxCodePoints(64, 'finance.favorites.title_long')),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('finance.favorites.address_required'),
    v.maxCodePoints(128, 'finance.favorites.address_long'),
  ),
});

export interface AddFavoriteDialogProps {
  open: boolean;
  onClose: () => void;
  merchantId: number;
  currency: string;
  /** The address typed in the withdrawal form, offered as the default. */
  address: string;
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
  onSaved,
}: AddFavoriteDialogProps) {
  const { t } = useTranslation();
  const add = useMutation(addFavoriteMutation());
  const form = useAppForm({
    defaultValues: { title: '', address },
    validators: { onChange: FavoriteSchema },
    onSubmit: async ({ value }) => {
      // SPEC shows no answer: the address saved is the one sent (favourites are keyed by it).
      const address = value.address.trim();
      await add.mutateAsync({ merchant_id: merchantId, currency, address, title: value.title.trim() });
      toast.success(t('finance.favorites.added'));
      onSaved(address);
      onClose();
    },
  });
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
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextInput
              label={t('finance.favorites.address', { currency })}
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
