import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newWalletMutation } from '@/api/finance/finance.mutations';
import { toast } from '@/components/feedback/feedback';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/inline-alert';
import { Select } from '@/components/ui/select';
import { SkeletonText } from '@/components/ui/skeleton';

export interface NewWalletDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Active currencies without a wallet yet; null while the currencies or the wallets are not
   * read (then nothing is offered and nothing is said about which wallets exist).
   */
  currencies: readonly string[] | null;
  /** The currencies or the wallets could not be read: the dialog says so with Try again. */
  failed: boolean;
  onRetry: () => void;
}

export function NewWalletDialog({ open, onClose, currencies, failed, onRetry }: NewWalletDialogProps) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState<string | null>(null);
  const create = useMutation(newWalletMutation());
  const chosen = currency && currencies?.includes(currency) ? currency : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('finance.wallets.new_title')}
      description={t('finance.wallets.new_hint')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('finance.common.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!chosen}
            loading={create.isPending}
            onClick={() => {
              if (!chosen) return;
              create.mutate(
                { currency: chosen },
                {
                  onSuccess: () => {
                    toast.success(t('finance.wallets.created', { currency: chosen }));
                    onClose();
                  },
                },
              );
            }}
          >
            {t('finance.wallets.create')}
          </Button>
        </>
      }
    >
      {currencies === null ? (
        failed ? (
          <Alert
            tone="error"
            title={t('finance.wallets.currencies_failed')}
            action={
              <Button size="sm" onClick={onRetry}>
                {t('finance.common.retry')}
              </Button>
            }
          />
        ) : (
          <SkeletonText lines={2} />
        )
      ) : currencies.length === 0 ? (
        <p>{t('finance.wallets.all_open')}</p>
      ) : (
        <Select
          label={t('finance.wallets.currency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
          value={chosen}
          onChange={setCurrency}
          placeholder={t('finance.wallets.currency_placeholder')}
        />
      )}
    </Dialog>
  );
}
