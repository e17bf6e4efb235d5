import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statistics } from '@/api/dashboard/dashboard.queries';
import type { StatisticsAnswer, StatisticsPeriod } from '@/api/dashboard/dashboard.schemas';
import { balance } from '@/api/finance/finance.queries';
import { Amount } from '@/components/ui/amount';
import { DeferredSelect } from '@/components/ui/deferred-select';
import { FitFigure } from '@/components/ui/fit-figure';
import type { SelectOption } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { Unknown } from '@/components/ui/unknown';
import { changeDirection, percentChange } from '@/domain/dashboard';
import { DEFAULT_CURRENCY, formatNumber, formatPercent, formatPercentChange } from '@/lib/format';
import styles from './statistics-row.module.css';

export type StatisticsKind = keyof StatisticsAnswer;

/** A figure as a card shows it: the amount in USDT, or "Unknown" when it was not read (never 0). */
function Figure({ value, currency, lang }: { value: number | null; currency: string; lang: string }) {
  if (value === null) return <Unknown />;
  const shown = formatNumber(value, lang);
  // The card keeps its figure on one line: a long one is set smaller, never cut.
  return (
    <FitFigure shown={shown} currency={currency}>
      <Amount value={shown} currency={currency} size="inherit" align="start" weight="semibold" />
    </FitFigure>
  );
}
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

/** The total balance and its change for the day; what did not arrive is "Unknown" or hidden, never 0. */
function BalanceCard({ merchantId }: { merchantId: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(balance(merchantId));
  const data = query.data;
  const currency = data?.currency || DEFAULT_CURRENCY;
  const total = data?.balance ?? null;
  const change = data?.day_change ?? null;
  const direction = change === null ? 'flat' : changeDirection(change);
  return (
    <StatCard
      label={<CardTitle>{t('dashboard.stats.balance')}</CardTitle>}
      loading={query.isPending}
      value={<Figure value={total} currency={currency} lang={i18n.language} />}
      delta={
        change === null
          ? undefined
          : {
              value: `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatNumber(Math.abs(change), i18n.language)} ${currency}`,
              direction,
              label: t(DIRECTION_TEXT[direction]),
            }
      }
      caption={query.isPending || change !== null ? t('dashboard.stats.today') : undefined}
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
  const figures = query.data?.[kind] ?? null;
  const current = figures?.current ?? null;
  const previous = figures?.previous ?? null;
  // A percent change needs both figures: without one it is not shown (never against 0).
  const change = current !== null && previous !== null ? percentChange(current, previous) : null;
  const direction = change === null ? 'flat' : changeDirection(change);
  const options: SelectOption<StatisticsPeriod>[] = (['day', 'week', 'month'] as const).map((value) => ({
    value,
    label: t(PERIOD_TEXT[value].option),
  }));
  // A figure that did not arrive (or a failed call) is "Unknown": never 0, and no change from it.
  let value: ReactNode = <Unknown />;
  if (current !== null) {
    value =
      kind === 'conversion' ? (
        formatPercent(current, i18n.language)
      ) : (
        <Figure value={current} currency={DEFAULT_CURRENCY} lang={i18n.language} />
      );
  }
  return (
    <StatCard
      label={<CardTitle>{t(CARD_TEXT[kind].title)}</CardTitle>}
      loading={query.isPending}
      value={value}
      delta={
        change === null
          ? undefined
          : {
              value: formatPercentChange(change, i18n.language),
              direction,
              label: t(DIRECTION_TEXT[direction]),
            }
      }
      caption={query.isPending || change !== null ? t(PERIOD_TEXT[period].caption) : undefined}
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
