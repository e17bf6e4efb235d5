import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newWalletMutation } from '@/api/finance/finance.mutations';
import { toast } from '@/components/feedback/feedback';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';

export interface NewWalletDialogProps {
  open: boolean;
  onClose: () => void;
  /** Active currencies without a wallet yet. */
  currencies: readonly string[];
}

export function NewWalletDialog({ open, onClose, currencies }: NewWalletDialogProps) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState<string | null>(null);
  const create = useMutation(newWalletMutation());
  const chosen = currency && currencies.includes(currency) ? currency : null;

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
      {currencies.length === 0 ? (
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
