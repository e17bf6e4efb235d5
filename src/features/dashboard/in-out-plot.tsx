import { Line, type LineCustomSvgLayerProps, type LineSvgLayer, type SliceTooltipProps } from '@nivo/line';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from '@/api/dashboard/dashboard.schemas';
import { valueAxisMargin } from '@/lib/chart-axis';
import { DEFAULT_CURRENCY, formatAmount, formatShortDate, intlLocale } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from './chart-panel.module.css';

interface Datum {
  x: Date;
  /** null: a value the answer sent that could not be read (a gap in the line, never 0). */
  y: number | null;
  /** Bucket start, epoch seconds. */
  time: number;
}
interface Series {
  id: 'in' | 'out';
  data: Datum[];
}

/** Width used until the box is measured (and in jsdom, which has no layout). */
const FALLBACK_WIDTH = 720;

const TOKENS = {
  in: ['--color-chart-in', '#16a34a'],
  out: ['--color-chart-out', '#dc2626'],
  text: ['--color-text-muted', '#5b6474'],
  grid: ['--color-border', '#e3e6eb'],
  surface: ['--color-surface', '#ffffff'],
} as const;

/** SVG attributes cannot read custom properties everywhere: resolve the tokens to colours. */
function useChartColors() {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  return useMemo(() => {
    const style = typeof document !== 'undefined' ? getComputedStyle(document.documentElement) : null;
    const read = ([name, fallback]: readonly [string, string]) =>
      style?.getPropertyValue(name).trim() || fallback;
    // `dark` re-reads the tokens when the colour scheme changes.
    return {
      dark,
      in: read(TOKENS.in),
      out: read(TOKENS.out),
      text: read(TOKENS.text),
      grid: read(TOKENS.grid),
      surface: read(TOKENS.surface),
    };
  }, [dark]);
}

function useBoxWidth(explicit: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (explicit !== undefined || !box) return;
    setMeasured(box.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [explicit]);
  return { ref, width: explicit ?? (measured || FALLBACK_WIDTH) };
}

/** Up to `count` evenly spaced bucket dates for the x axis. */
function tickDates(points: readonly ChartPoint[], count: number): Date[] {
  const unique = [...new Set(points.map((point) => point[0]))];
  if (unique.length <= count) return unique.map((time) => new Date(time * 1000));
  const every = (unique.length - 1) / (count - 1);
  return Array.from(
    { length: count },
    (_, index) => new Date((unique[Math.round(index * every)] ?? 0) * 1000),
  );
}

function SliceTooltip({ slice }: SliceTooltipProps<Series>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const first = slice.points[0];
  if (!first) return null;
  const byId = (id: Series['id']) => slice.points.find((point) => point.seriesId === id);
  return (
    <div className={styles.tooltip}>
      <div className={styles.tooltipDate}>{formatShortDate(first.data.time, lang)}</div>
      {(['in', 'out'] as const).map((id) => {
        const point = byId(id);
        return point ? (
          <div key={id} className={styles.tooltipRow}>
            <span className={styles.swatch} data-series={id} aria-hidden="true" />
            <span>{id === 'in' ? t('dashboard.chart.inflow') : t('dashboard.chart.outflow')}</span>
            <span className={styles.tooltipValue}>{formatAmount(point.data.y, lang, DEFAULT_CURRENCY)}</span>
          </div>
        ) : null;
      })}
    </div>
  );
}

/** How strongly the inflow area is tinted: light, so the lines and the grid stay readable. */
const INFLOW_AREA_OPACITY = 0.1;

/**
 * Only the inflow is filled; the outflow is its line alone. Two tinted areas turn a muddy
 * brown where they overlap (green under red); one light fill keeps both series readable.
 */
function InflowArea({ series, areaGenerator }: LineCustomSvgLayerProps<Series>) {
  const inflow = series.find((serie) => serie.id === 'in');
  if (!inflow) return null;
  return (
    <path
      d={areaGenerator(inflow.data.map((datum) => datum.position)) ?? undefined}
      fill={inflow.color}
      fillOpacity={INFLOW_AREA_OPACITY}
      strokeWidth={0}
    />
  );
}

const LAYERS: LineSvgLayer<Series>[] = [
  'grid',
  'markers',
  'axes',
  InflowArea,
  'crosshair',
  'lines',
  'points',
  'slices',
  'mesh',
  'legends',
];

export interface InOutPlotProps {
  /** Chart points, one per bucket, a single point already doubled with a zero point. */
  points: readonly ChartPoint[];
  height: number;
  /** Explicit width (tests); measured from the box otherwise. */
  width?: number;
  /** Id of the caption that names the chart. */
  labelledBy: string;
  compact: boolean;
}

/**
 * SPEC.md section 2: inflows (green, a lightly filled area) against outflows (red, a line),
 * in USDT.
 */
export function InOutPlot({ points, height, width: explicitWidth, labelledBy, compact }: InOutPlotProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const colors = useChartColors();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { ref, width } = useBoxWidth(explicitWidth);
  const data = useMemo<Series[]>(
    () =>
      (['in', 'out'] as const).map((id) => ({
        id,
        data: points.map(([time, inflow, outflow]) => ({
          x: new Date(time * 1000),
          y: id === 'in' ? inflow : outflow,
          time,
        })),
      })),
    [points],
  );
  const max = points.reduce((top, [, inflow, outflow]) => Math.max(top, inflow ?? 0, outflow ?? 0), 0);
  const compactNumber = useMemo(
    () => new Intl.NumberFormat(intlLocale(lang), { notation: 'compact', maximumFractionDigits: 1 }),
    [lang],
  );
  const ticks = tickDates(points, compact ? 4 : 8);
  const left = valueAxisMargin((value) => compactNumber.format(value), {
    min: 0,
    max,
    padding: 8,
    least: compact ? 44 : 56,
  });
  const seriesColor = (series: { id: Series['id'] }) => (series.id === 'in' ? colors.in : colors.out);

  return (
    <div ref={ref} className={styles.plot} style={{ height }}>
      <Line<Series>
        data={data}
        width={width}
        height={height}
        margin={{ top: 12, right: 24, bottom: 32, left }}
        xScale={{ type: 'time', useUTC: false }}
        yScale={{ type: 'linear', min: 0, max: max > 0 ? 'auto' : 1 }}
        curve="monotoneX"
        colors={seriesColor}
        lineWidth={2}
        layers={LAYERS}
        enablePoints={points.length <= (compact ? 16 : 31)}
        pointSize={6}
        pointColor={colors.surface}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        enableGridX={false}
        gridYValues={5}
        axisLeft={{
          tickSize: 0,
          tickPadding: 8,
          tickValues: 5,
          format: (value: number) => compactNumber.format(value),
        }}
        axisBottom={{
          tickSize: 0,
          tickPadding: 10,
          tickValues: ticks,
          format: (value: Date) => formatShortDate(value.getTime() / 1000, lang),
        }}
        enableSlices="x"
        sliceTooltip={SliceTooltip}
        animate={!reducedMotion}
        motionConfig="stiff"
        role="img"
        ariaLabelledBy={labelledBy}
        ariaDescribedBy={undefined}
        theme={{
          text: { fill: colors.text, fontSize: 12, fontFamily: 'inherit' },
          axis: { ticks: { text: { fill: colors.text } } },
          grid: { line: { stroke: colors.grid, strokeWidth: 1 } },
          crosshair: { line: { stroke: colors.text, strokeWidth: 1, strokeOpacity: 0.5 } },
          tooltip: { container: { background: 'transparent', padding: 0, boxShadow: 'none' } },
        }}
      />
    </div>
  );
}
