import dayjs from 'dayjs';
import type { ChangeEvent, FocusEvent } from 'react';
import { type DateOrder, dateSeparator, dayMonthYear } from '@/lib/date-order';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Typed date entry (SPEC.md section 5 "Date entry"): digits only, the day capped by the
 * month's length (leap years respected), month 1-12, year at most 3000, two-digit years
 * become 2xxx. Order and separator come from the language (`dateOrderFor` in
 * src/lib/date-order.ts): dd.mm.yyyy in Russian and Ukrainian, mm/dd/yyyy otherwise.
 */

export const MAX_YEAR = 3000;

type Part = 'day' | 'month' | 'year';
const PARTS: Record<DateOrder, readonly Part[]> = {
  DMY: ['day', 'month', 'year'],
  MDY: ['month', 'day', 'year'],
};

/** Days in a month; a year not typed yet counts as a leap year (29 February stays possible). */
export function daysInMonth(month: number, year?: number): number {
  const base = dayjs(new Date(2000, 0, 1))
    .year(year ?? 2000)
    .month(month - 1);
  return base.daysInMonth();
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The parts of a date text in the given order (missing ones are empty). */
function split(text: string, order: DateOrder): Record<Part, string> {
  const [a = '', b = '', c = ''] = text.split(dateSeparator(order));
  const [first, second, third] = PARTS[order] as [Part, Part, Part];
  return { [first]: a, [second]: b, [third]: c } as Record<Part, string>;
}

/**
 * Normalises what was typed into a (possibly partial) date text: non-digits dropped, the
 * separators inserted, a first day digit above 3 or month digit above 1 padded with 0,
 * day 1-31 then capped by the month (and year) length, month 1-12, year at most 3000.
 * A separator typed after a one-digit day or month pads it (`1.` -> `01.`).
 */
export function normalizeDateInput(typed: string, order: DateOrder): string {
  const separator = dateSeparator(order);
  // Letters and other signs are dropped; dots, slashes, dashes and spaces separate parts.
  const groups = typed.replace(/[^\d./\-\s]/g, '').split(/[./\-\s]+/);
  const endsWithSeparator = groups.length > 1 && groups[groups.length - 1] === '';
  const digits = groups
    .map((group, index) => (index < groups.length - 1 && group.length === 1 ? `0${group}` : group))
    .join('')
    .slice(0, 8);

  const parts: Partial<Record<Part, string>> = {};
  let rest = digits;
  for (const part of PARTS[order]) {
    if (rest === '') break;
    if (part === 'year') {
      parts.year = rest.slice(0, 4);
      rest = '';
      break;
    }
    const maxFirst = part === 'day' ? 3 : 1;
    let chunk: string;
    if (Number(rest[0]) > maxFirst) {
      chunk = `0${rest[0]}`;
      rest = rest.slice(1);
    } else {
      chunk = rest.slice(0, 2);
      rest = rest.slice(2);
    }
    if (chunk.length === 2) {
      const value = Number(chunk);
      const max = part === 'day' ? 31 : 12;
      chunk = pad2(Math.min(Math.max(value, 1), max));
    }
    parts[part] = chunk;
  }

  if (parts.year && parts.year.length === 4 && Number(parts.year) > MAX_YEAR) parts.year = String(MAX_YEAR);
  if (parts.day?.length === 2 && parts.month?.length === 2) {
    const year = parts.year?.length === 4 ? Number(parts.year) : undefined;
    const max = daysInMonth(Number(parts.month), year);
    if (Number(parts.day) > max) parts.day = pad2(max);
  }

  const ordered = PARTS[order]
    .map((part) => parts[part])
    .filter((part): part is string => part !== undefined);
  let text = ordered.join(separator);
  const last = ordered[ordered.length - 1];
  if (endsWithSeparator && ordered.length > 0 && ordered.length < 3 && last?.length === 2) text += separator;
  return text;
}

/** On leaving the field: a two-digit year becomes 2xxx (`12.04.88` -> `12.04.2088`). */
export function completeDateInput(text: string, order: DateOrder): string {
  const parts = split(normalizeDateInput(text, order), order);
  if (parts.year.length !== 2) return normalizeDateInput(text, order);
  const date = PARTS[order].map((part) => (part === 'year' ? `20${parts.year}` : parts[part]));
  return normalizeDateInput(date.join(dateSeparator(order)), order);
}

/** A complete, real date as YYYY-MM-DD, else null. */
export function parseDateInput(text: string, order: DateOrder): string | null {
  const { day, month, year } = split(text.trim(), order);
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (y < 1 || y > MAX_YEAR || m < 1 || m > 12 || d < 1 || d > daysInMonth(m, y)) return null;
  return `${year}-${month}-${day}`;
}

/** YYYY-MM-DD (as the API sends it) -> the text shown in the field. */
export function formatDateInput(iso: string | null | undefined, order: DateOrder): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '') ?? [];
  if (year === undefined || month === undefined || day === undefined) return '';
  return dayMonthYear(day, month, year, order);
}

export type DateInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (text: string) => void;
  order: DateOrder;
};

/** A text field for a typed date; the placeholder should show the format (e.g. DD.MM.YYYY). */
export function DateInput({ value, onChange, order, onBlur, ...props }: DateInputProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      numeric
      maxLength={10}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(normalizeDateInput(event.target.value, order))
      }
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const completed = completeDateInput(value, order);
        if (completed !== value) onChange(completed);
        onBlur?.(event);
      }}
    />
  );
}
