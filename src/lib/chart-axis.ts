/**
 * Room for a chart's value axis: the widest label it can show, and the padding between the
 * labels and the plot. nivo draws the labels into the left margin and clips what does not fit,
 * so a fixed margin cut "1,95 млн" to ",95 млн" and "25 тыс." to "5 тыс.", which read as other
 * numbers. Labels are estimated by their length at the axis' 12 px: digits and Cyrillic letters
 * run to about 7.5 px each, so the estimate errs on the wide side.
 */
const CHAR_PX = 7.5;

/** The left margin for labels produced by `format` over values between `min` and `max`. */
export function valueAxisMargin(
  format: (value: number) => string,
  { min, max, padding, least }: { min: number; max: number; padding: number; least: number },
): number {
  // The ends and the middle: the widest shapes a five-tick axis shows (1,95 млн; -12,5 тыс.).
  const labels = [min, max, (min + max) / 2, max * 0.95].map(format);
  const widest = Math.max(...labels.map((label) => label.length));
  return Math.max(least, Math.ceil(widest * CHAR_PX) + padding + 4);
}
