import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/app-icons';
import { IconButton } from '@/components/ui/icon-button';
import { type IsoDay, toIsoDay } from '@/domain/chart';
import { intlLocale } from '@/lib/format';
import styles from './period-picker.module.css';

export interface CalendarProps {
  start: IsoDay;
  end: IsoDay;
  picking: 'start' | 'end';
  onPick: (day: IsoDay) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Six weeks of the month that holds `month`, starting on the locale's first weekday. */
function monthGrid(month: dayjs.Dayjs, weekStart: number): Array<Array<IsoDay | null>> {
  const first = month.startOf('month');
  const offset = (first.day() - weekStart + 7) % 7;
  const days = first.daysInMonth();
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = week * 7 + weekday - offset;
      return date >= 0 && date < days ? toIsoDay(first.add(date, 'day')) : null;
    }),
  );
}

/**
 * A month calendar for the period picker: a table of day buttons with one tab stop;
 * arrow keys move by a day or a week (across months), Enter or Space picks.
 */
export function Calendar({ start, end, picking, onPick }: CalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const titleId = useId();
  const [focused, setFocused] = useState<IsoDay>(end);
  const monthKey = focused.slice(0, 7);
  const month = dayjs(`${monthKey}-01`);
  const weekStart = locale.startsWith('en') ? 0 : 1;
  const grid = useMemo(() => monthGrid(dayjs(`${monthKey}-01`), weekStart), [monthKey, weekStart]);
  const gridRef = useRef<HTMLTableElement>(null);
  const today = toIsoDay(dayjs());
  const moved = useRef(false);

  const formats = useMemo(
    () => ({
      title: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    }),
    [locale],
  );
  // 2023-01-01 was a Sunday: weekday names in the grid's order.
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(2023, 0, 1 + ((index + weekStart) % 7)));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moved.current = true;
    setFocused(toIsoDay(dayjs(focused).add(step, 'day')));
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <IconButton
          size="sm"
          label={t('dashboard.period.previous_month')}
          icon={<ChevronLeftIcon size={16} />}
          onClick={() => setFocused(toIsoDay(month.subtract(1, 'month')))}
        />
        <span id={titleId} className={styles.monthTitle} aria-live="polite">
          {formats.title.format(month.toDate())}
        </span>
        <IconButton
          size="sm"
          label={t('dashboard.period.next_month')}
          icon={<ChevronRightIcon size={16} />}
          onClick={() => setFocused(toIsoDay(month.add(1, 'month')))}
        />
      </div>
      <p className={styles.hint}>
        {picking === 'start' ? t('dashboard.period.pick_start') : t('dashboard.period.pick_end')}
      </p>
      <table ref={gridRef} aria-labelledby={titleId} className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date.getDay()} scope="col" abbr={formats.weekdayLong.format(date)}>
                {formats.weekday.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, index) => {
                if (!day) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before and after the month.
                  return <td key={index} />;
                }
                const inRange = day >= start && day <= end;
                const edge = day === start || day === end;
                return (
                  <td key={day} data-range={inRange ? '' : undefined}>
                    <button
                      type="button"
                      data-day={day}
                      className={styles.day}
                      data-range={inRange ? '' : undefined}
                      data-edge={edge ? '' : undefined}
                      data-today={day === today ? '' : undefined}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formats.day.format(dayjs(day).toDate())}
                      aria-pressed={inRange}
                      aria-current={day === today ? 'date' : undefined}
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        setFocused(day);
                        onPick(day);
                      }}
                    >
                      {dayjs(day).date()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
