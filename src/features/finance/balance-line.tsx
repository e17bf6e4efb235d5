import { Line } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import { valueAxisMargin } from '@/lib/chart-axis';
import { formatNumber, formatShortDate, intlLocale } from '@/lib/format';
import styles from './balance-chart.module.css';

export interface BalanceLineProps {
  points: ReadonlyArray<readonly [number, number]>;
  currency: string;
  precision: number;
  width: number;
  height: number;
}

/** The balance as an area line (nivo; this module is loaded only on the finance overview). */
/** nivo mixes colours itself: it needs the token's value, not a var() reference. */
function tokenColor(name: string, fallback: string): string {
  if (typeof window === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function BalanceLine({ points, currency, precision, width, height }: BalanceLineProps) {
  const { i18n } = useTranslation();
  const accent = tokenColor('--color-accent', '#4f46e5');
  const surface = tokenColor('--color-surface', '#ffffff');
  const lang = i18n.language;
  // Axis ticks: short numbers (1.95M) so they fit the margin at any balance.
  const compact = new Intl.NumberFormat(intlLocale(lang), { notation: 'compact', maximumFractionDigits: 2 });
  const data = [{ id: currency, data: points.map(([t, y]) => ({ x: new Date(t * 1000), y })) }];
  const tickEvery = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(width / 90))));
  const ticks = points.filter((_, index) => index % tickEvery === 0).map(([t]) => new Date(t * 1000));
  const values = points.map(([, y]) => y);
  const left = valueAxisMargin((value) => compact.format(value), {
    min: Math.min(...values),
    max: Math.max(...values),
    padding: 10,
    least: 56,
  });
  return (
    <Line
      data={data}
      width={width}
      height={height}
      margin={{ top: 16, right: 16, bottom: 36, left }}
      xScale={{ type: 'time', precision: 'day' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
      axisBottom={{
        tickValues: ticks,
        format: (value: Date) => formatShortDate(value.getTime() / 1000, lang),
        tickSize: 0,
        tickPadding: 10,
      }}
      axisLeft={{
        tickValues: 5,
        format: (value: number) => compact.format(value),
        tickSize: 0,
        tickPadding: 10,
      }}
      enableGridX={false}
      colors={[accent]}
      lineWidth={2}
      enableArea
      areaOpacity={0.08}
      enablePoints={points.length <= 12}
      pointSize={5}
      pointColor={surface}
      pointBorderWidth={2}
      pointBorderColor={{ from: 'serieColor' }}
      useMesh
      enableCrosshair
      crosshairType="bottom"
      tooltip={({ point }) => (
        <div className={styles.tooltip}>
          <span>{formatShortDate(new Date(point.data.x).getTime() / 1000, lang)}</span>
          <strong className="tabular-nums">
            {formatNumber(Number(point.data.y), lang, precision)} {currency}
          </strong>
        </div>
      )}
      theme={{
        text: { fill: 'var(--color-text-muted)', fontSize: 12 },
        grid: { line: { stroke: 'var(--color-border)', strokeDasharray: '2 4' } },
        crosshair: { line: { stroke: 'var(--color-text-muted)' } },
      }}
      animate={false}
      role="img"
      ariaLabel={currency}
    />
  );
}
