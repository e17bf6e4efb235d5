import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { balance, minBalance, wallets } from '@/api/finance/finance.queries';
import type { GroupBy } from '@/api/finance/schemas/balance.schemas';
import { AreaFrame } from '@/components/layout/area-frame';
import { FINANCE_TABS } from '@/components/layout/area-tabs';
import { Amount } from '@/components/ui/amount';
import { PlusIcon } from '@/components/ui/app-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Alert } from '@/components/ui/inline-alert';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { Unknown } from '@/components/ui/unknown';
import { resolveStep, stepOptions } from '@/domain/chart';
import { describeError } from '@/i18n/describe-error';
import type { MessageKey } from '@/i18n/keys';
import { DEFAULT_CURRENCY, formatNumber } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { useMerchantId } from '@/session/use-merchant-id';
import { BalanceChart } from './balance-chart';
import { CHART_PERIODS, DEFAULT_PERIOD } from './chart-steps';
import { offeredCurrencies } from './currency-options';
import styles from './finance-pages.module.css';
import type { OverviewSearch } from './finance-search';
import { NewWalletDialog } from './new-wallet-dialog';
import { WalletList } from './wallet-list';

const routeApi = getRouteApi('/_app/finance/');
const ALL = 'all';

const PERIOD_LABEL = {
  7: 'finance.chart.period_7',
  30: 'finance.chart.period_30',
  90: 'finance.chart.period_90',
  365: 'finance.chart.period_365',
} as const;
const STEP_LABEL: Record<GroupBy, MessageKey> = {
  day: 'finance.chart.step_day',
  week: 'finance.chart.step_week',
  month: 'finance.chart.step_month',
};

/** /finance: total balance, its chart, and every wallet with top-up and withdraw entries. */
export function FinanceOverviewPage() {
  const { t, i18n } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  const mobile = useIsMobile();
  const walletList = useQuery(wallets());
  const mins = useQuery(minBalance());
  const total = useQuery(balance(merchantId));
  const currencies = useQuery(currenciesQuery());

  const days = search.period ?? DEFAULT_PERIOD;
  const step = resolveStep(days, search.step);
  const owned = walletList.data ?? [];
  const chartCurrency =
    search.currency && owned.some((w) => w.currency === search.currency) ? search.currency : undefined;
  // Every active crypto currency without a wallet yet: known once both lists are read.
  const missing =
    currencies.data && walletList.data
      ? offeredCurrencies(currencies.data).filter((code) => !owned.some((w) => w.currency === code))
      : null;

  const setSearch = (patch: Partial<OverviewSearch>, replace = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace });
  // What could not be read is "Unknown" (the balance) or hidden (its change), never 0.
  const amount = total.data?.balance ?? null;
  const change = total.data?.day_change ?? null;
  const unit = total.data?.currency || DEFAULT_CURRENCY;

  return (
    <AreaFrame
      title={t('shell.pages.finance')}
      tabs={FINANCE_TABS}
      actions={
        <Button
          variant="primary"
          iconStart={<PlusIcon size={16} />}
          onClick={() => setSearch({ dialog: 'new-wallet' }, false)}
        >
          {t('finance.wallets.new')}
        </Button>
      }
    >
      <div className={styles.page}>
        <div className={styles.stats}>
          <StatCard
            label={t('finance.overview.total')}
            loading={total.isPending}
            value={
              amount !== null ? (
                <Amount
                  value={formatNumber(amount, i18n.language)}
                  currency={unit}
                  size="inherit"
                  weight="semibold"
                  align="start"
                />
              ) : total.isPending ? undefined : (
                <Unknown />
              )
            }
            delta={
              change !== null
                ? {
                    value: `${formatNumber(Math.abs(change), i18n.language)} ${unit}`,
                    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
                    label: change >= 0 ? t('finance.overview.up_today') : t('finance.overview.down_today'),
                  }
                : undefined
            }
            caption={change !== null ? t('finance.overview.today') : undefined}
          />
          <StatCard
            label={t('finance.overview.wallets')}
            loading={walletList.isPending}
            value={walletList.data ? formatNumber(owned.length, i18n.language, 0) : <Unknown />}
            caption={t('finance.overview.wallets_hint')}
          />
        </div>

        <Card as="section" aria-labelledby="balance-chart-title">
          <CardHeader
            title={t('finance.chart.title')}
            titleId="balance-chart-title"
            description={
              chartCurrency
                ? t('finance.chart.one_wallet', { currency: chartCurrency })
                : t('finance.chart.all_wallets', { currency: DEFAULT_CURRENCY })
            }
            actions={
              <div className={styles.chartControls}>
                <Select
                  size="sm"
                  label={t('finance.chart.wallet')}
                  options={[
                    { value: ALL, label: t('finance.chart.all', { currency: DEFAULT_CURRENCY }) },
                    ...owned.map((w) => ({ value: w.currency, label: w.currency })),
                  ]}
                  value={chartCurrency ?? ALL}
                  onChange={(value) => setSearch({ currency: value === ALL ? undefined : value })}
                />
                <Select
                  size="sm"
                  label={t('finance.chart.period')}
                  options={CHART_PERIODS.map((value) => ({
                    value: String(value),
                    label: t(PERIOD_LABEL[value]),
                  }))}
                  value={String(days)}
                  onChange={(value) => {
                    const next = Number(value) as (typeof CHART_PERIODS)[number];
                    // The step follows the range (SPEC section 5): an unavailable one switches.
                    setSearch({ period: next, step: resolveStep(next, search.step) });
                  }}
                />
                <Select
                  size="sm"
                  label={t('finance.chart.step')}
                  options={stepOptions(days).map((value) => ({ value, label: t(STEP_LABEL[value]) }))}
                  value={step}
                  onChange={(value) => setSearch({ step: value })}
                />
              </div>
            }
          />
          <CardBody>
            <BalanceChart
              merchantId={merchantId}
              days={days}
              step={step}
              currency={chartCurrency}
              height={mobile ? 260 : 340}
            />
          </CardBody>
        </Card>

        <section className={styles.section} aria-labelledby="wallets-title">
          <div className={styles.sectionHead}>
            <h2 id="wallets-title" className={styles.sectionTitle}>
              {t('finance.wallets.title')}
            </h2>
            <ButtonLink to="/finance/invoice" size="sm" variant="ghost">
              {t('finance.overview.all_invoices')}
            </ButtonLink>
          </div>
          {walletList.isError ? (
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
          ) : walletList.data ? (
            <WalletList wallets={owned} minBalances={mins.data ?? []} />
          ) : (
            <div className={styles.walletSkeletons}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={236} radius="lg" />
              ))}
            </div>
          )}
        </section>
      </div>
      <NewWalletDialog
        open={search.dialog === 'new-wallet'}
        onClose={() => setSearch({ dialog: undefined })}
        currencies={missing}
        failed={currencies.isError || walletList.isError}
        onRetry={() => {
          if (currencies.isError) void currencies.refetch();
          if (walletList.isError) void walletList.refetch();
        }}
      />
    </AreaFrame>
  );
}

export function FinanceOverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('shell.pages.finance')} tabs={FINANCE_TABS}>
      <div className={styles.page} aria-busy="true">
        <LoadingStatus />
        <div className={styles.stats}>
          <Skeleton height={132} radius="lg" />
          <Skeleton height={132} radius="lg" />
        </div>
        <Skeleton height={420} radius="lg" />
      </div>
    </AreaFrame>
  );
}
