import dayjs from 'dayjs';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '@/components/ui/app-icons';
import { FieldControl, FieldTrigger } from '@/components/ui/field-trigger';
import { Popover } from '@/components/ui/popover';
import { TextField } from '@/components/ui/text-field';
import {
  type CalendarDraft,
  calendarPick,
  clampTypedEnd,
  clampTypedStart,
  type IsoDay,
  isIsoDay,
} from '@/domain/chart';
import { formatDateTime } from '@/lib/format';
import { Calendar } from './calendar';
import styles from './period-picker.module.css';

export interface Period {
  from: IsoDay;
  to: IsoDay;
}

export interface PeriodPickerProps extends Period {
  onChange: (period: Period) => void;
}

/** Typed years before this are half-typed ("0002-05-01" while typing 2026). */
const MIN_YEAR = 1970;
const usable = (value: string) => isIsoDay(value) && dayjs(value).year() >= MIN_YEAR;

/**
 * SPEC.md sections 4 and 5 "Period picker": a calendar whose clicks alternate between the
 * start and the end (swapped dates reordered), and two typed dates clamped to each other.
 */
export function PeriodPicker({ from, to, onChange }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CalendarDraft>({ start: from, end: to, picking: 'start' });
  const [typed, setTyped] = useState<Period>({ from, to });

  const onOpenChange = (next: boolean) => {
    if (next) {
      setDraft({ start: from, end: to, picking: 'start' });
      setTyped({ from, to });
    }
    setOpen(next);
  };

  const pick = (day: IsoDay) => {
    const next = calendarPick(draft, day);
    setDraft(next);
    setTyped({ from: next.start, to: next.end });
    if (next.complete) {
      onChange({ from: next.start, to: next.end });
      setOpen(false);
    }
  };

  const commitFrom = () => {
    if (!usable(typed.from)) return setTyped((current) => ({ ...current, from }));
    const start = clampTypedStart(typed.from, to);
    setTyped((current) => ({ ...current, from: start }));
    setDraft({ start, end: to, picking: 'start' });
    if (start !== from) onChange({ from: start, to });
  };
  const commitTo = () => {
    if (!usable(typed.to)) return setTyped((current) => ({ ...current, to }));
    const end = clampTypedEnd(typed.to, from);
    setTyped((current) => ({ ...current, to: end }));
    setDraft({ start: from, end, picking: 'start' });
    if (end !== to) onChange({ from, to: end });
  };
  const onEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const lang = i18n.language;
  const text = t('dashboard.period.range', {
    from: formatDateTime(dayjs(from).unix(), lang, false),
    to: formatDateTime(dayjs(to).unix(), lang, false),
  });

  return (
    <FieldControl label={t('dashboard.period.label')} labelId={labelId}>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        title={t('dashboard.period.title')}
        className={styles.popup}
        trigger={
          <FieldTrigger
            id={triggerId}
            aria-labelledby={`${labelId} ${triggerId}`}
            icon={<CalendarIcon size={16} />}
            value={text}
            numeric
          />
        }
      >
        <div className={styles.inputs}>
          <TextField
            type="date"
            size="sm"
            label={t('dashboard.period.start')}
            value={typed.from}
            max={to}
            onChange={(event) => setTyped((current) => ({ ...current, from: event.target.value }))}
            onBlur={commitFrom}
            onKeyDown={onEnter(commitFrom)}
          />
          <TextField
            type="date"
            size="sm"
            label={t('dashboard.period.end')}
            value={typed.to}
            min={from}
            onChange={(event) => setTyped((current) => ({ ...current, to: event.target.value }))}
            onBlur={commitTo}
            onKeyDown={onEnter(commitTo)}
          />
        </div>
        <Calendar start={draft.start} end={draft.end} picking={draft.picking} onPick={pick} />
      </Popover>
    </FieldControl>
  );
}
