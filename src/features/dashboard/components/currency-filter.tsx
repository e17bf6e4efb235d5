import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/api/enums/enums.schemas';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { currencyFilterOptions, matchesSearch, visibleTags } from '@/domain/chart';
import { FilterList, type FilterOption } from './filter-list';
import styles from './filters.module.css';

export interface CurrencyFilterProps {
  currencies: readonly Currency[] | undefined;
  /** Chosen codes; none = every currency. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  mobile: boolean;
}

/** SPEC.md section 5 "Currency filter": applies each choice at once; USDT is not offered. */
export function CurrencyFilter({ currencies, value, onChange, mobile }: CurrencyFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const all = useMemo(() => currencyFilterOptions(currencies ?? []), [currencies]);
  const options: FilterOption<string>[] = all
    .filter((currency) => matchesSearch(currency.code, query))
    .map((currency) => ({
      value: currency.code,
      label: currency.code,
      icon: currency.logo ? (
        <img src={currency.logo} alt="" width={18} height={18} className={styles.optionIcon} />
      ) : undefined,
    }));
  const chosen = new Set(value);
  const tags = visibleTags(value, mobile);

  const toggle = (code: string) =>
    onChange(chosen.has(code) ? value.filter((item) => item !== code) : [...value, code]);

  return (
    <div className={styles.control}>
      <span id={labelId} className={styles.label}>
        {t('dashboard.chart.currencies')}
      </span>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
        title={t('dashboard.chart.currencies_title')}
        className={styles.popup}
        trigger={
          <button
            type="button"
            id={triggerId}
            className={styles.trigger}
            aria-labelledby={`${labelId} ${triggerId}`}
            disabled={!currencies}
          >
            <span className={styles.triggerValue}>
              {value.length === 0 ? (
                t('dashboard.chart.all_currencies')
              ) : (
                <>
                  {tags.shown.map((code) => (
                    <span key={code} className={styles.tag}>
                      {code}
                    </span>
                  ))}
                  {tags.rest > 0 ? (
                    <span className={styles.tag} data-rest="">
                      +{tags.rest}
                    </span>
                  ) : null}
                </>
              )}
            </span>
            <ChevronDownIcon size={16} className={styles.chevron} />
          </button>
        }
      >
        <FilterList
          label={t('dashboard.chart.currencies')}
          searchLabel={t('dashboard.chart.search_currency')}
          query={query}
          onQueryChange={setQuery}
          options={options}
          selected={chosen}
          onToggle={toggle}
          onEnter={() => setOpen(false)}
          emptyText={t('dashboard.chart.not_found')}
        />
        <div className={styles.footer}>
          <Button size="sm" variant="ghost" disabled={value.length === 0} onClick={() => onChange([])}>
            {t('dashboard.chart.all_currencies')}
          </Button>
          <Button size="sm" variant="primary" onClick={() => setOpen(false)}>
            {t('dashboard.chart.done')}
          </Button>
        </div>
      </Popover>
    </div>
  );
}
