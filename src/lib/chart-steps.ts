/** Chart steps (`groupBy` of the chart calls). */
export const CHART_STEPS = ['day', 'week', 'month'] as const;
export type ChartStep = (typeof CHART_STEPS)[number];

/**
 * SPEC.md section 5 "Chart step options by range length": up to 31 days day, week and
 * month; over 31 and up to 365 week and month; over 365 month only.
 */
export function stepOptions(days: number): ChartStep[] {
  if (days > 365) return ['month'];
  if (days > 31) return ['week', 'month'];
  return [...CHART_STEPS];
}

/** The step actually used: the chosen one while the range allows it, else the first allowed option. */
export function resolveStep(days: number, step: ChartStep | undefined): ChartStep {
  const options = stepOptions(days);
  return step && options.includes(step) ? step : (options[0] as ChartStep);
}
