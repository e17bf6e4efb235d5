import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statistics } from '@/api/dashboard/dashboard.queries';
import type { StatisticsAnswer, StatisticsPeriod } from '@/api/dashboard/dashboard.schemas';
import { balance } from '@/api/finance/finance.queries';
import { Amount } from '@/components/ui/amount';
import { DeferredSelect } from '@/components/ui/deferred-select';
import type { SelectOption } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { DEFAULT_CURRENCY, formatNumber, formatPercent, formatPercentChange } from '@/lib/format';
import { changeDirection, percentChange } from '../statistics-rules';
import styles from './statistics-row.module.css';

export type StatisticsKind = keyof StatisticsAnswer;
export type StatisticsPeriods = Record<StatisticsKind, StatisticsPeriod>;

const CARD_TEXT = {
  income: { title: 'dashboard.stats.income', period: 'dashboard.stats.income_period' },
  payout: { title: 'dashboard.stats.payout', period: 'dashboard.stats.payout_period' },
  conversion: { title: 'dashboard.stats.conversion', period: 'dashboard.stats.conversion_period' },
} as const;

const PERIOD_TEXT = {
  day: { option: 'dashboard.stats.period_day', caption: 'dashboard.stats.vs_day' },
  week: { option: 'dashboard.stats.period_week', caption: 'dashboard.stats.vs_week' },
  month: { option: 'dashboard.stats.period_month', caption: 'dashboard.stats.vs_month' },
} as const;

const DIRECTION_TEXT = {
  up: 'dashboard.stats.change_up',
  down: 'dashboard.stats.change_down',
  flat: 'dashboard.stats.change_flat',
} as const;

function CardTitle({ children }: { children: string }) {
  return <Link to="/finance">{children}</Link>;
}

function BalanceCard({ merchantId }: { merchantId: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(balance(merchantId));
  const data = query.data;
  const direction = data ? changeDirection(data.day_change) : 'flat';
  return (
    <StatCard
      label={<CardTitle>{t('dashboard.stats.balance')}</CardTitle>}
      loading={query.isPending}
      value={
        data ? (
          <Amount
            value={formatNumber(data.amount, i18n.language)}
            currency={data.currency || DEFAULT_CURRENCY}
            size="2xl"
            align="start"
            weight="semibold"
          />
        ) : (
          '—'
        )
      }
      delta={
        data
          ? {
              value: `${data.day_change > 0 ? '+' : data.day_change < 0 ? '−' : ''}${formatNumber(Math.abs(data.day_change), i18n.language)} ${data.currency || DEFAULT_CURRENCY}`,
              direction,
              label: t(DIRECTION_TEXT[direction]),
            }
          : undefined
      }
      caption={data ? t('dashboard.stats.today') : undefined}
    />
  );
}

interface ComparisonCardProps {
  kind: StatisticsKind;
  merchantId: number;
  period: StatisticsPeriod;
  onPeriodChange: (kind: StatisticsKind, period: StatisticsPeriod) => void;
}

function ComparisonCard({ kind, merchantId, period, onPeriodChange }: ComparisonCardProps) {
  const { t, i18n } = useTranslation();
  const query = useQuery(statistics(merchantId, period));
  const figures = query.data?.[kind];
  const change = figures ? percentChange(figures.current, figures.previous) : 0;
  const direction = changeDirection(change);
  const options: SelectOption<StatisticsPeriod>[] = (['day', 'week', 'month'] as const).map((value) => ({
    value,
    label: t(PERIOD_TEXT[value].option),
  }));
  let value: ReactNode = '—';
  if (figures) {
    value =
      kind === 'conversion' ? (
        formatPercent(figures.current, i18n.language)
      ) : (
        <Amount
          value={formatNumber(figures.current, i18n.language)}
          currency={DEFAULT_CURRENCY}
          size="2xl"
          align="start"
          weight="semibold"
        />
      );
  }
  return (
    <StatCard
      label={<CardTitle>{t(CARD_TEXT[kind].title)}</CardTitle>}
      loading={query.isPending}
      value={value}
      delta={
        figures
          ? {
              value: formatPercentChange(change, i18n.language),
              direction,
              label: t(DIRECTION_TEXT[direction]),
            }
          : undefined
      }
      caption={figures ? t(PERIOD_TEXT[period].caption) : undefined}
      action={
        <DeferredSelect
          size="sm"
          hideLabel
          label={t(CARD_TEXT[kind].period)}
          options={options}
          value={period}
          onChange={(next) => onPeriodChange(kind, next)}
          className={styles.period}
          rowHeight={37}
        />
      }
    />
  );
}

export interface StatisticsRowProps {
  merchantId: number;
  periods: StatisticsPeriods;
  onPeriodChange: (kind: StatisticsKind, period: StatisticsPeriod) => void;
}

/** SPEC.md section 2: Balance, Income, Payout and Conversion, each a link to /finance. */
export function StatisticsRow({ merchantId, periods, onPeriodChange }: StatisticsRowProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-stats-title" className={styles.row}>
      <h2 id="dashboard-stats-title" className="visually-hidden">
        {t('dashboard.stats.title')}
      </h2>
      <BalanceCard merchantId={merchantId} />
      {(['income', 'payout', 'conversion'] as const).map((kind) => (
        <ComparisonCard
          key={kind}
          kind={kind}
          merchantId={merchantId}
          period={periods[kind]}
          onPeriodChange={onPeriodChange}
        />
      ))}
    </section>
  );
}
