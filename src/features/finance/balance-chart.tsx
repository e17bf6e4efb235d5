import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceChart, browserTimeZone } from '@/api/finance/finance.queries';
import type { GroupBy } from '@/api/finance/schemas/balance.schemas';
import { useCurrencyFormat } from '@/components/money/use-currency-format';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_CURRENCY, formatDateTime, formatNumber } from '@/lib/format';
import styles from './balance-chart.module.css';
import { chartPoints, periodRange } from './chart-steps';

// nivo is large: it loads with the overview only, never with the rest of the app.
const BalanceLine = lazy(() => import('./balance-line').then((m) => ({ default: m.BalanceLine })));

export interface BalanceChartProps {
  merchantId: number;
  days: number;
  step: GroupBy;
  /** One wallet in its own units; undefined = every wallet in USDT. */
  currency: string | undefined;
  height: number;
  /** Fixed width (tests); otherwise the chart fills its container. */
  width?: number;
}

/** Balance over the chosen period, with a table of the same points for screen readers. */
export function BalanceChart({ merchantId, days, step, currency, height, width }: BalanceChartProps) {
  const { t, i18n } = useTranslation();
  const money = useCurrencyFormat();
  const range = periodRange(days);
  const chart = useQuery({
    ...balanceChart({ merchantId, groupBy: step, tzName: browserTimeZone(), currency, ...range }),
    // The range is "up to now": a minute later it is a different key, keep showing the last one.
    placeholderData: (previous) => previous,
  });
  const box = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node || width !== undefined) return;
    setMeasured(node.clientWidth);
    const observer = new ResizeObserver((entries) =>
      setMeasured(Math.floor(entries[0]?.contentRect.width ?? 0)),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [width]);

  // The points are one wallet's only when the answer says so (our currency parameter may be
  // ignored); otherwise they are the whole balance, in the unit the answer names or USDT.
  const answered = chart.data?.currency ?? null;
  const unit = currency !== undefined && answered === currency ? currency : (answered ?? DEFAULT_CURRENCY);
  const totalInstead = chart.data !== undefined && currency !== undefined && answered !== currency;
  const precision = money.precision(unit);
  const data = chart.data?.points ?? [];
  const points = chartPoints(data);
  const chartWidth = width ?? measured;
  const skeleton = <Skeleton height={height} radius="md" />;

  return (
    <div className={styles.chart} style={{ minHeight: height }} aria-busy={chart.isFetching || undefined}>
      {totalInstead ? (
        <p className={styles.note}>{t('finance.chart.total_only', { wallet: currency, currency: unit })}</p>
      ) : null}
      <div ref={box} className={styles.canvas} style={{ height }} aria-hidden="true">
        {chart.isPending ? (
          skeleton
        ) : chart.isError ? null : chartWidth > 0 && points.length > 0 ? (
          <Suspense fallback={skeleton}>
            <BalanceLine
              points={points}
              currency={unit}
              precision={precision}
              width={chartWidth}
              height={height}
            />
          </Suspense>
        ) : null}
      </div>
      {chart.isError ? (
        <div className={styles.overlay} role="alert">
          <p>{t('finance.chart.failed')}</p>
          <Button size="sm" onClick={() => void chart.refetch()}>
            {t('finance.common.retry')}
          </Button>
        </div>
      ) : !chart.isPending && points.length === 0 ? (
        <p className={styles.overlay}>{t('finance.chart.empty')}</p>
      ) : null}
      {points.length > 0 ? (
        <table className="visually-hidden">
          <caption>{t('finance.chart.table_caption', { currency: unit })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('finance.chart.date')}</th>
              <th scope="col">{t('finance.chart.balance', { currency: unit })}</th>
            </tr>
          </thead>
          <tbody>
            {data.map(([time, value]) => (
              <tr key={time}>
                <td>{formatDateTime(time, i18n.language, false)}</td>
                <td>{formatNumber(value, i18n.language, precision)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
