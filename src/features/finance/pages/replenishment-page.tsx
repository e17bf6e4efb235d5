import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { CURRENCY_TYPE } from '@/api/enums/enums.schemas';
import { replenishmentHistoryInfinite, wallets } from '@/api/finance/finance.queries';
import { personQuery } from '@/api/profile/profile.queries';
import { AreaFrame } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowDownIcon } from '@/components/ui/icons';
import { Alert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/i18n/describe-error';
import { DEFAULT_CURRENCY } from '@/lib/format';
import { MOBILE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { HistoryList } from '../components/history-list';
import { TopUpPanel } from '../components/top-up-panel';
import type { StatusBadgeComponent } from '../status-badge';
import styles from './finance-pages.module.css';

const routeApi = getRouteApi('/_app/finance/replenishment/');

/** /finance/replenishment: the deposit address of a currency and every replenishment so far. */
export function ReplenishmentPage({ StatusBadge }: { StatusBadge: StatusBadgeComponent }) {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useSuspenseQuery(personQuery()).data.id;
  const mobile = useMediaQuery(MOBILE_QUERY);
  const currencies = useQuery(currenciesQuery());
  const walletList = useQuery(wallets());
  const history = useInfiniteQuery(replenishmentHistoryInfinite({ merchantId }));

  const codes = (currencies.data ?? []).filter((c) => c.type === CURRENCY_TYPE.crypto).map((c) => c.code);
  const firstWallet = walletList.data?.[0]?.currency;
  const currency =
    search.currency && (codes.length === 0 || codes.includes(search.currency))
      ? search.currency
      : (firstWallet ?? DEFAULT_CURRENCY);
  const rows = history.data?.pages.flatMap((page) => page.history) ?? [];
  const count = history.data?.pages[0]?.count ?? 0;

  return (
    <AreaFrame title={t('layout.pages.replenishment')} tabs={FINANCE_TABS}>
      <div className={styles.page}>
        <TopUpPanel
          merchantId={merchantId}
          currency={currency}
          currencies={codes.length ? codes : [currency]}
          onCurrencyChange={(next) => void navigate({ search: { currency: next }, replace: true })}
        />
        <section className={styles.section} aria-labelledby="replenishment-history">
          <div className={styles.sectionHead}>
            <h2 id="replenishment-history" className={styles.sectionTitle}>
              {t('finance.history.replenishments')}
            </h2>
            {history.data ? <p className={styles.muted}>{t('finance.history.count', { count })}</p> : null}
          </div>
          {history.isError && !history.data ? (
            <Alert
              tone="error"
              title={t('finance.history.failed')}
              action={
                <Button size="sm" onClick={() => void history.refetch()}>
                  {t('finance.common.retry')}
                </Button>
              }
            >
              {describeError(history.error)}
            </Alert>
          ) : history.isPending ? (
            <Skeleton height={320} radius="lg" />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<ArrowDownIcon />}
              title={t('finance.history.no_replenishments')}
              description={t('finance.history.no_replenishments_hint')}
            />
          ) : (
            <HistoryList
              kind="replenishment"
              rows={rows}
              count={count}
              mobile={mobile}
              StatusBadge={StatusBadge}
              hasNextPage={history.hasNextPage}
              isFetchingNextPage={history.isFetchingNextPage}
              fetchNextPage={() => void history.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </AreaFrame>
  );
}

export function ReplenishmentSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('layout.pages.replenishment')} tabs={FINANCE_TABS}>
      <div className={styles.page} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('layout.loading')}
        </span>
        <Skeleton height={300} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </div>
    </AreaFrame>
  );
}
