import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/document-title';
import { SectionBoundary } from '@/components/layout/section-boundary';
import { PageHeader } from '@/components/ui/page-header';
import { useMerchantId } from '@/session/use-merchant-id';
import styles from './dashboard-page.module.css';
import { type DashboardSearch, DEFAULT_STATISTICS_PERIOD } from './dashboard-search';
import { SetupChecklist, useMerchantSetup } from './setup-checklist';
import { type StatisticsKind, StatisticsRow } from './statistics-row';
import { StoresCarousel } from './stores-carousel';
import { TransactionHistory } from './transaction-history';
import { useMerchantSwitch } from './use-merchant-switch';

const routeApi = getRouteApi('/_app/');

/**
 * / : statistics, the stores carousel and the transaction history of the signed-in merchant.
 * A merchant with setup steps left sees the setup checklist first: before the first payment
 * the cards and the history have nothing to show, and the checklist says what to do next.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const title = t('dashboard.title');
  useDocumentTitle(title);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const merchantId = useMerchantId();
  useMerchantSwitch(merchantId);

  const onSearchChange = useCallback(
    (patch: Partial<DashboardSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  const periods = {
    income: search.income ?? DEFAULT_STATISTICS_PERIOD,
    payout: search.payout ?? DEFAULT_STATISTICS_PERIOD,
    conversion: search.conversion ?? DEFAULT_STATISTICS_PERIOD,
  };

  // Its answers are asked for with the dashboard's and the loader waits for them briefly, so
  // it is usually there at the first paint. Once every step is done it goes away.
  const setupLeads = useMerchantSetup(merchantId).status === 'incomplete';

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {setupLeads ? (
        <SectionBoundary title={t('checklist.title')}>
          <SetupChecklist key={merchantId} merchantId={merchantId} />
        </SectionBoundary>
      ) : null}
      <SectionBoundary title={t('dashboard.sections.statistics')}>
        <StatisticsRow
          merchantId={merchantId}
          periods={periods}
          onPeriodChange={(kind: StatisticsKind, period) =>
            onSearchChange({ [kind]: period === DEFAULT_STATISTICS_PERIOD ? undefined : period })
          }
        />
      </SectionBoundary>
      <SectionBoundary title={t('dashboard.sections.stores')}>
        <StoresCarousel merchantId={merchantId} />
      </SectionBoundary>
      <SectionBoundary title={t('dashboard.sections.history')}>
        <TransactionHistory merchantId={merchantId} search={search} onSearchChange={onSearchChange} />
      </SectionBoundary>
    </div>
  );
}
