import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { favorites, minBalance, wallets, withdrawalHistoryInfinite } from '@/api/finance/finance.queries';
import { AreaFrame } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { WalletIcon } from '@/components/ui/app-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Alert } from '@/components/ui/inline-alert';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/i18n/describe-error';
import { useIsMobile } from '@/lib/use-media-query';
import { useMerchantId } from '@/session/use-merchant-id';
import { AddFavoriteDialog } from './add-favorite-dialog';
import styles from './finance-pages.module.css';
import { HistorySection } from './history-section';
import type { StatusBadgeComponent } from './status-badge';
import { WithdrawalForm } from './withdrawal-form';

const routeApi = getRouteApi('/_app/finance/withdrawal/');

/** /finance/withdrawal: cash out from a wallet to an address, and every withdrawal so far. */
export function WithdrawalPage({ StatusBadge }: { StatusBadge: StatusBadgeComponent }) {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  const mobile = useIsMobile();
  const walletList = useQuery(wallets());
  const mins = useQuery(minBalance());
  const favs = useQuery(favorites(merchantId));
  const history = useInfiniteQuery(withdrawalHistoryInfinite({ merchantId }));
  // The favourite just saved goes into the address field (handed over once, then cleared).
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [draftAddress, setDraftAddress] = useState('');

  // A wallet whose balance did not arrive is offered too: it is not known to be empty.
  const funded = (walletList.data ?? []).filter((wallet) => wallet.balance === null || wallet.balance > 0);
  const wallet = funded.find((w) => w.currency === search.currency) ?? funded[0];
  const unavailable =
    search.currency !== undefined && walletList.data !== undefined && wallet?.currency !== search.currency;

  let form: ReactNode;
  if (walletList.isPending) form = <Skeleton height={420} radius="md" />;
  else if (walletList.isError)
    form = (
      <Alert
        tone="error"
        title={t('finance.wallets.failed')}
        action={
          <Button size="sm" onClick={() => void walletList.refetch()}>
            {t('finance.common.retry')}
          </Button>
        }
      >
        {describeError(walletList.error)}
      </Alert>
    );
  else if (!wallet)
    form = (
      <EmptyState
        icon={<WalletIcon />}
        title={t('finance.withdraw.no_funds')}
        description={t('finance.withdraw.no_funds_hint')}
        action={
          <ButtonLink to="/finance/replenishment" variant="primary">
            {t('finance.wallets.top_up')}
          </ButtonLink>
        }
      />
    );
  else
    form = (
      <WithdrawalForm
        key={wallet.currency}
        merchantId={merchantId}
        wallet={wallet}
        minBalance={mins.data?.find((m) => m.currency === wallet.currency)?.min_balance ?? null}
        favorites={favs}
        pickedAddress={picked}
        onAddFavorite={(address) => {
          setDraftAddress(address);
          void navigate({ search: (prev) => ({ ...prev, dialog: 'add-favorite' }) });
        }}
      />
    );

  return (
    <AreaFrame title={t('shell.pages.withdrawal')} tabs={FINANCE_TABS}>
      <div className={styles.page}>
        <Card as="section" aria-labelledby="withdraw-title">
          <CardHeader
            title={t('finance.withdraw.title')}
            titleId="withdraw-title"
            description={t('finance.withdraw.hint')}
            actions={
              funded.length > 0 && wallet ? (
                <Select
                  size="sm"
                  label={t('finance.withdraw.wallet')}
                  options={funded.map((w) => ({ value: w.currency, label: w.currency }))}
                  value={wallet.currency}
                  onChange={(currency) => {
                    setPicked(undefined);
                    void navigate({ search: { currency }, replace: true });
                  }}
                />
              ) : undefined
            }
          />
          <CardBody className={styles.withdrawBody}>
            {unavailable ? (
              <Alert tone="warning" title={t('finance.withdraw.wallet_empty', { currency: search.currency })}>
                {t('finance.withdraw.wallet_empty_hint')}
              </Alert>
            ) : null}
            {form}
          </CardBody>
        </Card>

        <HistorySection kind="withdrawal" history={history} mobile={mobile} StatusBadge={StatusBadge} />
      </div>
      {/* Saving a known address updates it: the dialog opens once the favourites are read. */}
      {wallet && search.dialog === 'add-favorite' && favs.data ? (
        <AddFavoriteDialog
          open
          onClose={() => void navigate({ search: (prev) => ({ ...prev, dialog: undefined }), replace: true })}
          merchantId={merchantId}
          currency={wallet.currency}
          address={draftAddress}
          favorites={favs.data}
          onSaved={setPicked}
        />
      ) : null}
    </AreaFrame>
  );
}

export function WithdrawalSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('shell.pages.withdrawal')} tabs={FINANCE_TABS}>
      <div className={styles.page} aria-busy="true">
        <LoadingStatus />
        <Skeleton height={520} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </div>
    </AreaFrame>
  );
}
