/**
 * The order of day and month in a date the cabinet writes or reads as digits: chart dates,
 * typed dates and their placeholders. SPEC.md section 9 gives dd.MM to Russian and MM/dd to
 * the other languages; Ukrainian writes day first as Russian does (docs/decisions.md).
 */
export type DateOrder = 'DMY' | 'MDY';

/** Languages (cabinet codes or BCP 47 tags: `ru`, `ua`, `uk-UA`) that put the day first. */
const DAY_FIRST = new Set(['ru', 'ua', 'uk']);

export function dateOrderFor(lang: string): DateOrder {
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return DAY_FIRST.has(base) ? 'DMY' : 'MDY';
}

/** `.` between the parts of a day-first date, `/` between those of a month-first one. */
export function dateSeparator(order: DateOrder): string {
  return order === 'DMY' ? '.' : '/';
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Day and month (1-12) in the given order: `31.12` or `12/31`. */
export function dayMonth(day: number, month: number, order: DateOrder): string {
  return order === 'DMY' ? `${pad2(day)}.${pad2(month)}` : `${pad2(month)}/${pad2(day)}`;
}

/** Day, month and four-digit year in the given order: `31.12.2024` or `12/31/2024`. */
export function dayMonthYear(day: string, month: string, year: string, order: DateOrder): string {
  const separator = dateSeparator(order);
  return order === 'DMY' ? [day, month, year].join(separator) : [month, day, year].join(separator);
}
