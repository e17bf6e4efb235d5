import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { replenishmentHistoryInfinite, wallets } from '@/api/finance/finance.queries';
import { AreaFrame } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_CURRENCY } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { useMerchantId } from '@/session/use-merchant-id';
import { offeredCurrencies } from './currency-options';
import styles from './finance-pages.module.css';
import { HistorySection } from './history-section';
import type { StatusBadgeComponent } from './status-badge';
import { TopUpPanel } from './top-up-panel';

const routeApi = getRouteApi('/_app/finance/replenishment/');

/** /finance/replenishment: the deposit address of a currency and every replenishment so far. */
export function ReplenishmentPage({ StatusBadge }: { StatusBadge: StatusBadgeComponent }) {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  const mobile = useIsMobile();
  const currencies = useQuery(currenciesQuery());
  const walletList = useQuery(wallets());
  const history = useInfiniteQuery(replenishmentHistoryInfinite({ merchantId }));

  const codes = offeredCurrencies(currencies.data ?? []);
  const firstWallet = walletList.data?.[0]?.currency;
  const currency =
    search.currency && (codes.length === 0 || codes.includes(search.currency))
      ? search.currency
      : (firstWallet ?? DEFAULT_CURRENCY);

  return (
    <AreaFrame title={t('shell.pages.replenishment')} tabs={FINANCE_TABS}>
      <div className={styles.page}>
        <TopUpPanel
          merchantId={merchantId}
          currency={currency}
          currencies={codes.length ? codes : [currency]}
          onCurrencyChange={(next) => void navigate({ search: { currency: next }, replace: true })}
        />
        <HistorySection kind="replenishment" history={history} mobile={mobile} StatusBadge={StatusBadge} />
      </div>
    </AreaFrame>
  );
}

export function ReplenishmentSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('shell.pages.replenishment')} tabs={FINANCE_TABS}>
      <div className={styles.page} aria-busy="true">
        <LoadingStatus />
        <Skeleton height={300} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </div>
    </AreaFrame>
  );
}
