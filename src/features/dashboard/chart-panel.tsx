import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inOutChart } from '@/api/dashboard/dashboard.queries';
import type { ChartPoint, InOutChartInput } from '@/api/dashboard/dashboard.schemas';
import { currenciesQuery } from '@/api/enums/enums.queries';
import { browserTimeZone } from '@/api/finance/finance.queries';
import { storeShortList } from '@/api/stores/stores.queries';
import { ChartIcon, StoreIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type ChartStep,
  defaultRange,
  fillBuckets,
  rangeDays,
  rangeToEpoch,
  resolveStep,
  seriesTotal,
  stepAfterRangeChange,
  stepOptions,
  withZeroPoint,
} from '@/domain/chart';
import { DEFAULT_CURRENCY, formatAmount, formatShortDate } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import styles from './chart-panel.module.css';
import { CurrencyFilter } from './currency-filter';
import type { DashboardSearch } from './dashboard-search';
import { InOutPlot } from './in-out-plot';
import { type Period, PeriodPicker } from './period-picker';
import { StoreMultiselect } from './store-multiselect';

/** SPEC.md section 9: chart height 410 on the dashboard, 344 on mobile. */
export const CHART_HEIGHT = { desktop: 410, mobile: 344 } as const;

const STEP_TEXT = {
  day: 'dashboard.chart.step_day',
  week: 'dashboard.chart.step_week',
  month: 'dashboard.chart.step_month',
} as const;

/** The plotted values for screen readers: date, inflow, outflow. */
function ChartTable({ points, captionId }: { points: readonly ChartPoint[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <table className="visually-hidden" aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.chart.date')}</th>
          <th scope="col">{t('dashboard.chart.inflow')}</th>
          <th scope="col">{t('dashboard.chart.outflow')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map(([time, inflow, outflow], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a doubled single point shares its time.
          <tr key={`${time}-${index}`}>
            <th scope="row">{formatShortDate(time, lang)}</th>
            <td>{formatAmount(inflow, lang, DEFAULT_CURRENCY)}</td>
            <td>{formatAmount(outflow, lang, DEFAULT_CURRENCY)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ChartPanelProps {
  merchantId: number;
  search: DashboardSearch;
  onSearchChange: (patch: Partial<DashboardSearch>) => void;
  /** Explicit plot width (tests); measured otherwise. */
  plotWidth?: number;
}

/**
 * SPEC.md sections 2 and 4 "Dashboard chart": controls (period, step, currencies, stores)
 * kept in the URL; fetched only with a merchant, both dates and at least one store.
 */
export function ChartPanel({ merchantId, search, onSearchChange, plotWidth }: ChartPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const captionId = useId();
  const mobile = useIsMobile();
  const [fallbackRange] = useState(defaultRange);
  const from = search.from ?? fallbackRange.from;
  const to = search.to ?? fallbackRange.to;
  const days = rangeDays(from, to);
  const step = resolveStep(days, search.step);

  const storesQuery = useQuery(storeShortList(merchantId));
  const storeOptions = useMemo(
    () => storesQuery.data?.filter((store) => !store.is_archived),
    [storesQuery.data],
  );
  const currencies = useQuery(currenciesQuery());
  const storeIds = search.stores ?? storeOptions?.map((store) => store.id);
  const chosenCurrencies = search.cur ?? [];

  const input: InOutChartInput = {
    merchantId,
    groupBy: step,
    tzName: browserTimeZone(),
    storeId: storeIds ?? [],
    ...rangeToEpoch(from, to),
    ...(chosenCurrencies.length > 0 ? { paymentCurrency: chosenCurrencies } : {}),
  };
  const chart = useQuery({ ...inOutChart(input), placeholderData: keepPreviousData });
  const noStores = storeIds !== undefined && storeIds.length === 0;
  // Every bucket of the range is there (a left-out one is zero); a single one is doubled.
  const points = useMemo(
    () => withZeroPoint(chart.data ? fillBuckets(chart.data.points, chart.data.range) : []),
    [chart.data],
  );
  const totals = { in: seriesTotal(points, 1), out: seriesTotal(points, 2) };
  const height = mobile ? CHART_HEIGHT.mobile : CHART_HEIGHT.desktop;

  const onPeriodChange = (period: Period) =>
    onSearchChange({
      from: period.from,
      to: period.to,
      step: stepAfterRangeChange(step, days, rangeDays(period.from, period.to)),
    });

  let plot = <Skeleton className={styles.plotSkeleton} radius="md" />;
  if (noStores) {
    plot = (
      <div className={styles.plotBox} style={{ height }}>
        <EmptyState
          size="sm"
          icon={<StoreIcon />}
          title={t('dashboard.chart.no_stores_title')}
          description={t('dashboard.chart.no_stores_hint')}
        />
      </div>
    );
  } else if (chart.isError && !chart.data) {
    plot = (
      <div className={styles.plotBox} style={{ height }}>
        <EmptyState
          size="sm"
          icon={<ChartIcon />}
          title={t('dashboard.chart.error')}
          action={
            <Button size="sm" onClick={() => void chart.refetch()}>
              {t('dashboard.chart.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (chart.data) {
    plot = (
      <>
        <InOutPlot
          points={points}
          height={height}
          width={plotWidth}
          labelledBy={captionId}
          compact={mobile}
        />
        <ChartTable points={points} captionId={captionId} />
      </>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.controls}>
        <div className={styles.period}>
          <PeriodPicker from={from} to={to} onChange={onPeriodChange} />
        </div>
        <Select<ChartStep>
          label={t('dashboard.chart.step')}
          options={stepOptions(days).map((value) => ({ value, label: t(STEP_TEXT[value]) }))}
          value={step}
          onChange={(value) => onSearchChange({ step: value })}
          className={styles.control}
        />
        <CurrencyFilter
          currencies={currencies.data}
          value={chosenCurrencies}
          onChange={(codes) => onSearchChange({ cur: codes.length > 0 ? codes : undefined })}
          mobile={mobile}
        />
        <div className={styles.stores}>
          <StoreMultiselect
            stores={storeOptions}
            value={storeIds ?? []}
            onApply={(ids) =>
              onSearchChange({ stores: ids.length === (storeOptions?.length ?? -1) ? undefined : ids })
            }
          />
        </div>
      </div>
      <figure className={styles.figure} aria-labelledby={captionId} aria-busy={chart.isFetching || undefined}>
        <div className={styles.figureHead}>
          <figcaption id={captionId} className={styles.caption}>
            {t('dashboard.chart.caption', { unit: DEFAULT_CURRENCY })}
          </figcaption>
          <div className={styles.legend}>
            <span className={styles.legendItem}>
              <span className={styles.swatch} data-series="in" aria-hidden="true" />
              {t('dashboard.chart.inflow')}
              {chart.data && !noStores ? (
                <strong className="tabular-nums">{formatAmount(totals.in, lang, DEFAULT_CURRENCY)}</strong>
              ) : null}
            </span>
            <span className={styles.legendItem}>
              <span className={styles.swatch} data-series="out" aria-hidden="true" />
              {t('dashboard.chart.outflow')}
              {chart.data && !noStores ? (
                <strong className="tabular-nums">{formatAmount(totals.out, lang, DEFAULT_CURRENCY)}</strong>
              ) : null}
            </span>
          </div>
        </div>
        {plot}
      </figure>
    </div>
  );
}
