import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createCryptoAddressMutation } from '@/api/finance/finance.mutations';
import { cryptoAddress } from '@/api/finance/finance.queries';
import { toast } from '@/components/feedback/feedback';
import { PlusIcon, QrIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Alert } from '@/components/ui/inline-alert';
import { QrCode } from '@/components/ui/qr-code';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/i18n/describe-error';

import styles from './top-up-panel.module.css';

export interface TopUpPanelProps {
  merchantId: number;
  currency: string;
  currencies: readonly string[];
  onCurrencyChange: (currency: string) => void;
}

/**
 * "Top up": the merchant's deposit address for a currency with a QR code and a copy button.
 * No address yet (address_not_found) shows a "Create address" button instead.
 */
export function TopUpPanel({ merchantId, currency, currencies, onCurrencyChange }: TopUpPanelProps) {
  const { t } = useTranslation();
  const address = useQuery(cryptoAddress(merchantId, currency));
  const create = useMutation(createCryptoAddressMutation());

  return (
    <Card as="section" aria-labelledby="top-up-title">
      <CardHeader
        title={t('finance.topup.title')}
        titleId="top-up-title"
        description={t('finance.topup.hint')}
      />
      <CardBody className={styles.body}>
        <Select
          label={t('finance.topup.currency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
          value={currency}
          onChange={onCurrencyChange}
          className={styles.select}
        />
        {address.isPending ? (
          <div className={styles.address} aria-busy="true">
            <Skeleton width={176} height={176} radius="md" />
            <div className={styles.details}>
              <Skeleton height={16} width={120} />
              <Skeleton height={40} />
            </div>
          </div>
        ) : address.isError ? (
          <Alert
            tone="error"
            title={t('finance.topup.failed')}
            action={
              <Button size="sm" onClick={() => void address.refetch()}>
                {t('finance.common.retry')}
              </Button>
            }
          >
            {describeError(address.error)}
          </Alert>
        ) : address.data ? (
          <div className={styles.address}>
            <QrCode
              value={address.data.address}
              label={t('finance.topup.qr_alt', { currency, address: address.data.address })}
            />
            <div className={styles.details}>
              <p className={styles.label}>{t('finance.topup.address', { currency })}</p>
              <p className={styles.value}>
                <code className={styles.code}>{address.data.address}</code>
              </p>
              <CopyButton
                text={address.data.address}
                variant="secondary"
                size="md"
                label={t('finance.topup.copy')}
              >
                {t('finance.topup.copy')}
              </CopyButton>
              {address.data.network ? (
                <p className={styles.network}>
                  {t('finance.topup.network', { network: address.data.network })}
                </p>
              ) : null}
              <p className={styles.warning}>{t('finance.topup.warning', { currency })}</p>
            </div>
          </div>
        ) : (
          <EmptyState
            size="sm"
            icon={<QrIcon />}
            title={t('finance.topup.none', { currency })}
            description={t('finance.topup.none_hint')}
            action={
              <Button
                variant="primary"
                iconStart={<PlusIcon size={16} />}
                loading={create.isPending}
                onClick={() =>
                  create.mutate(
                    { merchant_id: merchantId, currency },
                    { onSuccess: () => toast.success(t('finance.topup.created', { currency })) },
                  )
                }
              >
                {t('finance.topup.create')}
              </Button>
            }
          />
        )}
      </CardBody>
    </Card>
  );
}
