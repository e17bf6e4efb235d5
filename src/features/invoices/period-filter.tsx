import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { DateInput, formatDateInput, parseDateInput } from '@/components/ui/date-input';
import { Popover } from '@/components/ui/popover';
import { dateOrderFor } from '@/lib/date-order';
import styles from './filter-bar.module.css';

export interface PeriodFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Days as YYYY-MM-DD; undefined = open end. */
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/**
 * The creation period: two typed dates (SPEC section 5 "Date entry"). What is typed stays a
 * draft inside the popover until Apply; the URL holds the applied period.
 */
export function PeriodFilter({ from, to, onChange }: PeriodFilterProps) {
  const { t, i18n } = useTranslation();
  const order = dateOrderFor(i18n.language);
  const [open, setOpen] = useState(false);
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const placeholder = order === 'DMY' ? t('invoices.filters.date_dmy') : t('invoices.filters.date_mdy');

  const fromValue = parseDateInput(fromText, order);
  const toValue = parseDateInput(toText, order);
  const fromInvalid = fromText !== '' && fromValue === null;
  const toInvalid = toText !== '' && toValue === null;

  function openChange(next: boolean) {
    if (next) {
      setFromText(formatDateInput(from, order));
      setToText(formatDateInput(to, order));
    }
    setOpen(next);
  }

  function apply() {
    if (fromInvalid || toInvalid) return;
    // Swapped dates are reordered (SPEC section 5 "Period picker").
    const [start, end] =
      fromValue && toValue && fromValue > toValue ? [toValue, fromValue] : [fromValue, toValue];
    onChange(start ?? undefined, end ?? undefined);
    setOpen(false);
  }

  const active = Boolean(from || to);
  return (
    <Popover
      open={open}
      onOpenChange={openChange}
      title={t('invoices.filters.period')}
      className={styles.popover}
      trigger={
        <Button
          size="sm"
          variant="secondary"
          className={styles.trigger}
          data-active={active ? '' : undefined}
          iconStart={<CalendarIcon size={14} />}
        >
          {t('invoices.filters.period')}
        </Button>
      }
    >
      <form
        className={styles.period}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <DateInput
          size="sm"
          order={order}
          label={t('invoices.filters.from')}
          placeholder={placeholder}
          value={fromText}
          onChange={setFromText}
          error={fromInvalid ? t('invoices.filters.date_invalid') : undefined}
        />
        <DateInput
          size="sm"
          order={order}
          label={t('invoices.filters.to')}
          placeholder={placeholder}
          value={toText}
          onChange={setToText}
          error={toInvalid ? t('invoices.filters.date_invalid') : undefined}
        />
        <div className={styles.periodActions}>
          {active ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onChange(undefined, undefined);
                setOpen(false);
              }}
            >
              {t('invoices.filters.any_time')}
            </Button>
          ) : null}
          <Button size="sm" variant="primary" type="submit" disabled={fromInvalid || toInvalid}>
            {t('invoices.filters.apply')}
          </Button>
        </div>
      </form>
    </Popover>
  );
}
