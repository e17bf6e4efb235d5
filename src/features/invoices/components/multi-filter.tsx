import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DropdownList } from '@/components/ui/dropdown-list';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { TextField } from '@/components/ui/text-field';
import styles from './filter-bar.module.css';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

export interface MultiFilterProps<V extends string | number> {
  /** Name of the filter (the trigger's text and the group's legend). */
  label: string;
  options: readonly FilterOption<V>[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  /** Shows a text box that narrows long option lists (stores). */
  searchable?: boolean;
}

/** A filter button opening a list of checkboxes; each tick applies at once (the URL follows). */
export function MultiFilter<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  searchable = false,
}: MultiFilterProps<V>) {
  const { t } = useTranslation();
  const legendId = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const visible = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const chosen = new Set(selected);

  function toggle(value: V, on: boolean) {
    const next = on ? [...selected, value] : selected.filter((item) => item !== value);
    // Keep the order of the options, so the URL does not depend on the click order.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  }

  return (
    <Popover
      trigger={
        <Button
          size="sm"
          variant="secondary"
          className={styles.trigger}
          data-active={selected.length > 0 ? '' : undefined}
          iconEnd={<ChevronDownIcon size={14} />}
        >
          {label}
          {selected.length > 0 ? (
            <span className={styles.count}>
              <span aria-hidden="true">{selected.length}</span>
              <span className="visually-hidden">
                {t('invoices.filters.selected_count', { count: selected.length })}
              </span>
            </span>
          ) : null}
        </Button>
      }
      className={styles.popover}
    >
      <fieldset className={styles.group} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {label}
        </legend>
        {searchable ? (
          <TextField
            size="sm"
            label={t('invoices.filters.find', { name: label })}
            hideLabel
            placeholder={t('invoices.filters.find_placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        ) : null}
        <DropdownList className={styles.options}>
          {visible.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={chosen.has(option.value)}
              onCheckedChange={(on) => toggle(option.value, on)}
            />
          ))}
          {visible.length === 0 ? <p className={styles.none}>{t('invoices.filters.not_found')}</p> : null}
        </DropdownList>
        {selected.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => onChange([])}>
            {t('invoices.filters.reset', { name: label })}
          </Button>
        ) : null}
      </fieldset>
    </Popover>
  );
}
