import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/app-icons';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { MultiSelect } from '@/components/ui/multi-select';
import type { MultiSelectOption } from '@/components/ui/multi-select-list';
import { TextField } from '@/components/ui/text-field';
import { INVOICE_STATUSES, INVOICE_TYPES } from '@/constants/invoices';
import { matchesSearch } from '@/domain/chart';
import { STATUS_LABEL, TYPE_LABEL } from '@/domain/invoice-status';
import { formatDateTime } from '@/lib/format';
import styles from './filter-bar.module.css';
import {
  clearFilters,
  type FilterChip,
  filterChips,
  type InvoiceListSearch,
  removeChip,
} from './invoice-search';
import { PeriodFilter } from './period-filter';

/** Typing pauses this long before the search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 350;

export interface InvoiceFilterBarProps {
  search: InvoiceListSearch;
  /** `replace`: typing in the search box does not add a history entry per word. */
  onChange: (next: InvoiceListSearch, options?: { replace?: boolean }) => void;
  stores: ReadonlyArray<{ id: number; title: string | null }>;
  currencies: readonly string[];
}

/** Memoised: the list page renders again for every page of rows it receives; the bar's props stay. */
export const InvoiceFilterBar = memo(function InvoiceFilterBar({
  search,
  onChange,
  stores,
  currencies,
}: InvoiceFilterBarProps) {
  const { t, i18n } = useTranslation();
  const chips = filterChips(search);

  const storeTitle = (id: number) => stores.find((store) => store.id === id)?.title ?? `#${id}`;
  const day = (iso: string) =>
    formatDateTime(Math.floor(new Date(`${iso}T12:00:00`).getTime() / 1000), i18n.language, false);

  function chipLabel(chip: FilterChip): string {
    switch (chip.kind) {
      case 'status':
        return t('invoices.filters.chip.status', { value: t(STATUS_LABEL[chip.value]) });
      case 'type':
        return t('invoices.filters.chip.type', { value: t(TYPE_LABEL[chip.value]) });
      case 'store':
        return t('invoices.filters.chip.store', { value: storeTitle(chip.value) });
      case 'currency':
        return t('invoices.filters.chip.currency', { value: chip.value });
      case 'period':
        if (chip.from && chip.to)
          return t('invoices.filters.period_between', { from: day(chip.from), to: day(chip.to) });
        if (chip.from) return t('invoices.filters.period_from', { from: day(chip.from) });
        return t('invoices.filters.period_to', { to: day(chip.to ?? '') });
      case 'q':
        return t('invoices.filters.chip.search', { value: chip.value });
    }
  }

  return (
    <div className={styles.bar}>
      <div className={styles.controls}>
        <SearchBox
          value={search.q ?? ''}
          onChange={(q) => onChange({ ...search, q: q || undefined }, { replace: true })}
        />
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('invoices.filters.label')}</legend>
          <ListFilter
            label={t('invoices.filters.status')}
            options={INVOICE_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) }))}
            value={search.status ?? []}
            onChange={(status) => onChange({ ...search, status: status.length ? status : undefined })}
          />
          <ListFilter
            label={t('invoices.filters.type')}
            options={INVOICE_TYPES.map((value) => ({ value, label: t(TYPE_LABEL[value]) }))}
            value={search.type ?? []}
            onChange={(type) => onChange({ ...search, type: type.length ? type : undefined })}
          />
          <ListFilter
            label={t('invoices.filters.store')}
            options={stores.map((store) => ({ value: store.id, label: store.title ?? `#${store.id}` }))}
            value={search.store ?? []}
            onChange={(store) => onChange({ ...search, store: store.length ? store : undefined })}
            searchable={stores.length > 8}
          />
          <ListFilter
            label={t('invoices.filters.currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            value={search.currency ?? []}
            onChange={(currency) => onChange({ ...search, currency: currency.length ? currency : undefined })}
          />
          <PeriodFilter
            from={search.from}
            to={search.to}
            onChange={(from, to) => onChange({ ...search, from, to })}
          />
        </fieldset>
      </div>
      {chips.length > 0 ? (
        <div className={styles.chipRow}>
          <ul className={styles.chips} aria-label={t('invoices.filters.active')}>
            {chips.map((chip) => {
              const label = chipLabel(chip);
              return (
                <li key={`${chip.kind}-${'value' in chip ? chip.value : 'period'}`} className={styles.chip}>
                  <span className={styles.chipText}>{label}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t('invoices.filters.remove', { filter: label })}
                    onClick={() => onChange(removeChip(search, chip))}
                  >
                    <CloseIcon size={12} />
                  </button>
                </li>
              );
            })}
          </ul>
          <Button size="sm" variant="ghost" onClick={() => onChange(clearFilters(search))}>
            {t('invoices.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
});

/** A list filter: a button opening checkboxes; each tick applies at once (the URL follows). */
function ListFilter<V extends string | number>({
  label,
  options,
  value,
  onChange,
  searchable = false,
}: {
  label: string;
  options: readonly MultiSelectOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** A text box that narrows long option lists (stores). */
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      trigger={{ kind: 'button', countText: (count) => t('invoices.filters.selected_count', { count }) }}
      options={options}
      value={value}
      onChange={onChange}
      commit={{ mode: 'instant', clearLabel: t('invoices.filters.reset', { name: label }) }}
      search={
        searchable
          ? {
              label: t('invoices.filters.find', { name: label }),
              placeholder: t('invoices.filters.find_placeholder'),
              matches: matchesSearch,
            }
          : undefined
      }
      emptyText={t('invoices.filters.not_found')}
    />
  );
}

/**
 * The search box keeps what is being typed; the URL gets it after a pause. When the URL
 * changes from elsewhere (a chip removed, "Clear filters"), the box follows.
 */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      report.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      type="search"
      size="sm"
      label={t('invoices.filters.search')}
      hideLabel
      placeholder={t('invoices.filters.search_placeholder')}
      prefix={<SearchIcon size={14} />}
      value={text}
      maxLength={64}
      onChange={(event) => setText(event.target.value)}
      containerClassName={styles.search}
    />
  );
}
